/**
 * The board's line numbering (`firmware-protocol/PROTOCOL.md` §6 "Errors and repair"): every board line
 * carries a sequence number modulo 2^16, one more than the last; a gap means lines were lost (or the
 * numbering went back), which the host repairs by asking for a snapshot.
 */
import { seqDistance } from '../../firmware-protocol/codec';
import { SEQ_MODULO } from '../../firmware-protocol/messages';
import type { ProtocolProblem } from './types';

/** A gap in the numbering: the problem to report and how many lines it counts as lost (at least 1). */
export interface SequenceGap {
  readonly problem: Extract<ProtocolProblem, { kind: 'sequence-gap' }>;
  readonly missing: number;
}

/** The gap between the last line's number `last` (none before the first line) and `seq`; `undefined` when `seq` follows on. */
export function sequenceGap(last: number | undefined, seq: number): SequenceGap | undefined {
  if (last === undefined) return undefined;
  const d = seqDistance(last, seq);
  if (d === 1) return undefined;
  const back = d === 0 || d > SEQ_MODULO / 2;
  const missing = back ? 1 : d - 1;
  const expected = (last + 1) % SEQ_MODULO;
  return {
    missing,
    problem: {
      kind: 'sequence-gap',
      expected,
      got: seq,
      message: `expected board line ${hex4(expected)} but got ${hex4(seq)}: ${back ? 'the numbering went back' : `${missing} line(s) lost`}; asking for a snapshot`,
    },
  };
}

function hex4(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}
