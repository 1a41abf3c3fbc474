/**
 * Turns a Morris game record into sensor scripts (`firmware-protocol/PROTOCOL.md` §10), one per ply, as
 * people actually handle men: a pause to think before each ply (0.6–1.5 s), a man that hovers over a
 * neighbouring point before it is put down, contact bounce as it lands, a man lifted and put back
 * before the real move, a man slid across the board rather than lifted, a pause (a mill just formed)
 * before the captured man is taken off. All variation comes from a seeded generator (pure-rand
 * xoroshiro128+), so a failing run can be repeated exactly.
 *
 * Timing stays within what the inference is specified to handle (issue 4 §1): each transient settles
 * back within the default 400 ms settle time, and a pause with a mill formed but no man taken stays
 * under the 2 s guidance delay.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { ADJACENT, POINTS, bitIndices, pointIndex } from '../../../src/games/morris/board';

/** One ply's script and what it does. */
export interface PlyScript {
  /** The move in Morris notation. */
  readonly notation: string;
  /** The sensor script text for this ply. */
  readonly script: string;
}

interface Parsed {
  readonly from?: string;
  readonly to: string;
  readonly captures: readonly string[];
}

function parse(move: string): Parsed {
  const [body = '', ...captures] = move.split('x');
  const [a = '', b] = body.split('-');
  return b === undefined ? { to: a, captures } : { from: a, to: b, captures };
}

/**
 * The scripts of every ply of `moves`, in order.
 * @param moves the record's moves (Morris notation, legal from the start position).
 * @param seed seed of the handling noise.
 */
export function recordToScripts(moves: readonly string[], seed: number): PlyScript[] {
  const rng = xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
  const chance = (percent: number) => int(1, 100) <= percent;
  const occupied = new Set<string>();
  const vacantNeighbour = (cell: string, not: string): string | undefined => {
    const i = pointIndex(cell);
    if (i === undefined) return undefined;
    const options = bitIndices(ADJACENT[i]!).map((j) => POINTS[j]!).filter((p) => !occupied.has(p) && p !== not);
    return options.length === 0 ? undefined : options[int(0, options.length - 1)];
  };
  const adjacent = (a: string, b: string) => {
    const i = pointIndex(a);
    const j = pointIndex(b);
    return i !== undefined && j !== undefined && ((ADJACENT[i]! >> j) & 1) === 1;
  };

  const out: PlyScript[] = [];
  for (const notation of moves) {
    const m = parse(notation);
    const lines: string[] = [`# ${notation}`];
    let first = true;
    // The first action carries the thinking pause.
    const at = (ms: number) => {
      if (!first) return String(ms);
      first = false;
      return String(int(600, 1500) + ms);
    };
    if (m.from === undefined) {
      const hover = chance(30) ? vacantNeighbour(m.to, m.to) : undefined;
      if (hover !== undefined) lines.push(`${at(0)} hover ${hover} ${int(40, 120)}`);
      lines.push(`${at(int(60, 200))} place ${m.to}`);
      if (chance(40)) lines.push(`bounce ${m.to} ${int(1, 3)}`);
    } else {
      if (chance(15)) {
        // Picks the man up, thinks better of it, puts it back, then moves it after all.
        lines.push(`${at(0)} lift ${m.from}`);
        lines.push(`${int(120, 300)} place ${m.from}`);
      }
      if (adjacent(m.from, m.to) && chance(35)) {
        lines.push(`${at(int(80, 250))} slide ${m.from} ${m.to} ${int(60, 140)}`);
      } else {
        lines.push(`${at(int(80, 250))} lift ${m.from}`);
        const hover = chance(25) ? vacantNeighbour(m.to, m.from) : undefined;
        if (hover !== undefined) lines.push(`${int(80, 200)} hover ${hover} ${int(40, 110)}`);
        lines.push(`${int(150, 450)} place ${m.to}`);
      }
      if (chance(30)) lines.push(`bounce ${m.to} ${int(1, 3)}`);
      occupied.delete(m.from);
    }
    occupied.add(m.to);
    for (const c of m.captures) {
      lines.push(`${int(300, 900)} lift ${c}`);
      occupied.delete(c);
    }
    out.push({ notation, script: `${lines.join('\n')}\n` });
  }
  return out;
}
