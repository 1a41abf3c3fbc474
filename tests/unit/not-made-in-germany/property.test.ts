/**
 * Property tests (fast-check): the generator against an independent oracle on arbitrary positions, and
 * whole random games, which must always end (issue 6 §5).
 */
import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { formatChain, nmigPhysical, type NmigPosition } from '../../../src/games/not-made-in-germany/index';
import { game, opts } from './helpers';
import { ALL_USABLE, MEN, ORNAMENT_NAMES, oracleChains, oracleSteps, toNotation, type Board } from './oracle';

/** Arbitrary legal-looking boards: the 18 men on 18 distinct usable squares, and a side to move. */
const arbBoard = fc
  .tuple(fc.shuffledSubarray(ALL_USABLE, { minLength: 18, maxLength: 18 }), fc.constantFrom('england' as const, 'germany' as const))
  .map(([squares, side]) => ({ board: new Map(squares.map((sq, i) => [sq, MEN[i]!])), side }));

const DEFAULTS = opts();

/** Denser boards: the men packed into files b..h, ranks 2..8 (about 40% full), so chains are long and many. */
const DENSE_REGION = ALL_USABLE.filter((sq) => sq[0]! >= 'b' && sq[0]! <= 'h' && Number(sq[1]) >= 2 && Number(sq[1]) <= 8);
const arbDenseBoard = fc
  .tuple(fc.shuffledSubarray(DENSE_REGION, { minLength: 18, maxLength: 18 }), fc.constantFrom('england' as const, 'germany' as const))
  .map(([squares, side]) => ({ board: new Map(squares.map((sq, i) => [sq, MEN[i]!])), side }));
const arbAnyBoard = fc.oneof(arbBoard, arbDenseBoard);

function parse(board: Board, side: 'england' | 'germany'): NmigPosition | undefined {
  const r = game.parsePosition(toNotation(board, side), DEFAULTS);
  return r.ok ? r.value : undefined; // only "both sides have won" is refused, and fc.pre skips it
}

describe('properties of move generation', () => {
  it('the ends of jump chains are exactly the squares reachable by repeated single leaps', () => {
    let longest = 0;
    fc.assert(
      fc.property(arbAnyBoard, ({ board, side }) => {
        const pos = parse(board, side);
        fc.pre(pos !== undefined && game.status(pos).kind === 'ongoing');
        const mine = [...board].filter(([, c]) => (c === c.toUpperCase()) === (side === 'england')).map(([sq]) => sq);
        const listedMoves = game.legalMoves(pos!).map((m) => game.formatMove(m));
        const got: string[] = [];
        const want: string[] = [];
        for (const from of mine) {
          const dests = listedMoves.filter((t) => t.startsWith(`${from}-`)).map((t) => t.slice(3));
          const steps = oracleSteps(board, from);
          const chains = oracleChains(board, from);
          got.push(`${from}: steps ${dests.filter((d) => steps.includes(d)).sort().join(' ')}; chains ${dests.filter((d) => !steps.includes(d)).sort().join(' ')}`);
          want.push(`${from}: steps ${steps.join(' ')}; chains ${chains.join(' ')}`);
        }
        expect(got).toEqual(want);
        for (const m of game.legalMoves(pos!)) longest = Math.max(longest, formatChain(m).split('-').length - 1);
      }),
      { numRuns: 300 },
    );
    // the sample did exercise chains of several leaps
    expect(longest).toBeGreaterThanOrEqual(4);
  });

  it('every listed move plays, by its ends and by its route, to the same position', () => {
    fc.assert(
      fc.property(arbAnyBoard, ({ board, side }) => {
        const pos = parse(board, side);
        fc.pre(pos !== undefined && game.status(pos).kind === 'ongoing');
        const problems: string[] = [];
        for (const m of game.legalMoves(pos!)) {
          const byEnds = unwrap(game.play(pos!, unwrap(game.parseMove(game.formatMove(m)))));
          const byRoute = unwrap(game.play(pos!, unwrap(game.parseMove(formatChain(m)))));
          if (byRoute.cells !== byEnds.cells) problems.push(`${formatChain(m)}: route and ends disagree`);
          const stages = nmigPhysical.stages!(pos!, m);
          if (JSON.stringify(stages.at(-1)) !== JSON.stringify(nmigPhysical.contents(byEnds))) problems.push(`${formatChain(m)}: last stage`);
          if (stages.length !== formatChain(m).split('-').length) problems.push(`${formatChain(m)}: ${stages.length} stages`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('position notation round-trips', () => {
    fc.assert(
      fc.property(arbBoard, ({ board, side }) => {
        const text = toNotation(board, side);
        const pos = parse(board, side);
        fc.pre(pos !== undefined);
        expect(game.formatPosition(pos!)).toBe(text);
        expect(unwrap(game.parsePosition(game.formatPosition(pos!), DEFAULTS)).cells).toBe(pos!.cells);
      }),
    );
  });

  it('move notation round-trips: from-to through formatMove, landing lists through formatChain', () => {
    const sq = fc.constantFrom(...ALL_USABLE, ...ORNAMENT_NAMES);
    fc.assert(
      fc.property(fc.array(sq, { minLength: 2, maxLength: 7 }), (squares) => {
        const text = squares.join('-');
        const move = unwrap(game.parseMove(text));
        expect(formatChain(move)).toBe(text);
        expect(game.formatMove(move)).toBe(`${squares[0]!}-${squares.at(-1)!}`);
        expect(game.formatMove(unwrap(game.parseMove(game.formatMove(move))))).toBe(game.formatMove(move));
      }),
    );
  });
});

describe('whole random games', () => {
  it('always end, by a win or a draw rule, within the ply limit; no man is ever lost', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('england', 'germany'),
        fc.constantFrom('pass', 'lose'),
        fc.constantFrom('threefold', 'off'),
        fc.integer({ min: 1, max: 400 }),
        (seed, firstPlayer, noMove, repetition, plyLimit) => {
          const rng = xoroshiro128plus(seed);
          let pos = unwrap(game.setup(opts({ firstPlayer, noMove, repetition, plyLimit }), 2));
          let plies = 0;
          while (game.status(pos).kind === 'ongoing') {
            const moves = game.legalMoves(pos);
            expect(moves.length).toBeGreaterThan(0);
            pos = unwrap(game.play(pos, moves[uniformInt(rng, 0, moves.length - 1)]!));
            plies++;
            expect(plies).toBeLessThanOrEqual(plyLimit);
          }
          expect(game.turn(pos)).toBeUndefined();
          expect(pos.ply).toBe(plies);
          expect([...pos.cells].filter((c) => c !== '.').sort().join('')).toBe([...MEN].sort().join(''));
          expect(unwrap(game.parsePosition(game.formatPosition(pos), opts())).cells).toBe(pos.cells);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('end under the default options too (1000 plies, threefold repetition)', () => {
    for (const seed of [1, 2, 3]) {
      const rng = xoroshiro128plus(seed);
      let pos = unwrap(game.setup(opts(), 2));
      while (game.status(pos).kind === 'ongoing') {
        const moves = game.legalMoves(pos);
        pos = unwrap(game.play(pos, moves[uniformInt(rng, 0, moves.length - 1)]!));
      }
      expect(pos.ply).toBeLessThanOrEqual(1000);
      expect(game.status(pos).kind).not.toBe('ongoing');
    }
  });
});
