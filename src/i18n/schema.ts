/**
 * The zod schema of a {@link Message} as it crosses a boundary (IPC, the WebSocket, a journal file): a
 * code and parameters whose values are strings, numbers, seats, nested messages or lists of these. Only
 * the shape is checked, with bounds (lengths, list sizes, nesting) so that a hostile peer cannot make
 * anyone allocate without limit; what a code's parameters should be is the formatter's concern, and it
 * shows a message it does not know by its code.
 */
import { z } from 'zod';
import type { Message } from './message';
import { isLang, LANGUAGE_CODES, type Lang } from './languages';

/** Longest code, parameter name or string value accepted, in characters. */
export const MAX_MESSAGE_TEXT = 4096;
/** Most parameters of one message, and most items of one list parameter. */
export const MAX_MESSAGE_ITEMS = 64;

const seat = z.strictObject({ game: z.string().max(64), seat: z.number().int().min(0).max(64) });

/** Any message (see the module docstring). Nesting is bounded by the transport's message size. */
export const MessageSchema: z.ZodType<Message> = z.lazy(() =>
  z.strictObject({
    code: z.string().min(1).max(200),
    params: z
      .record(
        z.string().max(64),
        z.union([
          z.string().max(MAX_MESSAGE_TEXT),
          z.number(),
          seat,
          MessageSchema,
          z.array(z.union([z.string().max(MAX_MESSAGE_TEXT), seat, MessageSchema])).max(MAX_MESSAGE_ITEMS),
        ]),
      )
      .refine((p) => Object.keys(p).length <= MAX_MESSAGE_ITEMS, `at most ${MAX_MESSAGE_ITEMS} parameters`),
  }),
) as unknown as z.ZodType<Message>;

/** One of the languages of `./languages.ts`, as it crosses a boundary (the start screen's choice). */
export const LangSchema = z.custom<Lang>((v) => isLang(v), { message: `expected one of ${LANGUAGE_CODES.join(', ')}` });
