/**
 * Session views of Spoof for the screen's component tests, built from the real model (positions come
 * from `src/games/spoof`, so what the screen is given is what the host would send).
 */
import type { SessionView } from '../../../src/api';
import { formatPosition, formatShot, spoof, type Shot, type SpoofPosition } from '../../../src/games/spoof';

/** A session view of `pos`, hot-seat on screen, with `shots` as the moves played so far (the last is `lastMove`). */
export function spoofView(pos: SpoofPosition, shots: readonly Shot[] = [], extra: Partial<SessionView> = {}): SessionView {
  const status = spoof.status(pos);
  const moves = shots.map((s, i) => ({ ply: i + 1, seat: 0, notation: formatShot(s), by: 'screen' as const, provisional: false }));
  return {
    id: 'test',
    game: 'spoof',
    gameName: 'Spoof',
    options: {},
    settings: { settleMs: 400, guidanceDelayMs: 2000, takebacks: 'allowed', northSeat: 0, computerDelayMs: 300 },
    seats: [
      { seat: 0, name: 'Stars', colour: '#c8102e', kind: 'screen' },
      { seat: 1, name: 'Plain', colour: '#f2e8cf', kind: 'screen' },
    ],
    phase: status.kind === 'ongoing' ? 'playing' : 'finished',
    position: formatPosition(pos),
    contents: {},
    moves,
    turn: status.kind === 'ongoing' ? pos.turn : null,
    status,
    legalMoves: [],
    lastMove: moves[moves.length - 1] ?? null,
    provisional: false,
    candidates: null,
    guidance: null,
    announced: null,
    thinking: null,
    hint: null,
    board: { kind: 'none', state: 'none' },
    lifted: [],
    canUndo: moves.length > 0,
    canRedo: false,
    drawOffer: null,
    ...extra,
  };
}
