/**
 * The messages between the host and its search worker (`./search-worker.ts` spawns `./ai-worker.ts`),
 * plain data both ways, each checked with zod where it arrives: the worker checks what it is asked, the
 * host checks what it is told, so a worker of another build or a garbled message is refused, never
 * played.
 *
 * - host -> worker `think`: a decision of game `game` in the position at the end of `line` (which must
 *   read `expect`), at `level` for the player seeded `seed`; `context` names the seat (its searchers are
 *   kept between its decisions); `intended` asks for Spoof's shot before the aim noise (a hint).
 * - worker -> host: `ready` once it listens; per `think`, `move` (the move in the game's notation, with
 *   the time it took), `stopped` (the host's stop flag ended it) or `failed` (the request could not be
 *   answered: a line that does not replay, a game without moves).
 *
 * Cancelling needs no message: the host writes the job's id into the shared stop flag (an `Int32Array`
 * over a `SharedArrayBuffer` given to the worker at start), which the search polls every 1,024 nodes.
 */
import { z } from 'zod';
import { levelSchema } from '../src/ai/levels';
import { JsonSchema, MAX_NOTATION } from '../src/api/schemas';
import { GAME_IDS } from '../src/core/game';

/** Most plies of a line sent to the worker (Not Made in Germany's longest ply limit with room to spare). */
export const MAX_LINE_PLIES = 200_000;

/** A `think` request (host -> worker). */
export const ThinkRequestSchema = z.strictObject({
  type: z.literal('think'),
  /** Increasing job number (1, 2, ...); the stop flag holds the number of the job to stop. */
  id: z.number().int().min(1),
  game: z.enum(GAME_IDS),
  line: z.strictObject({
    options: z.record(z.string(), JsonSchema),
    players: z.number().int().min(1).max(8),
    start: z.string().min(1).optional(),
    moves: z.array(z.string().min(1).max(MAX_NOTATION)).max(MAX_LINE_PLIES),
  }),
  /** The position's notation, as the host has it. */
  expect: z.string(),
  level: levelSchema,
  seed: z.number().int(),
  context: z.string().min(1).max(200),
  intended: z.boolean(),
});

/** A `think` request. */
export type ThinkRequest = z.infer<typeof ThinkRequestSchema>;

/** What the worker says (worker -> host). */
export const WorkerReplySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('move'), id: z.number().int(), move: z.string().min(1).max(MAX_NOTATION), elapsedMs: z.number().min(0) }),
  z.strictObject({ type: z.literal('stopped'), id: z.number().int() }),
  z.strictObject({ type: z.literal('failed'), id: z.number().int(), message: z.string() }),
]);

/** A message of the worker. */
export type WorkerReply = z.infer<typeof WorkerReplySchema>;
