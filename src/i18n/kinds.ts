/**
 * The kinds of parameter a message may take, and the TypeScript type of each kind's value.
 *
 * A message is a stable code plus typed parameters (`./message.ts`); the declaration of every code
 * (`./codes/`) names each parameter's kind. The kind says what the core passes (a cell name, a count, a
 * seat, a nested message) and how the formatter (`./format.ts`) turns it into text in a language before
 * ICU MessageFormat places it:
 *
 * | kind | value | becomes |
 * | --- | --- | --- |
 * | `text` | string | itself, verbatim (notation, a file name, an error text from the system) |
 * | `cell` | string | itself (a cell in the game's notation: `a7`, `d1`, `12`) |
 * | `number` | number | itself, for ICU `{n, number}` and `{n, plural, …}` (digits and plural rules by locale) |
 * | `seat` | {@link SeatRef} | the seat's name in the language ("Black", "Schwarz") |
 * | `man` | {@link SeatRef} | "a man of that seat" as the object of a verb ("a black man", "einen schwarzen Stein") |
 * | `game` | a game id | the game's name ("Nine Men's Morris", "Mühle") |
 * | `message` | {@link Message} | the nested message, formatted in the same language (a fragment) |
 * | `messages` | Message[] | each formatted, joined with "; " |
 * | `cells-or` / `cells-and` | string[] | a list by the locale's rules: "a7, b4 or f6", "a7, b4 und f6" |
 * | `seats-and` | SeatRef[] | the seats' names as a list: "White and Black" |
 * | `['a', 'b', …]` | one of the strings | itself, for ICU `{x, select, a {…} b {…} other {…}}` |
 *
 * Source: issue 15 ("a stable code and typed parameters (cells, men, counts, seats)"; "plurals, numbers
 * and lists formatted by the locale (`Intl`)").
 */
import type { Message } from './message';

/** A seat of a game: `game` is a game id (`morris`), `seat` the 0-based seat in playing order. */
export interface SeatRef {
  readonly game: string;
  readonly seat: number;
}

/** The named parameter kinds (a choice is written as the array of its values instead). */
export const PARAM_KINDS = ['text', 'cell', 'number', 'seat', 'man', 'game', 'message', 'messages', 'cells-or', 'cells-and', 'seats-and'] as const;
/** One of {@link PARAM_KINDS}. */
export type NamedKind = (typeof PARAM_KINDS)[number];
/** A parameter's kind: a named kind, or a choice among fixed strings (for ICU `select`). */
export type ParamKind = NamedKind | readonly string[];

/** The declared parameters of one message: parameter name -> kind. */
export type ParamSpec = Readonly<Record<string, ParamKind>>;

/** The TypeScript type of a value of kind `K`. */
export type ValueOf<K> = K extends 'text' | 'cell'
  ? string
  : K extends 'number'
    ? number
    : K extends 'seat' | 'man'
      ? SeatRef
      : K extends 'game'
        ? string
        : K extends 'message'
          ? Message
          : K extends 'messages'
            ? readonly Message[]
            : K extends 'cells-or' | 'cells-and'
              ? readonly string[]
              : K extends 'seats-and'
                ? readonly SeatRef[]
                : K extends readonly (infer C)[]
                  ? C
                  : never;

/** Any value a parameter may have (the union of {@link ValueOf} over every kind), as it crosses the wire. */
export type ParamValue = string | number | SeatRef | Message | readonly string[] | readonly SeatRef[] | readonly Message[];

/**
 * Parameter names the formatter may not use: i18next reads these from the same object as the values
 * (`t(key, { lng, count, … })`), so a parameter of that name would change the lookup instead of the text.
 */
export const RESERVED_PARAMS: readonly string[] = [
  'lng',
  'lngs',
  'ns',
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'fallbackLng',
  'keyPrefix',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
];
