/**
 * The catalogue the start screen is built from: every registered game with its seats and rule options
 * (kind of control, allowed values, default, and the documentation of `OptionsSpec.docs`: what the
 * option decides and which sentence of the sheet left it open), the levels its computer player offers
 * (`src/ai/offers.ts`), plus the board profiles the host knows. Computed by the adapters (Electron main,
 * web host) from the registry; pure.
 */
import { z } from 'zod';
import type { AnyGame, GameId } from '../core/game';
import { GAME_IDS, type Json } from '../core/game';
import { LEVEL_NAMES, type LevelName } from '../ai/levels';
import { levelsOf } from '../ai/offers';
import { MessageSchema, msg, type Message } from '../i18n/index';
import { PROFILE_MESSAGES } from '../i18n/codes/profiles';

/** How the start screen edits one option. */
export type OptionControl =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  | { readonly kind: 'integer'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'text' };

/** One rule option for the start screen. */
export interface OptionInfo {
  readonly key: string;
  readonly control: OptionControl;
  /** The default (of the schema, before any preset). */
  readonly default: Json;
  /** What the option decides and what each value means (`OptionDoc.summary`). */
  readonly summary: string;
  /** Why the sheet leaves it open (`OptionDoc.gap`). */
  readonly gap: string;
}

/** One game for the start screen. */
export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  /** The rule sheet file. */
  readonly sheet: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly seats: readonly { readonly name: string; readonly colour: string }[];
  readonly options: readonly OptionInfo[];
  /** Preset name -> the option values it sets. */
  readonly presets: { readonly [name: string]: { readonly [key: string]: Json } };
  readonly defaultPreset?: string;
  /** `true` when a sensor board can play it (the game has a physical model). */
  readonly physical: boolean;
  /**
   * The levels its computer player offers, weakest first, each with one line on what playing it is like;
   * empty when the computer has no choice to make (Quoits), which also means no hints.
   */
  readonly levels: readonly { readonly name: LevelName; readonly description: Message }[];
}

/** A board profile for the start screen. */
export interface ProfileInfo {
  /** Profile name (file name without `.json`). */
  readonly name: string;
  /** The file's title, in English; shown through {@link profileTitle}. */
  readonly title: string;
  /** Games the board carries. */
  readonly games: readonly GameId[];
}

/**
 * What to call a board profile on screen: its catalogue title (`profile.<name>.title`, in the reader's
 * language) when it is a bundled profile, else the title its file gives, as it is.
 */
export function profileTitle(p: Pick<ProfileInfo, 'name' | 'title'>): Message {
  const code = `profile.${p.name}.title`;
  return Object.hasOwn(PROFILE_MESSAGES, code) ? msg(code as keyof typeof PROFILE_MESSAGES) : msg('core.verbatim', { text: p.title });
}

/** The start screen's catalogue. */
export interface Catalogue {
  readonly games: readonly GameInfo[];
  readonly profiles: readonly ProfileInfo[];
}

const controlSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('boolean') }),
  z.object({ kind: z.literal('choice'), values: z.array(z.string()).readonly() }),
  z.object({ kind: z.literal('integer'), min: z.number().optional(), max: z.number().optional() }),
  z.object({ kind: z.literal('number'), min: z.number().optional(), max: z.number().optional() }),
  z.object({ kind: z.literal('text') }),
]);

const jsonLoose = z.custom<Json>(() => true);

/** Schema of {@link Catalogue} (validated by the renderer's WebSocket bridge). */
export const CatalogueSchema = z.object({
  games: z
    .array(
      z.object({
        id: z.enum(GAME_IDS),
        name: z.string(),
        sheet: z.string(),
        minPlayers: z.number().int(),
        maxPlayers: z.number().int(),
        seats: z.array(z.object({ name: z.string(), colour: z.string() })).readonly(),
        options: z
          .array(z.object({ key: z.string(), control: controlSchema, default: jsonLoose, summary: z.string(), gap: z.string() }))
          .readonly(),
        presets: z.record(z.string(), z.record(z.string(), jsonLoose).readonly()).readonly(),
        defaultPreset: z.string().optional(),
        physical: z.boolean(),
        levels: z.array(z.object({ name: z.enum(LEVEL_NAMES), description: MessageSchema })).readonly(),
      }),
    )
    .readonly(),
  profiles: z.array(z.object({ name: z.string(), title: z.string(), games: z.array(z.enum(GAME_IDS)).readonly() })).readonly(),
});

function controlOf(field: z.ZodType): { control: OptionControl; default: Json } {
  const js = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const dflt = (js.default ?? null) as Json;
  const num = (k: string) => (typeof js[k] === 'number' ? { [k === 'minimum' ? 'min' : 'max']: js[k] as number } : {});
  if (js.type === 'boolean') return { control: { kind: 'boolean' }, default: dflt };
  if (Array.isArray(js.enum)) return { control: { kind: 'choice', values: js.enum.map(String) }, default: dflt };
  if (js.type === 'integer') return { control: { kind: 'integer', ...num('minimum'), ...num('maximum') }, default: dflt };
  if (js.type === 'number') return { control: { kind: 'number', ...num('minimum'), ...num('maximum') }, default: dflt };
  return { control: { kind: 'text' }, default: dflt };
}

/**
 * Describes one game for the start screen.
 * @param game a registered game (`src/games/index.ts`).
 * @returns its seats, options (one {@link OptionInfo} per key of `options.shape`, in declaration order,
 *   with the control derived from the zod field's JSON Schema) and presets.
 */
export function describeGame(game: AnyGame): GameInfo {
  const spec = game.options;
  const options = Object.entries(spec.shape).map(([key, field]) => {
    const doc = (spec.docs as Record<string, { summary: string; gap: string } | undefined>)[key];
    return { key, ...controlOf(field as z.ZodType), summary: doc?.summary ?? '', gap: doc?.gap ?? '' };
  });
  return {
    id: game.id,
    name: game.name,
    sheet: game.sheet,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    seats: game.players.seats.map((s) => ({ name: s.name, colour: s.colour })),
    options,
    presets: spec.presets as GameInfo['presets'],
    ...(spec.defaultPreset === undefined ? {} : { defaultPreset: spec.defaultPreset }),
    physical: game.physical !== undefined,
    levels: levelsOf(game.id).map((l) => ({ name: l.name, description: l.description })),
  };
}

/** The catalogue of `games` and `profiles`. */
export function buildCatalogue(games: readonly AnyGame[], profiles: readonly ProfileInfo[]): Catalogue {
  return { games: games.map(describeGame), profiles };
}
