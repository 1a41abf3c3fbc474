/**
 * What a sensor board reads, cell by cell, and how a reading compares with a position's contents.
 *
 * A board reports per sensor `empty`/`occupied` (reed) or `empty`/`north`/`south` (hall: the pole of
 * the man's magnet that faces up). A board profile maps sensors to cells; inference sees only the
 * mapped cells as a {@link BoardReading}. Source: `firmware-protocol/messages.ts` (`SensorState`) and
 * `../shared/background/sensor-board-protocols.md` §2.6 ("reed and occupancy sensors cannot see
 * colour ... The UI must show the expected colour"): on a reed board the position, not the sensor,
 * says whose man stands where; on a hall board each seat's men face one pole up.
 */
import type { CellContents, PlayerIndex } from '../core/game';

/** What one sensor reads after debounce (the protocol's `SensorState` words). */
export type CellReading = 'empty' | 'occupied' | 'north' | 'south';

/** The cells a board senses, each with its reading. Cells of the game that are not keys are not sensed. */
export type BoardReading = Readonly<Record<string, CellReading>>;

/**
 * How men show on the sensors.
 * - `reed`: occupancy only; the turn decides the colour (issue 4 §1 "Colour").
 * - `hall`: seat `northSeat`'s men read `north`, every other seat's men read `south`.
 */
export type Sensing = { readonly kind: 'reed' } | { readonly kind: 'hall'; readonly northSeat: PlayerIndex };

/** The reading a seat's man gives under `sensing`: `occupied` on reed, the seat's pole on hall. */
export function seatReading(seat: PlayerIndex, sensing: Sensing): CellReading {
  if (sensing.kind === 'reed') return 'occupied';
  return seat === sensing.northSeat ? 'north' : 'south';
}

/** `true` when `reading` shows a man (of any colour). */
export function isOccupied(reading: CellReading | undefined): boolean {
  return reading !== undefined && reading !== 'empty';
}

/**
 * Whether a cell's reading agrees with the men the position puts there.
 * Empty cells must read `empty`; an occupied cell must read occupied, and on a hall board the pole of its
 * (top) man's seat. A plain `occupied` reading is accepted for any seat (a reed sensor on a hall profile).
 * Cells holding several men (Archery stacks) need only show a man.
 */
export function cellAgrees(reading: CellReading | undefined, owners: readonly PlayerIndex[] | undefined, sensing: Sensing): boolean {
  if (reading === undefined) return true; // not sensed
  const top = owners === undefined || owners.length === 0 ? undefined : owners[owners.length - 1];
  if (top === undefined) return reading === 'empty';
  if (reading === 'empty') return false;
  if (sensing.kind === 'reed' || reading === 'occupied') return true;
  return reading === seatReading(top, sensing);
}

/** `true` when every sensed cell of `reading` agrees with `contents` (see {@link cellAgrees}). */
export function readingMatches(reading: BoardReading, contents: CellContents, sensing: Sensing): boolean {
  for (const cell in reading) {
    if (!cellAgrees(reading[cell], contents[cell], sensing)) return false;
  }
  return true;
}

/** `true` when two readings are equal on every cell of either. */
export function readingsEqual(a: BoardReading, b: BoardReading): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (a[k] !== b[k]) return false;
  return true;
}

/** The reading a board would give for `contents` on the sensed `cells`. */
export function readingOf(contents: CellContents, cells: readonly string[], sensing: Sensing): BoardReading {
  const out: Record<string, CellReading> = {};
  for (const c of cells) {
    const owners = contents[c] ?? [];
    const top = owners[owners.length - 1];
    out[c] = top === undefined ? 'empty' : seatReading(top, sensing);
  }
  return out;
}

/**
 * How a reading differs from `contents`, on sensed cells only:
 * - `missing`: the position has a man there, the board shows none;
 * - `extra`: the board shows a man where the position has none;
 * - `wrongColour`: both show a man but a hall sensor reads the other pole.
 * Each list is in the order of `cells`.
 */
export interface ReadingDiff {
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  readonly wrongColour: readonly string[];
}

/** Compares `reading` with `contents` cell by cell, in the order of `cells` (see {@link ReadingDiff}). */
export function diffReading(reading: BoardReading, contents: CellContents, cells: readonly string[], sensing: Sensing): ReadingDiff {
  const missing: string[] = [];
  const extra: string[] = [];
  const wrongColour: string[] = [];
  for (const c of cells) {
    const r = reading[c];
    if (r === undefined) continue;
    const owners = contents[c] ?? [];
    const has = owners.length > 0;
    if (has && r === 'empty') missing.push(c);
    else if (!has && r !== 'empty') extra.push(c);
    else if (has && !cellAgrees(r, owners, sensing)) wrongColour.push(c);
  }
  return { missing, extra, wrongColour };
}

/** Cells whose men differ between two contents (a man left, arrived, or changed owner), in `cells` order. */
export function changedCells(a: CellContents, b: CellContents, cells: readonly string[]): string[] {
  const out: string[] = [];
  for (const c of cells) {
    const x = a[c] ?? [];
    const y = b[c] ?? [];
    if (x.length !== y.length || x.some((v, i) => v !== y[i])) out.push(c);
  }
  return out;
}
