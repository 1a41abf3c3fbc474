/**
 * Playing Morris games between two contestants under Parlour's rules (the referee is `morris.status`),
 * from paired openings with colours swapped, and scoring them with a confidence interval. Used by the
 * Sanmill match (`bench/match.ts`) and the self-play tuning matches (`bench/morris-selfplay.ts`).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { format } from '../src/i18n/index';
import { morris, type MorrisMove, type MorrisPosition } from '../src/games/morris/index';
import type { MorrisOptions } from '../src/games/morris/options';

/** A player in a match: answers the move of the side to move, or `draw` to claim one. */
export interface Contestant {
  readonly name: string;
  /** `plies`: every ply since the start in Sanmill's notation (placements, steps, removals apart). */
  move(pos: MorrisPosition, plies: readonly string[]): Promise<MorrisMove | 'draw'>;
}

/** The plies of a Parlour move in Sanmill's notation: `d2`, `d2-d3`, then `xg7` per capture. */
export function toPlies(move: MorrisMove): string[] {
  const head = move.kind === 'place' ? move.to : `${move.from}-${move.to}`;
  return [head, ...move.captures.map((c) => `x${c}`)];
}

/** The options of the `modern` preset (Sanmill's standard rules). */
export function modernOptions(): MorrisOptions {
  return unwrap(parseOptions(morris.options, { preset: 'modern' }));
}

/**
 * `count` openings: each the first `plies` plies of a game, chosen uniformly among legal moves by a
 * seeded generator (distinct openings).
 */
export function openings(options: MorrisOptions, count: number, plies: number, seed: number): MorrisMove[][] {
  const rng = xoroshiro128plus(seed);
  const out: MorrisMove[][] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 100; tries++) {
    let pos = unwrap(morris.setup(options, 2));
    const line: MorrisMove[] = [];
    for (let i = 0; i < plies; i++) {
      const moves = morris.legalMoves(pos);
      const m = moves[uniformInt(rng, 0, moves.length - 1)]!;
      line.push(m);
      pos = unwrap(morris.play(pos, m));
    }
    const key = line.map((m) => morris.formatMove(m)).join(' ');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(line);
    }
  }
  return out;
}

/** The result of one game, for the first contestant. */
export interface GameRecord {
  readonly opening: string;
  /** The seat of the first contestant (0 White, 1 Black). */
  readonly seat: 0 | 1;
  /** 1 win, 0.5 draw, 0 loss, for the first contestant. */
  readonly score: number;
  readonly reason: string;
  readonly moves: string;
  readonly plies: number;
}

/**
 * Plays one game: `a` on `seat`, `b` on the other, from `opening`, refereed by Parlour's rules; a
 * contestant's `draw` claim ends the game drawn (noted in the reason).
 */
export async function playGame(options: MorrisOptions, opening: readonly MorrisMove[], a: Contestant, b: Contestant, seat: 0 | 1): Promise<GameRecord> {
  let pos = unwrap(morris.setup(options, 2));
  const plies: string[] = [];
  const played: string[] = [];
  for (const m of opening) {
    pos = unwrap(morris.play(pos, m));
    plies.push(...toPlies(m));
    played.push(morris.formatMove(m));
  }
  const openingText = played.join(' ');
  const finish = (score: number, reason: string): GameRecord => ({ opening: openingText, seat, score, reason, moves: played.join(' '), plies: played.length });
  for (;;) {
    const st = morris.status(pos);
    if (st.kind === 'won') return finish(st.winners[0] === seat ? 1 : 0, format(st.reason, 'en'));
    if (st.kind === 'draw') return finish(0.5, format(st.reason, 'en'));
    const who = pos.turn === seat ? a : b;
    const m = await who.move(pos, plies);
    if (m === 'draw') return finish(0.5, `${who.name} claimed a draw (its own rule conventions)`);
    const r = morris.play(pos, m);
    if (!r.ok) return finish(pos.turn === seat ? 0 : 1, `${who.name} played an illegal move ${morris.formatMove(m)}: ${r.error.message}`);
    pos = r.value;
    plies.push(...toPlies(m));
    played.push(morris.formatMove(m));
  }
}

/** W/D/L and the score with a 95 % confidence interval (from the spread of the pairs' scores). */
export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Fraction of the points, 0..1. */
  readonly score: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Summarises paired games (records `2k` and `2k + 1` share an opening). The interval is the normal
 * approximation over the pair means (pairs remove most of the opening's and the colour's influence).
 */
export function summarise(records: readonly GameRecord[]): MatchSummary {
  const wins = records.filter((r) => r.score === 1).length;
  const losses = records.filter((r) => r.score === 0).length;
  const draws = records.length - wins - losses;
  const pairs: number[] = [];
  for (let i = 0; i + 1 < records.length; i += 2) pairs.push((records[i]!.score + records[i + 1]!.score) / 2);
  const score = records.length === 0 ? Number.NaN : records.reduce((s, r) => s + r.score, 0) / records.length;
  let half = Number.NaN;
  if (pairs.length >= 2) {
    const mean = pairs.reduce((s, x) => s + x, 0) / pairs.length;
    const variance = pairs.reduce((s, x) => s + (x - mean) ** 2, 0) / (pairs.length - 1);
    half = 1.96 * Math.sqrt(variance / pairs.length);
  }
  return { games: records.length, wins, draws, losses, score, low: Math.max(0, score - half), high: Math.min(1, score + half) };
}

/** `W/D/L 7/11/2, 62.5 % [51.0, 74.0]` */
export function formatSummary(s: MatchSummary): string {
  const pct = (x: number): string => (Number.isNaN(x) ? '?' : (100 * x).toFixed(1));
  return `W/D/L ${s.wins}/${s.draws}/${s.losses}, ${pct(s.score)} % [${pct(s.low)}, ${pct(s.high)}]`;
}
