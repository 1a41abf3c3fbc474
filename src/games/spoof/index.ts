/**
 * Spoof: the flicking game of `003_f3d54d3140fde9d6.txt`, as a {@link Game}.
 *
 * Seats: 0 = Stars (shoots first: "The player who is represented by the stars, takes the first shot"),
 * 1 = Plain. A move is a {@link Shot} (which man, heading, speed); `play` runs the deterministic physics
 * (`physics.ts`) and judges the shot by the sheet (`rules.ts`). Spoof has no `physical` model: a sensor
 * under the board cannot follow counters sliding across open wood; at a real table Parlour keeps the score
 * instead (`scorekeeper.ts`).
 *
 * The UI-facing API is re-exported here: board geometry for drawing, {@link beginShot} + {@link stepFrame}
 * for 60 fps animation, {@link resolveShot} for the verdict and its announcement, and the scorekeeper.
 * The computer player is with the others in `src/ai/` (`src/ai/spoof.ts`, `chooseShot`).
 */
import { err, ok, type Result } from '../../core/result';
import { msg } from '../../i18n/index';
import type { Game, MoveError, NotationError, Status } from '../../core/game';
import { spoofOptions, type SpoofOptions } from './options';
import {
  formatPosition,
  inPlay,
  menInPlay,
  parsePosition,
  startPosition,
  statusOfCounts,
  type SpoofPosition,
} from './position';
import { SPOOF_SHEET, gameOver, resolveShot, shootableMen } from './rules';
import { SPOOF_SEATS } from './seats';
import { formatShot, makeShot, parseShot, type Shot } from './shot';

export * from './geometry';
export * from './physics';
export * from './options';
export * from './position';
export * from './shot';
export * from './rules';
export * from './scorekeeper';
export * from './ui';

/** Headings of the {@link legalMoves} sample: every 15 degrees, 24 in all. */
export const SAMPLE_HEADINGS: readonly number[] = Array.from({ length: 24 }, (_, k) => k * 15);
/** Speeds (mm/s) of the {@link legalMoves} sample: slides of about 42, 138, 287, 551 and 978 mm. */
export const SAMPLE_SPEEDS: readonly number[] = [500, 900, 1300, 1800, 2400];

/**
 * A representative sample of the continuous shot space: each man the side to shoot may flick (in id
 * order) × {@link SAMPLE_HEADINGS} × {@link SAMPLE_SPEEDS}; 120 shots per man. Every listed shot is legal,
 * but most legal shots are not listed (any heading on the 0.01° grid and any speed up to 3000 mm/s is).
 */
export function legalMoves(pos: SpoofPosition): readonly Shot[] {
  const out: Shot[] = [];
  for (const m of shootableMen(pos)) {
    for (const h of SAMPLE_HEADINGS) for (const v of SAMPLE_SPEEDS) out.push(makeShot(m.id, h, v));
  }
  return out;
}

/**
 * Ongoing; won by the side that still has men in play when the other has none ("The player who first
 * loses all his men loses the game."; men out of play on the neutral ground are lost to the game); drawn
 * when one shot leaves neither side a man in play. With a `shotLimit`, at the limit the side with more men
 * in play wins, equal numbers draw.
 */
export function status(pos: SpoofPosition): Status {
  return statusOfCounts(menInPlay(pos, 0), menInPlay(pos, 1), pos.shots, pos.options.shotLimit);
}

/** The Spoof game declaration. */
export const spoof: Game<SpoofPosition, Shot, SpoofOptions> = {
  id: 'spoof',
  name: 'Spoof',
  sheet: SPOOF_SHEET,
  players: {
    min: 2,
    max: 2,
    seats: SPOOF_SEATS,
  },
  options: spoofOptions,
  setup(options: SpoofOptions, playerCount: number): Result<SpoofPosition, NotationError> {
    if (playerCount !== 2) return err({ code: 'setup/player-count', message: msg('setup.player-count-exact', { game: 'spoof', players: 2, n: playerCount }) });
    return ok(startPosition(options));
  },
  optionsOf: (pos) => pos.options,
  turn: (pos) => (gameOver(pos) ? undefined : pos.turn),
  legalMoves,
  play(pos: SpoofPosition, move: Shot): Result<SpoofPosition, MoveError> {
    const r = resolveShot(pos, move);
    return r.ok ? ok(r.value.position) : r;
  },
  status,
  parsePosition,
  formatPosition,
  parseMove: parseShot,
  formatMove: formatShot,
};

/** Men still in play for each side, [Stars, Plain] (for the always-visible men counts). */
export function menCounts(pos: SpoofPosition): readonly [number, number] {
  return [pos.men.filter((m) => m.owner === 0 && inPlay(m)).length, pos.men.filter((m) => m.owner === 1 && inPlay(m)).length];
}
