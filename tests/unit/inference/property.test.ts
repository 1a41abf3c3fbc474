/**
 * Property (issue 4 §4): for random legal Morris games, the sensor events of each move, in any realistic
 * order and timing, infer exactly that move.
 *
 * "Realistic": a moved man is lifted before it is set down (or dragged along its line); a captured man
 * is taken off before, between or after; pauses between actions range from a snatch to well over the
 * settle time; a man may hover over a point on its way; contacts may bounce when a man lands. Each ply
 * is followed by a pause longer than the settle time (two plies in one window are scenario-tested).
 * Time is fake; the board applies the firmware's debounce (see `../session/harness.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { cellsBetween } from '../../../firmware-protocol/virtual-board/script';
import { morris, type MorrisMove, type MorrisPosition } from '../../../src/games/morris/index';
import { startTable } from '../session/harness';

type Rng = ReturnType<typeof xoroshiro128plus>;
const pick = (rng: Rng, n: number): number => uniformInt(rng, 0, n - 1);

/** A sensor script for one move, in a random realistic order with random pauses. */
export function handScript(pos: MorrisPosition, move: MorrisMove, rng: Rng): string {
  const physical = morris.physical!;
  const before = physical.contents(pos);
  const stages = physical.stages!(pos, move);
  const first = stages[0]!;
  const cells = Object.keys(before);
  const from = cells.find((c) => (before[c] ?? []).length > 0 && (first[c] ?? []).length === 0);
  const to = cells.find((c) => (before[c] ?? []).length === 0 && (first[c] ?? []).length > 0)!;
  const captures = move.captures.map(String);
  const pause = (): number => (pick(rng, 3) === 0 ? uniformInt(rng, 450, 900) : uniformInt(rng, 0, 250));
  const empty = cells.filter((c) => (before[c] ?? []).length === 0 && c !== to);
  // The hand's actions for the man that moves.
  const manActions: string[] = [];
  const line = from === undefined ? undefined : cellsBetween(from, to);
  if (from !== undefined && line !== undefined && pick(rng, 3) === 0) manActions.push(`slide ${from} ${to} ${uniformInt(rng, 20, 150)}`);
  else {
    if (from !== undefined) manActions.push(`lift ${from}`);
    if (pick(rng, 4) === 0 && empty.length > 0) manActions.push(`hover ${empty[pick(rng, empty.length)]} ${uniformInt(rng, 30, 250)}`);
    manActions.push(`place ${to}`);
    if (pick(rng, 3) === 0) manActions.push(`bounce ${to} ${uniformInt(rng, 1, 4)} ${uniformInt(rng, 2, 45)}`);
  }
  // Captured men are taken off at any point: before, among or after the man's actions.
  const actions = [...manActions];
  for (const c of captures) actions.splice(pick(rng, actions.length + 1), 0, `lift ${c}`);
  // a capture taken before the landing must still come after any earlier capture (the order is the move's)
  return actions.map((a) => `${pause()} ${a}`).join('\n');
}

describe('inference property: every move of a random game, handled any realistic way, is read as itself', () => {
  it('infers exactly the move played, ply after ply', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 0x3fffffff }), fc.integer({ min: 1, max: 0x3fffffff }), fc.boolean(), async (gameSeed, handSeed, flying) => {
        const t = await startTable({ options: flying ? { flying: true } : {} });
        const gameRng = xoroshiro128plus(gameSeed);
        const handRng = xoroshiro128plus(handSeed);
        const played: string[] = [];
        let pos = t.session.position as MorrisPosition;
        for (let ply = 0; ply < 60 && morris.turn(pos) !== undefined; ply++) {
          const legal = morris.legalMoves(pos);
          const move = legal[pick(gameRng, legal.length)]!;
          await t.play(handScript(pos, move, handRng), 450);
          played.push(morris.formatMove(move));
          expect(t.committed, `after ${played.join(' ')}; guidance ${JSON.stringify(t.sentences.slice(-2))}`).toEqual(played);
          pos = t.session.position as MorrisPosition;
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
