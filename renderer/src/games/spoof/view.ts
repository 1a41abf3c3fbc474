/**
 * Pure helpers of the Spoof screen (issue 8 §3): how the board in mm (`src/games/spoof/geometry.ts`) is
 * laid on screen, reading the host's position text, telling whether a new position is the last one plus a
 * shot (so the slide is animated rather than jumped to), the frame clock of the 60 fps animation, the
 * keyboard aim, and the words for turns, counts and shots. No DOM and no Svelte here, so all of it is
 * tested directly (`tests/renderer/spoof/view.test.ts`).
 *
 * Screen layout: the board lies on its side, the Stars' end on the left and the Plain end on the right, so
 * the 600 mm length runs across a landscape screen (at 1024 × 600 the board is drawn at about 1.1 px/mm).
 * View coordinates are mm with `vx` = board `y` and `vy` = board `x` (SVG's y grows downwards): a quarter
 * turn, not a mirror, so a heading of 90° (up the board, towards Plain) points right on screen, 0° (board
 * +x) points down, and headings still turn counter-clockwise as seen.
 */
import { parseOptions } from '$core/options';
import type { Status } from '$core/game';
import {
  BOARD,
  PHYSICS,
  FULL_DRAG_MM,
  flickFromDrag,
  formatPosition,
  parsePosition,
  parseShot,
  resolveShot,
  spoofOptions,
  DEFAULT_OPTIONS,
  type Aim,
  type ShotReport,
  type Shot,
  type SpoofOptions,
  type SpoofPosition,
} from '$games/spoof/index';
import { msg, type Message, type MessageOf } from '$i18n';

/** A point in board mm (`x` across, `y` along from the Stars' end). */
export interface BoardPoint {
  readonly x: number;
  readonly y: number;
}

/** A point in view mm (the SVG's user units; see the module docs). */
export interface ViewPoint {
  readonly vx: number;
  readonly vy: number;
}

/** Room around the board in the drawing, mm: the ends carry the sides' names, the long edges a little air. */
export const VIEW_MARGIN = Object.freeze({ ends: 24, sides: 6 });

/** The SVG viewBox (view mm): the board's length across, its width down, plus {@link VIEW_MARGIN}. */
export const VIEW_BOX = Object.freeze({
  x: -VIEW_MARGIN.ends,
  y: -VIEW_MARGIN.sides,
  width: BOARD.length + 2 * VIEW_MARGIN.ends,
  height: BOARD.width + 2 * VIEW_MARGIN.sides,
});

/** Board mm to view mm (a quarter turn: board +y is screen right, board +x is screen down). */
export function toView(p: BoardPoint): ViewPoint {
  return { vx: p.y, vy: p.x };
}

/** View mm to board mm (the inverse of {@link toView}). */
export function fromView(v: ViewPoint): BoardPoint {
  return { x: v.vy, y: v.vx };
}

/**
 * The session's options for Spoof, from the raw options the host echoes (`SessionView.options`, possibly
 * with `preset`); the defaults when they do not parse (they were validated when the game started).
 */
export function spoofOptionsOf(raw: unknown): SpoofOptions {
  const r = parseOptions(spoofOptions, raw);
  return r.ok ? r.value : DEFAULT_OPTIONS;
}

/** Reads the host's position text; `undefined` when it is not a Spoof position (never expected). */
export function readSpoof(text: string, options: SpoofOptions = DEFAULT_OPTIONS): SpoofPosition | undefined {
  const r = parsePosition(text, options);
  return r.ok ? r.value : undefined;
}

/** A shot to animate: the position before it, the shot, and the model's report (position after, verdict). */
export interface ShotStep {
  readonly before: SpoofPosition;
  readonly shot: Shot;
  readonly report: ShotReport;
}

/**
 * Whether the position `afterText` is `before` plus the shot `lastMove` (notation), by running the same
 * deterministic model the host runs. Returns the step to animate, or `undefined` when it is not (an undo,
 * a new game, a resumed game, several shots at once): the screen then shows the new position at once.
 */
