/**
 * The fast forms of the public Morris API agree with the plain ones (issue 19), along random games under
 * random options:
 * - the status a position keeps (computed once, when it is made) equals a naive recomputation from the
 *   game so far: men counted from the position string, the oracle's move list for "blocked", the played
 *   positions for repetition, a count of quiet plies; the history lists one key per position since;
 * - `legalMoves` (interned, frozen moves) equals `generateLegal` decoded by `unpackMove`, and each listed
 *   move equals its own notation read back; an interned move and a freshly read one play alike;
 * - the in-place board loaded with a position gives it back unchanged, history included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { MAX_MOVES, positionKey } from '../../../src/games/morris/bitboard';
import { generateLegal, historyKeys, repetitions, unpackMove, type MorrisPosition } from '../../../src/games/morris/engine';
import { morris, type MorrisOptions } from '../../../src/games/morris/index';
import { MorrisPlayout } from '../../../src/games/morris/playout';
import { mv, optionsArb, start } from './helpers';
import { oracleMoves } from './oracle';


/** What the game record says the status must be: kind and winners, by the rules of `status` in engine.ts. */
function expectedStatus(text: string, options: MorrisOptions, occurrences: number, quiet: number): { kind: string; winners?: number[] } {
  const [board, side, wh, bh] = text.split(' ') as [string, string, string, string];
  const t = side === 'w' ? 0 : 1;
  const left = [[...board].filter((c) => c === 'W').length + Number(wh), [...board].filter((c) => c === 'B').length + Number(bh)];
  if (left[t]! < 3) return { kind: 'won', winners: [1 - t] };
  if (left[1 - t]! < 3) return { kind: 'won', winners: [t] };
  if (oracleMoves(text, options).length === 0) return options.blocked === 'loses' ? { kind: 'won', winners: [1 - t] } : { kind: 'draw' };
  if (options.repetition > 0 && occurrences >= options.repetition) return { kind: 'draw' };
  if (options.noCaptureLimit > 0 && quiet >= options.noCaptureLimit) return { kind: 'draw' };
  return { kind: 'ongoing' };
}

describe('the public API kept fast', () => {
  it('keeps in each position the status a naive recomputation from the game so far gives', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 100, maxLength: 400, size: 'max' }), (raw, choices) => {
        let p: MorrisPosition = start(raw);
        // The position strings since the last placement or capture, and the moving plies since then.
        let since = [morris.formatPosition(p)];
        let quiet = 0;
        for (const c of choices) {
          const text = morris.formatPosition(p);
          const occurrences = since.filter((s) => s === text).length;
          const status = morris.status(p);
          expect({ kind: status.kind, ...(status.kind === 'won' ? { winners: [...status.winners] } : {}) }, text).toEqual(
            expectedStatus(text, p.options, occurrences, quiet),
          );
          expect(repetitions(p)).toBe(occurrences);
          const keys = historyKeys(p);
          expect(keys).toHaveLength(since.length);
          expect(keys[keys.length - 1]).toBe(positionKey(p.men[0], p.men[1], p.turn));
          expect(keys.filter((k) => k === keys[keys.length - 1])).toHaveLength(occurrences);
          expect(morris.turn(p)).toBe(status.kind === 'ongoing' ? p.turn : undefined);
          const moves = morris.legalMoves(p);
          if (moves.length === 0) break;
          const move = moves[c % moves.length]!;
          p = unwrap(morris.play(p, move));
          const irreversible = move.kind === 'place' || move.captures.length > 0;
          since = irreversible ? [morris.formatPosition(p)] : [...since, morris.formatPosition(p)];
          quiet = irreversible ? 0 : quiet + 1;
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('lists interned moves equal to the packed generator decoded and to their own notation read back', () => {
    const buffer = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 30, maxLength: 200, size: 'max' }), (raw, choices) => {
        let p = start(raw);
        for (const c of choices) {
          const moves = morris.legalMoves(p);
          const n = generateLegal(p, buffer);
          expect(moves).toHaveLength(n);
          if (n === 0) break;
          expect(Array.from(buffer.subarray(0, n), unpackMove)).toEqual(moves);
          // The same packed move gives the same object; listing again gives equal moves.
          expect(unpackMove(buffer[0]!)).toBe(moves[0]);
          expect(morris.legalMoves(p)).toEqual(moves);
          const wrong = moves.filter((m) => !Object.isFrozen(m) || !Object.isFrozen(m.captures) || JSON.stringify(mv(morris.formatMove(m))) !== JSON.stringify(m));
          expect(wrong.map((m) => morris.formatMove(m))).toEqual([]);
          const move = moves[c % n]!;
          const next = unwrap(morris.play(p, move));
          expect(unwrap(morris.play(p, mv(morris.formatMove(move))))).toEqual(next);
          p = next;
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('gives back a position loaded into the in-place board unchanged, history and status included', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 20, maxLength: 300, size: 'max' }), (raw, choices) => {
        let p = start(raw);
        const board = MorrisPlayout.from(p);
        for (const c of choices) {
          expect(board.load(p).toPosition()).toEqual(p);
          const moves = morris.legalMoves(p);
          if (moves.length === 0) break;
          p = unwrap(morris.play(p, moves[c % moves.length]!));
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('refuses to decode an integer no generator produces', () => {
    expect(() => unpackMove(-1)).toThrow(RangeError);
    expect(() => unpackMove(1 << 20)).toThrow(RangeError);
    // destination index 27 (no such point), no origin, no captures
    expect(() => unpackMove(27 | (31 << 5) | (31 << 10) | (31 << 15))).toThrow(RangeError);
    // a second capture without a first
    expect(() => unpackMove(3 | (31 << 5) | (31 << 10) | (4 << 15))).toThrow(RangeError);
  });
});
