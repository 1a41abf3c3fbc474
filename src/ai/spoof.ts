/**
 * The computer player of Spoof: it tries many flicks in the model and takes the best, then flicks it with
 * the imprecision of its difficulty.
 *
 * Source: issue 8 §3 ("A simple computer opponent: tries many flicks in the model and takes the best, with
 * noise by difficulty"). Candidates: for each man it may shoot, aimed shots at every man it may attack
 * (the opponent's men in the open; men in the opponent's squares only when the sheet allows attacking
 * them), at speeds meant to stop the man on its target, plus a fan of placing shots. Each candidate is
 * played in the model a few times with the difficulty's noise (so shots that only work when perfect score
 * lower) and scored by men in play, keeping the turn, and how exposed its men in the open are.
 * Deterministic for a given seed.
 */
import type { PlayerIndex } from '../core/game';
import { AbortedError, type ComputerPlayer } from './player';
import type { Difficulty } from './difficulty';
import { BOARD } from '../games/spoof/geometry';
import { PHYSICS, speedForDistance } from '../games/spoof/physics';
import { formatPosition, homeEnd, inPlay, opponent, type Man, type SpoofPosition } from '../games/spoof/position';
import { gameOver, maySafelyAttackSquares, resolveShot, shootableMen } from '../games/spoof/rules';
import { addFlickNoise, makeShot, type FlickNoise, type Shot } from '../games/spoof/shot';

/** Difficulty levels of the computer player: those of every computer player (`./difficulty.ts`). */
export { DIFFICULTIES, type Difficulty } from './difficulty';

/** The flick noise of each difficulty (heading s.d. in degrees, speed s.d. as a fraction). */
export const DIFFICULTY_NOISE: Readonly<Record<Difficulty, FlickNoise>> = Object.freeze({
  easy: Object.freeze({ headingSd: 4, speedSd: 0.12 }),
  medium: Object.freeze({ headingSd: 1.5, speedSd: 0.05 }),
  hard: Object.freeze({ headingSd: 0.5, speedSd: 0.02 }),
});

/** Settings of {@link chooseShot}. */
export interface AiSettings {
  readonly difficulty: Difficulty;
  /** Seed of all randomness of this decision (evaluation noise and the final flick). */
  readonly seed: number;
  /** Noisy trials per candidate (default 2). */
  readonly trials?: number;
}

/** The computer's decision: the shot it meant, the shot as flicked (after noise: the move to play), its score. */
export interface AiDecision {
  readonly intended: Shot;
  readonly played: Shot;
  readonly score: number;
  /** Candidates tried. */
  readonly candidates: number;
}

/** Overlap depths (mm) an aimed shot tries to stop at. */
const AIM_DEPTHS = [9, 16] as const;

function mix(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}

/** Aimed and placing candidates for the side to shoot. */
export function candidateShots(pos: SpoofPosition): readonly Shot[] {
  const p = pos.turn;
  const q = opponent(p);
  const mine = shootableMen(pos);
  const out: Shot[] = [];
  for (const m of mine) {
    const squaresOpen = maySafelyAttackSquares(pos, m.id);
    const targets = pos.men.filter((t) => t.owner === q && inPlay(t) && (t.place.kind === 'open' || (squaresOpen && t.place.kind === 'square')));
    for (const t of targets) {
      const dx = t.x - m.x;
      const dy = t.y - m.y;
      const d = Math.hypot(dx, dy);
      const free = d - 2 * BOARD.manRadius;
      if (free <= 0) continue;
      const heading = (Math.atan2(dy, dx) * 180) / Math.PI;
      for (const depth of AIM_DEPTHS) {
        const v = Math.sqrt(2 * PHYSICS.decel * free + 2 * PHYSICS.rideDecel * depth);
        out.push(makeShot(m.id, heading, v));
      }
    }
    // Placing shots: forward fan from the man's own end, a few distances.
    const forward = homeEnd(p) === 'stars' ? 90 : 270;
    for (const off of [-50, -25, 0, 25, 50]) {
      for (const dist of [90, 170, 250]) out.push(makeShot(m.id, forward + off, speedForDistance(dist)));
    }
  }
  return out;
}