export function stepBetween(before: SpoofPosition | undefined, lastMove: string | undefined, afterText: string): ShotStep | undefined {
  if (before === undefined || lastMove === undefined) return undefined;
  const shot = parseShot(lastMove);
  if (!shot.ok) return undefined;
  const report = resolveShot(before, shot.value);
  if (!report.ok || formatPosition(report.value.position) !== afterText) return undefined;
  return { before, shot: shot.value, report: report.value };
}

/** Milliseconds of one animation frame: the model is stepped once per 1/{@link PHYSICS.framesPerSecond} s. */
export const FRAME_MS = 1000 / PHYSICS.framesPerSecond;

/**
 * How many model frames should have been stepped `elapsedMs` after the slide began (60 per second, whatever
 * the display's refresh rate): the animation steps the model until it has taken this many frames.
 */
export function framesDue(elapsedMs: number): number {
  // Multiply rather than divide by FRAME_MS, so whole seconds give whole frames (1000 ms is 60, not 59).
  return elapsedMs <= 0 ? 0 : Math.floor((elapsedMs * PHYSICS.framesPerSecond) / 1000 + 1e-9);
}

/**
 * Most model frames stepped in one display frame: after a stall (a hidden tab) the slide catches up at
 * most this fast (a quarter second per display frame) instead of freezing the page.
 */
export const MAX_CATCH_UP_FRAMES = 15;

/** The smallest drag that flicks, mm: a shorter press and release is a tap, not a shot. */
export const MIN_FLICK_DRAG_MM = 3;

/**
 * The aim of a drag, or `undefined` when the drag is too short to flick ({@link MIN_FLICK_DRAG_MM}).
 * @param man the man's id and centre (board mm); @param pointer the pointer (board mm).
 */
export function aimFromPointer(man: { readonly id: number } & BoardPoint, pointer: BoardPoint): Aim | undefined {
  if (Math.hypot(man.x - pointer.x, man.y - pointer.y) < MIN_FLICK_DRAG_MM) return undefined;
  return flickFromDrag(man.id, man, pointer);
}

/**
 * Where the pointer would be for a flick of `headingDeg` at `strength` (0..1): behind the man, away from
 * the heading, `strength` × {@link FULL_DRAG_MM} from it. The keyboard aim and the tests use it to give a
 * heading and strength as a drag.
 */
export function dragPointFor(man: BoardPoint, headingDeg: number, strength: number): BoardPoint {
  const rad = (headingDeg * Math.PI) / 180;
  const d = Math.max(0, Math.min(1, strength)) * FULL_DRAG_MM;
  return { x: man.x - d * Math.cos(rad), y: man.y - d * Math.sin(rad) };
}

/** A keyboard aim: heading (degrees, counter-clockwise from board +x) and strength (0..1). */
export interface KeyAim {
  readonly heading: number;
  readonly strength: number;
}

/** The keyboard aim a man starts with: straight at the other end, at a quarter of full strength. */
export function initialKeyAim(owner: number): KeyAim {
  return { heading: owner === 0 ? 90 : 270, strength: 0.25 };
}

/**
 * The keyboard aim after a key (issue 14: "aim with arrows, strength with keys, release with Enter"):
 * ArrowLeft/ArrowRight turn the aim anticlockwise/clockwise as seen on screen (5° a press, 1° with
 * Shift); the strength goes up and down with ArrowUp/ArrowDown or `+`/`-` (5 points a press, 1 with
 * Shift), PageUp/PageDown (20 points), and the digit keys set it at once (`1` 10 %, … `9` 90 %, `0`
 * full strength). Returns `undefined` for any other key (Enter, which flicks, is the screen's).
 */
