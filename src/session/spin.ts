/**
 * The teetotum of the session (issue 7 §1): when a spin is due, the seeded teetotum whose draws follow from
 * the journal's seed, and why a spin is refused. The commit of a spin, which the board has to carry out,
 * is in `board-play.ts`.
 */
import { drawSpin, seedTeetotum, DEFAULT_FACES, type SpinMove, type TeetotumState } from '../games/teetotum/index';
import { currentPosition, type SessionState } from './state';
import { msg, type Message } from '../i18n/index';

/**
 * `true` when `m` is a teetotum spin move (`src/games/teetotum/spin.ts`): the one kind of move the session
 * treats specially (digital spins are drawn here, never typed in).
 */
export function isSpinMove(m: unknown): m is SpinMove {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as { kind?: unknown; source?: unknown; a?: unknown; b?: unknown };
  return o.kind === 'spin' && (o.source === 'digital' || o.source === 'hand') && typeof o.a === 'number' && typeof o.b === 'number';
}

/** The word a screen sends with `playMove` to ask for a digital teetotum spin (issue 7 §1). */
export const SPIN_COMMAND = 'spin';

/** `true` when the game is on and its next action (in `pos`, default the position) is a teetotum spin. */
export function awaitsSpinNow(s: SessionState, pos: unknown = currentPosition(s)): boolean {
  return s.game.awaitsSpin?.(pos) === true && s.game.turn(pos) !== undefined && s.result === undefined;
}

/** The faces of the teetotum in `pos` (the game's `faces` option), default 1..6. */
function facesOf(s: SessionState, pos: unknown): readonly number[] {
  const f = (s.game.optionsOf(pos) as { faces?: unknown } | undefined)?.faces;
  return Array.isArray(f) && f.length > 0 && f.every((n) => Number.isInteger(n)) ? (f as number[]) : DEFAULT_FACES;
}

/**
 * The seeded teetotum's state after the digital spins of the plies in force: the generator seeded with
 * the journal's `seed`, advanced once per digital spin. The state is a function of the game so far, so
 * a resumed or replayed game draws exactly the same spins, and taking a spin back and spinning again
 * gives the same numbers (the generator is part of the game's state, as boardgame.io keeps it).
 */
function teetotumState(s: SessionState): TeetotumState {
  let st = seedTeetotum(s.seed);
  s.plies.forEach((p, i) => {
    if (isSpinMove(p.move) && p.move.source === 'digital') st = drawSpin(st, facesOf(s, s.positions[i])).next;
  });
  return st;
}

/** The next digital spin (not yet played). */
export function drawDigitalSpin(s: SessionState): SpinMove {
  return drawSpin(teetotumState(s), facesOf(s, currentPosition(s))).spin;
}

/** The 1-based ply of the first digital spin that the seed would not have drawn, if any. */
export function digitalSpinOffSeed(s: SessionState): number | undefined {
  let st = seedTeetotum(s.seed);
  for (let i = 0; i < s.plies.length; i++) {
    const m = s.plies[i]!.move;
    if (!isSpinMove(m) || m.source !== 'digital') continue;
    const d = drawSpin(st, facesOf(s, s.positions[i]));
    if (d.spin.a !== m.a || d.spin.b !== m.b) return i + 1;
    st = d.next;
  }
  return undefined;
}

/** Why no spin is taken now, as a plain sentence. */
export function noSpinReason(s: SessionState): Message {
  if (s.phase === 'finished' || s.result !== undefined) return msg('session.finished');
  if (s.phase !== 'playing') return msg('session.setup-before-spin');
  const turn = s.game.turn(currentPosition(s));
  if (turn === undefined) return msg('session.finished');
  const seat = { game: s.game.id, seat: turn };
  if (s.players[turn] === 'computer') return msg('session.computer-spins', { seat });
  return msg('session.move-first', { seat });
}