function exposure(men: readonly Man[], p: PlayerIndex): number {
  const q = opponent(p);
  const hunters = men.filter((m) => m.owner === q && inPlay(m));
  let e = 0;
  for (const m of men) {
    if (m.owner !== p || m.place.kind !== 'open') continue;
    let dmin = Infinity;
    for (const h of hunters) dmin = Math.min(dmin, Math.hypot(h.x - m.x, h.y - m.y));
    e += 0.5 + 2 * Math.max(0, 1 - dmin / 400);
  }
  return e;
}

/** Score lost for a shot that changes nothing but the turn (so two computer players do not pass for ever). */
const STALL_PENALTY = 2;

/**
 * Score of `after` for side `p` (higher is better for `p`): ±1000 for a won or lost game, else 10 per man in
 * play more than the opponent, +6 for shooting again, minus the exposure of `p`'s men in the open (0.5 each,
 * up to 2 more when an opponent's man is near) and {@link STALL_PENALTY} when `stalled` (the shot changed nothing).
 */
export function evaluate(after: SpoofPosition, p: PlayerIndex, turnKept: boolean, stalled = false): number {
  const q = opponent(p);
  const mine = after.men.filter((m) => m.owner === p && inPlay(m)).length;
  const theirs = after.men.filter((m) => m.owner === q && inPlay(m)).length;
  if (gameOver(after)) {
    if (theirs === 0 && mine > 0) return 1000;
    if (mine === 0 && theirs > 0) return -1000;
  }
  let s = 10 * (mine - theirs);
  if (turnKept) s += 6;
  else s -= exposure(after.men, p);
  if (stalled) s -= STALL_PENALTY;
  return s;
}

/**
 * Chooses a shot for the side to shoot in `pos`.
 * @returns the decision, or `undefined` when the game is over (nothing to shoot).
 */
export function chooseShot(pos: SpoofPosition, settings: AiSettings): AiDecision | undefined {
  if (gameOver(pos)) return undefined;
  const noise = DIFFICULTY_NOISE[settings.difficulty];
  const trials = settings.trials ?? 2;
  const cands = candidateShots(pos);
  let best: Shot | undefined;
  let bestScore = -Infinity;
  cands.forEach((c, k) => {
    let total = 0;
    for (let t = 0; t < trials; t++) {
      const shot = t === 0 ? c : addFlickNoise(c, noise, mix(settings.seed, k * 31 + t));
      const r = resolveShot(pos, shot);
      if (!r.ok) throw new Error(`chooseShot: candidate ${JSON.stringify(shot)} refused: ${r.error.message}`);
      total += evaluate(r.value.position, pos.turn, r.value.outcome.turnKept, r.value.outcome.kind === 'not-out');
    }
    const score = total / trials;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  });
  if (best === undefined) return undefined;
  const played = addFlickNoise(best, noise, mix(settings.seed, -1));
  return { intended: best, played, score: bestScore, candidates: cands.length };
}

/** FNV-1a hash of a string, 32-bit (to mix the position into a player's seed). */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * The Spoof computer player behind the session's {@link ComputerPlayer} interface (`src/ai/player.ts`).
 * Its seed for each decision mixes `seed` with the position's notation, so the same seed in the same
 * position flicks the same shot (a resumed game replays exactly). It returns the shot as flicked (after the
 * difficulty's noise): a legal shot, though not one of the `legalMoves` sample (Spoof's moves are continuous).
 * Rejects with `AbortedError` when `signal` aborts before or right after the search.
 */
export function spoofPlayer(difficulty: Difficulty, seed: number): ComputerPlayer {
  return {
    name: `Spoof computer (${difficulty})`,
    async choose(_game, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      if (signal.aborted) throw new AbortedError();
      const p = pos as SpoofPosition;
      const d = chooseShot(p, { difficulty, seed: seed ^ hashText(formatPosition(p)) });
      if (d === undefined) throw new Error('spoofPlayer.choose: the game is over');
      if (signal.aborted) throw new AbortedError();
      return d.played;
    },
  };
}