export function keyAim(aim: KeyAim, key: string, shift: boolean): KeyAim | undefined {
  const turn = shift ? 1 : 5;
  const step = shift ? 0.01 : 0.05;
  const norm = (h: number) => ((h % 360) + 360) % 360;
  const clamp = (s: number) => Math.round(Math.max(0, Math.min(1, s)) * 100) / 100;
  if (/^[0-9]$/.test(key)) return { ...aim, strength: key === '0' ? 1 : Number(key) / 10 };
  switch (key) {
    case '+':
    case '=':
      return { ...aim, strength: clamp(aim.strength + step) };
    case '-':
      return { ...aim, strength: clamp(aim.strength - step) };
    case 'PageUp':
      return { ...aim, strength: clamp(aim.strength + 0.2) };
    case 'PageDown':
      return { ...aim, strength: clamp(aim.strength - 0.2) };
    case 'ArrowLeft':
      return { ...aim, heading: norm(aim.heading + turn) };
    case 'ArrowRight':
      return { ...aim, heading: norm(aim.heading - turn) };
    case 'ArrowUp':
      return { ...aim, strength: clamp(aim.strength + step) };
    case 'ArrowDown':
      return { ...aim, strength: clamp(aim.strength - step) };
    default:
      return undefined;
  }
}

/** Men counts of one side for the panel: in the squares, in the open, out of play. */
export interface SideCounts {
  readonly squares: number;
  readonly open: number;
  readonly out: number;
  readonly inPlay: number;
}

/** Men counts of both sides, [Stars, Plain], by where the men are (a man's side is the face he shows). */
export function sideCounts(pos: SpoofPosition): readonly [SideCounts, SideCounts] {
  const of = (owner: number): SideCounts => {
    const mine = pos.men.filter((m) => m.owner === owner);
    const squares = mine.filter((m) => m.place.kind === 'square').length;
    const open = mine.filter((m) => m.place.kind === 'open').length;
    return { squares, open, out: mine.length - squares - open, inPlay: squares + open };
  };
  return [of(0), of(1)];
}

/**
 * The turn line, as a message: "Stars to shoot", "Stars shoots again" after a capture, or the result
 * ("Plain wins: Stars has lost all his men", "Drawn: …") once `status` is not ongoing (`app.spoof.turn*`,
 * the scorekeeper's words too).
 */
export function turnLine(pos: Pick<SpoofPosition, 'turn' | 'chain'>, status: Pick<Status, 'kind'> & { readonly winners?: readonly number[]; readonly reason?: Message }): Message {
  if (status.kind === 'won') {
    const w = status.winners?.[0];
    if (w === undefined || status.reason === undefined) return msg('app.spoof.game-over');
    return msg('app.spoof.turn-won', { seat: { game: 'spoof', seat: w }, reason: status.reason });
  }
  if (status.kind === 'draw') return status.reason === undefined ? msg('app.spoof.game-over') : msg('app.spoof.turn-draw', { reason: status.reason });
  return msg('app.spoof.turn', { seat: { game: 'spoof', seat: pos.turn }, again: pos.chain === null ? 'no' : 'yes' });
}

/** The catalogue's compass words, anticlockwise from screen right (`moves.spoof.direction`). */
const DIRECTIONS = ['right', 'up_right', 'up', 'up_left', 'left', 'down_left', 'down', 'down_right'] as const;

/** Compass words for a heading as seen on screen (board lying Stars-left): "right", "up and right", …. */
export function screenDirection(headingDeg: number): MessageOf<'moves.spoof.direction'> {
  // Board heading 90° is screen right; board 0° (+x) is screen down.
  const screenDeg = (((headingDeg - 90) % 360) + 360) % 360;
  return msg('moves.spoof.direction', { dir: DIRECTIONS[Math.round(screenDeg / 45) % 8]! });
}

/**
 * A shot as a message: "shot a man from the squares right at 1000 mm/s". The board draws its men
 * without numbers, so the man is named by where he stood (`from`: in his side's squares, in the open, or
 * `unknown` when the position before the shot is not at hand), never by the notation's man number.
 */
export function shotWords(notation: string, from: 'squares' | 'open' | 'unknown' = 'unknown'): Message | undefined {
  const s = parseShot(notation);
  if (!s.ok) return undefined;
  return msg('moves.spoof.shot', { from, dir: screenDirection(s.value.heading), speed: Math.round(s.value.speed) });
}
