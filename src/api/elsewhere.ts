/**
 * "Another screen did this" (issue 14: "Two browser tabs on one host ... Decide the model (one game,
 * several screens), and make every screen say what another screen did"). The model: a host holds one
 * game (or one replay); every screen connected to it (the Electron window, browser tabs, a second
 * device) shows that same game and may act on it. When one screen changes it, the web host tells every
 * other screen with an `elsewhere` host event, and those screens say so in a notice.
 *
 * {@link elsewhereEvent} decides, from a call that succeeded and its reply, which event (if any) the
 * other screens get. Calls that change nothing the others see (`view`, `listRecords`, a replay's
 * `replaySeek`, `saveRecord`, `hint`: shown on every screen anyway) get none.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../core/game';
import type { Call } from './contract';

/** The actions another screen is told about. */
export const ELSEWHERE_ACTIONS = [
  'newGame',
  'resumeGame',
  'playMove',
  'chooseCandidate',
  'undo',
  'redo',
  'confirmTakeback',
  'resign',
  'offerDraw',
  'agreeDraw',
  'declineDraw',
  'connectBoard',
  'setSettings',
  'loadRecord',
  'closeReplay',
] as const;

/** One of {@link ELSEWHERE_ACTIONS}. */
export type ElsewhereAction = (typeof ELSEWHERE_ACTIONS)[number];

/**
 * What another screen did: the action, the game it was done in, and for a move the move in the game's
 * notation (a spin: the spin drawn), for a resignation or a draw the seat it was done for.
 */
export const ElsewhereEventSchema = z.object({
  type: z.literal('elsewhere'),
  action: z.enum(ELSEWHERE_ACTIONS),
  game: z.enum(GAME_IDS).optional(),
  move: z.string().optional(),
  seat: z.number().int().optional(),
});

/** See {@link ElsewhereEventSchema}. */
export type ElsewhereEvent = z.infer<typeof ElsewhereEventSchema>;

const isAction = (m: string): m is ElsewhereAction => (ELSEWHERE_ACTIONS as readonly string[]).includes(m);

/** The game and last move of a reply that is a session view (or a replay view), if it is one. */
function replyFacts(value: unknown): { game?: GameId; move?: string } {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as { game?: unknown; lastMove?: { notation?: unknown } | null };
  const game = (GAME_IDS as readonly unknown[]).includes(v.game) ? (v.game as GameId) : undefined;
  const move = typeof v.lastMove?.notation === 'string' ? v.lastMove.notation : undefined;
  return { ...(game === undefined ? {} : { game }), ...(move === undefined ? {} : { move }) };
}

/**
 * The event the other screens get after `call` succeeded with reply `value`, or `undefined` when they
 * need not be told (see the module docs).
 */
export function elsewhereEvent(call: Call, value: unknown): ElsewhereEvent | undefined {
  if (!isAction(call.method)) return undefined;
  const { game, move } = replyFacts(value);
  const base: ElsewhereEvent = { type: 'elsewhere', action: call.method, ...(game === undefined ? {} : { game }) };
  switch (call.method) {
    case 'playMove':
    case 'chooseCandidate':
      return { ...base, ...(move === undefined ? {} : { move }) };
    case 'resign':
    case 'offerDraw':
    case 'agreeDraw':
      return { ...base, seat: call.params[0] };
    default:
      return base;
  }
}
