/**
 * Property tests (issue 2 §5) over random games under random options:
 * - random games never reach an invalid position;
 * - men on board + in hand + captured = 9 for each side at every ply (captures counted from the moves);
 * - every listed legal move plays, and every other syntactically valid move is refused with a reason;
 * - the legal moves equal those of a naive second implementation (`oracle.ts`);
 * - the in-place playout path agrees with the pure `play`, ply by ply.
 */
import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { FULL, POINTS, popcount } from '../../../src/games/morris/board';
import { MORRIS_MOVE_ERRORS, legalPacked, type MorrisPosition } from '../../../src/games/morris/engine';
import { morris, type MorrisMove } from '../../../src/games/morris/index';
import { MorrisPlayout, PLAYOUT_DRAW, PLAYOUT_ONGOING } from '../../../src/games/morris/playout';
import { perft } from '../../../src/games/morris/debug';
import { oracleMoves } from './oracle';
import { optionsArb, opts, playAll, start } from './helpers';
import { en } from '../support/text';

const pointArb = fc.constantFrom(...POINTS);
const moveTextArb = fc
  .tuple(fc.option(pointArb, { nil: undefined }), pointArb, fc.array(pointArb, { maxLength: 2 }))
  .map(([from, to, caps]) => `${from === undefined ? '' : `${from}-`}${to}${caps.map((c) => `x${c}`).join('')}`);

/** Near misses of a legal move: captures dropped, added, or swapped for another point. */
function nearMisses(text: string): string[] {
  const [head, ...caps] = text.split('x') as [string, ...string[]];
  const out = [head, ...POINTS.map((p) => `${head}x${p}`)];
  if (caps.length === 1) out.push(...POINTS.map((p) => `${text}x${p}`));
  if (caps.length === 2) out.push(`${head}x${caps[0]}`, `${head}x${caps[1]}x${caps[0]}`);
  return out;
}

function checkInvariants(p: MorrisPosition, captured: readonly [number, number]): void {
  const [w, b] = p.men;
  expect(w & b).toBe(0);
  expect((w | b) & ~FULL).toBe(0);
  for (const s of [0, 1] as const) {
    expect(p.hand[s]).toBeGreaterThanOrEqual(0);
    expect(popcount(p.men[s]) + p.hand[s] + captured[s]).toBe(9);
  }
  // The position string of every reached position reads back (the gate finds nothing invalid).
  const text = morris.formatPosition(p);
  expect(morris.parsePosition(text, p.options)).toMatchObject({ ok: true });
}

