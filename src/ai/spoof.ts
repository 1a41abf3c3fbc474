/**
 * The computer player of Spoof: it tries many flicks in the model and takes the best, then flicks it with
 * the imprecision of its level: Spoof's levels are levels of aim noise (issue 17: "Spoof: levels by aim
 * noise, so a visitor can win against the easiest").
 *
 * Source: issue 8 §3 ("A simple computer opponent: tries many flicks in the model and takes the best, with
 * noise by difficulty"). Candidates: for each man it may shoot, aimed shots at every man it may attack
 * (the opponent's men in the open; men in the opponent's squares only when the sheet allows attacking
 * them), at speeds meant to stop the man on its target, plus a fan of placing shots. Each candidate is
 * played in the model a few times with the level's aim noise (so shots that only work when perfect score
 * lower) and scored by men in play, keeping the turn, and how exposed its men in the open are.
 * Deterministic for a given seed.
 *
 * A level's `noise` (0..1, `./levels.ts`) is its aim noise ({@link aimNoise}): from 0.5° of heading and 2 %
 * of speed (one standard deviation) at 0, the steadiest hand of a person with a spoof, to 12° and 25 % at 1,
 * a flick that often misses a man a hand's width away. `npm run bench -- --only spoof` plays each level
 * against a simple aiming policy ({@link aimAtNearest}) over seeded games.
 */
import type { PlayerIndex } from '../core/game';
import { AbortedError, yieldToHost, type ComputerPlayer } from './player';
import { DEFAULT_LEVEL, levelForSeat, seatLevelsLabel, type Level, type SeatLevels } from './levels';
import { BOARD } from '../games/spoof/geometry';
import { PHYSICS, speedForDistance } from '../games/spoof/physics';
import { formatPosition, homeEnd, inPlay, opponent, type Man, type SpoofPosition } from '../games/spoof/position';
import { gameOver, maySafelyAttackSquares, resolveShot, shootableMen } from '../games/spoof/rules';
import { addFlickNoise, makeShot, type FlickNoise, type Shot } from '../games/spoof/shot';
import { format } from '../i18n/index';

/** The aim noise at a level's noise 0 (the steadiest hand) and 1 (the shakiest). */
const STEADIEST: FlickNoise = Object.freeze({ headingSd: 0.5, speedSd: 0.02 });
const SHAKIEST: FlickNoise = Object.freeze({ headingSd: 12, speedSd: 0.25 });

/**
 * The flick noise (heading s.d. in degrees, speed s.d. as a fraction) of a level's `noise` (0..1, clamped):
 * linear from 0.5° and 2 % at 0 to 12° and 25 % at 1 (`beginner` 12°, `easy` 5.1°, `medium` 1.65°, `hard`
 * and above 0.5°).
 */
export function aimNoise(noise: number): FlickNoise {
  const t = Math.min(1, Math.max(0, noise));
  return Object.freeze({
    headingSd: STEADIEST.headingSd + t * (SHAKIEST.headingSd - STEADIEST.headingSd),
    speedSd: STEADIEST.speedSd + t * (SHAKIEST.speedSd - STEADIEST.speedSd),
  });
}

/** Settings of {@link chooseShot}. */
export interface AiSettings {
  /** How imprecisely the computer flicks (see {@link aimNoise}). */
  readonly aim: FlickNoise;
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
  const noise = settings.aim;
  const trials = settings.trials ?? 2;
  const cands = candidateShots(pos);
  let best: Shot | undefined;
  let bestScore = -Infinity;
  cands.forEach((c, k) => {
    let total = 0;
    for (let t = 0; t < trials; t++) {
      const shot = t === 0 ? c : addFlickNoise(c, noise, mix(settings.seed, k * 31 + t));
      const r = resolveShot(pos, shot);
      if (!r.ok) throw new Error(`chooseShot: candidate ${JSON.stringify(shot)} refused: ${format(r.error.message, 'en')}`);
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

/**
 * A plain aiming policy, the yardstick of the levels (what a visitor new to the game does): flick the man
 * nearest to a man it may attack straight at that man, at the speed that stops it overlapping by 9 mm; with
 * nothing to attack, flick a man straight ahead to the middle of the board. The shot is flicked with `aim`
 * noise drawn from `seed`. No look-ahead, no judgement of risk.
 * @throws Error when the game is over.
 */
export function aimAtNearest(pos: SpoofPosition, aim: FlickNoise, seed: number): Shot {
  const mine = shootableMen(pos);
  if (mine.length === 0) throw new Error('aimAtNearest: the game is over');
  const q = opponent(pos.turn);
  let best: Shot | undefined;
  let bestFree = Infinity;
  for (const m of mine) {
    const squaresOpen = maySafelyAttackSquares(pos, m.id);
    for (const t of pos.men) {
      if (t.owner !== q || !inPlay(t) || !(t.place.kind === 'open' || (squaresOpen && t.place.kind === 'square'))) continue;
      const free = Math.hypot(t.x - m.x, t.y - m.y) - 2 * BOARD.manRadius;
      if (free <= 0 || free >= bestFree) continue;
      bestFree = free;
      const heading = (Math.atan2(t.y - m.y, t.x - m.x) * 180) / Math.PI;
      best = makeShot(m.id, heading, Math.sqrt(2 * PHYSICS.decel * free + 2 * PHYSICS.rideDecel * AIM_DEPTHS[0]));
    }
  }
  if (best === undefined) {
    const m = mine[0]!;
    best = makeShot(m.id, homeEnd(pos.turn) === 'stars' ? 90 : 270, speedForDistance(Math.abs(BOARD.length / 2 - m.y)));
  }
  return addFlickNoise(best, aim, seed);
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
 * One decision of the Spoof computer at `level` in `pos` (the side to shoot's), seeded by `seed` mixed with
 * the position's notation (so the same seed in the same position flicks the same shot: a resumed game or a
 * test replays exactly). Returns the shot as flicked (after the level's aim noise: the move to play), or
 * with `intended` the shot it meant (a hint: where to aim). Synchronous and pure, for a worker or a test.
 * @throws Error when the game is over (nothing to shoot).
 */
export function spoofDecision(pos: SpoofPosition, level: Level, seed: number, intended = false): Shot {
  const d = chooseShot(pos, { aim: aimNoise(level.noise), seed: seed ^ hashText(formatPosition(pos)) });
  if (d === undefined) throw new Error('spoofDecision: the game is over');
  return intended ? d.intended : d.played;
}

/**
 * The Spoof computer player at `levels` (one, or one per seat: the seat to shoot decides) behind the
 * session's {@link ComputerPlayer} interface (`src/ai/player.ts`): {@link spoofDecision}, the shot as
 * flicked, or with `intended` (for hints) the shot meant. It returns a legal shot, though not one of the
 * `legalMoves` sample (Spoof's moves are continuous). Rejects with `AbortedError` when `signal` aborts
 * before or right after the search.
 */
export function spoofPlayer(levels: SeatLevels = DEFAULT_LEVEL, seed = 0, intended = false): ComputerPlayer {
  return {
    name: `Spoof computer (${seatLevelsLabel(levels)})`,
    async choose(_game, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await yieldToHost();
      if (signal.aborted) throw new AbortedError();
      const p = pos as SpoofPosition;
      const shot = spoofDecision(p, levelForSeat(levels, p.turn), seed, intended);
      if (signal.aborted) throw new AbortedError();
      return shot;
    },
  };
}