describe('random games', () => {
  it('stay valid, keep nine men per side, list exactly the legal moves, and refuse everything else with a reason', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 60, maxLength: 250 }), fc.array(moveTextArb, { maxLength: 8 }), (raw, choices, probes) => {
        let p = start(raw);
        const captured: [number, number] = [0, 0];
        for (const c of choices) {
          checkInvariants(p, captured);
          const moves = morris.legalMoves(p);
          const texts = moves.map((m) => morris.formatMove(m));
          expect(new Set(texts).size).toBe(texts.length);
          const status = morris.status(p);
          expect(status.kind === 'ongoing').toBe(moves.length > 0);
          if (moves.length === 0) break;
          expect([...texts].sort()).toEqual(oracleMoves(morris.formatPosition(p), p.options));
          const legalSet = new Set(texts);
          // Collected and asserted once per ply (an expect per probe would dominate the run time).
          const wrong: string[] = [];
          for (const m of moves) if (!morris.play(p, m).ok) wrong.push(`listed but refused: ${morris.formatMove(m)}`);
          const chosen = texts[c % texts.length]!;
          for (const probe of [...probes, ...nearMisses(chosen)]) {
            const parsed = morris.parseMove(probe);
            if (!parsed.ok) continue;
            const r = morris.play(p, parsed.value);
            if (r.ok !== legalSet.has(probe)) wrong.push(`${probe}: play says ${r.ok}`);
            if (!r.ok && (!(MORRIS_MOVE_ERRORS as readonly string[]).includes(r.error.code) || en(r.error.message).length < 10)) {
              wrong.push(`${probe}: refused without a proper reason: ${JSON.stringify(r.error)}`);
            }
          }
          expect(wrong, morris.formatPosition(p)).toEqual([]);
          const move = moves[c % moves.length]!;
          captured[p.turn === 0 ? 1 : 0] += move.captures.length;
          p = unwrap(morris.play(p, move));
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('refuse every non-listed placement or move with at most one capture, in positions along random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 10, maxLength: 80, size: 'max' }), optionsArb, (choices, raw) => {
        let p = start(raw);
        for (const c of choices) {
          const moves = morris.legalMoves(p);
          if (moves.length === 0) break;
          p = unwrap(morris.play(p, moves[c % moves.length]!));
        }
        const legalSet = new Set(morris.legalMoves(p).map((m) => morris.formatMove(m)));
        let accepted = 0;
        const wrong: string[] = [];
        for (const from of [undefined, ...POINTS]) {
          for (const to of POINTS) {
            for (const cap of [undefined, ...POINTS]) {
              const move: MorrisMove =
                from === undefined
                  ? { kind: 'place', to, captures: cap === undefined ? [] : [cap] }
                  : { kind: 'move', from, to, captures: cap === undefined ? [] : [cap] };
              const r = morris.play(p, move);
              const text = morris.formatMove(move);
              if (r.ok !== legalSet.has(text)) wrong.push(text);
              if (r.ok) accepted++;
            }
          }
        }
        expect(wrong, morris.formatPosition(p)).toEqual([]);
        expect(accepted).toBe([...legalSet].filter((m) => m.split('x').length <= 2).length);
      }),
      { numRuns: 12 },
    );
  }, 60_000);

  it('the in-place playout path agrees with the pure play, ply by ply', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 100, maxLength: 300, size: 'max' }), (raw, choices) => {
        let p = start(raw);
        const fast = MorrisPlayout.from(p);
        for (const c of choices) {
          const n = fast.generateMoves();
          const outcome = fast.outcome(n);
          const status = morris.status(p);
          if (status.kind === 'ongoing') {
            expect(outcome).toBe(PLAYOUT_ONGOING);
            expect([...fast.moves.slice(0, n)]).toEqual([...legalPacked(p)]);
          } else {
            expect(outcome).toBe(status.kind === 'draw' ? PLAYOUT_DRAW : status.winners[0]);
            break;
          }
          const packed = fast.moves[c % n]!;
          fast.applyInPlace(packed);
          p = unwrap(morris.play(p, morris.legalMoves(p)[c % n]!));
          expect(fast.toPosition()).toEqual(p);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('a reused playout board loaded with another position is exactly that position', () => {
    const a = start({ preset: 'modern' });
    const board = MorrisPlayout.from(a);
    board.randomPlayout(xoroshiro128plus(7), 40);
    const b = playAll(start({ millCaptures: 'two', repetition: 2 }), 'd2 a7 d3 g7');
    expect(board.load(b).toPosition()).toEqual(b);
    expect(board.load(a).toPosition()).toEqual(a);
  });

  it('random playouts end (draw rules on) and leave a finished game', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer(), (raw, seed) => {
        const fast = MorrisPlayout.from(start({ ...raw, repetition: 3, noCaptureLimit: 100 }));
        const plies = fast.randomPlayout(xoroshiro128plus(seed), 100_000);
        expect(plies).toBeLessThan(100_000);
        expect(fast.outcome(fast.generateMoves())).not.toBe(PLAYOUT_ONGOING);
        expect(morris.status(fast.toPosition()).kind).not.toBe('ongoing');
      }),
      { numRuns: 40 },
    );
  });
});

describe('perft from the start', () => {
  // No row can form before White's third man (ply 5), so the first four plies are plain placements:
  // 24, 24*23, 24*23*22, 24*23*22*21 (a hand-derived oracle, independent of the engine).
  it.each([
    [1, 24],
    [2, 552],
    [3, 12_144],
    [4, 255_024],
  ])('depth %i: %i', (depth, count) => {
    expect(perft(start(), depth)).toBe(count);
  });

  it('depth 5: the legal moves of depth-4 positions (sampled by fixed strides) agree with the naive oracle', () => {
    const p = start();
    let checked = 0;
    const order = morris.legalMoves(p);
    for (let i = 0; i < order.length; i += 5) {
      const p1 = unwrap(morris.play(p, order[i]!));
      for (const m2 of morris.legalMoves(p1).filter((_, k) => k % 7 === 0)) {
        const p2 = unwrap(morris.play(p1, m2));
        for (const m3 of morris.legalMoves(p2).filter((_, k) => k % 5 === 0)) {
          const p3 = unwrap(morris.play(p2, m3));
          for (const m4 of morris.legalMoves(p3).filter((_, k) => k % 6 === 0)) {
            const p4 = unwrap(morris.play(p3, m4));
            const texts = morris.legalMoves(p4).map((m) => morris.formatMove(m)).sort();
            expect(texts).toEqual(oracleMoves(morris.formatPosition(p4), opts()));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
