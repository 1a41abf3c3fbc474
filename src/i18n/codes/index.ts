/**
 * The declaration of every message code and its parameters: the single source that the core's `msg`
 * calls are type-checked against and that both catalogues (`../locales/*.json`) are tested against
 * (`tests/unit/i18n/catalogue.test.ts`: every code present in every language, and the same parameters).
 *
 * One file per area, so that people adding messages to different parts of Parlour do not edit the same
 * lines; {@link MESSAGES} joins them and refuses a code declared twice.
 */
import type { ParamSpec } from '../kinds';
import { APP_MESSAGES } from './app';
import { BOARDS_MESSAGES } from './boards';
import { GAME_MESSAGES } from './games';
import { INFERENCE_MESSAGES } from './inference';
import { CORE_MESSAGES } from './core';
import { MORRIS_MESSAGES } from './morris';
import { NMIG_MESSAGES } from './nmig';
import { TEETOTUM_MESSAGES } from './teetotum';
import { SPOOF_MESSAGES } from './spoof';
import { SESSION_MESSAGES } from './session';
import { BOARD_MESSAGES } from './board';
import { API_MESSAGES } from './api';
import { QUOTE_MESSAGES } from './quotes';
import { CLI_MESSAGES } from './command-line';
import { KIOSK_MESSAGES } from './kiosk';
import { KIOSK_PACK_MESSAGES } from './kiosk-pack';
import { PLAY_MESSAGES } from './play';
import { AI_MESSAGES } from './ai';
import { JOURNAL_MESSAGES } from './journal';
import { START_MESSAGES } from './start';
import { MOVES_MESSAGES } from './moves';
import { WEB_MESSAGES } from './web-host';
import { PROFILE_MESSAGES } from './profiles';

/**
 * Joins the areas' declarations.
 * @throws Error at module load when two areas declare the same code (a programming error).
 */
function join<T extends readonly Readonly<Record<string, ParamSpec>>[]>(...parts: T): UnionToIntersection<T[number]> {
  const out: Record<string, ParamSpec> = {};
  for (const part of parts) {
    for (const [code, spec] of Object.entries(part)) {
      if (Object.hasOwn(out, code)) throw new Error(`i18n: message code ${code} is declared twice`);
      out[code] = spec;
    }
  }
  return out as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every message code with its parameters: code -> parameter name -> kind (`../kinds.ts`). */
export const MESSAGES = join(GAME_MESSAGES, CORE_MESSAGES, MORRIS_MESSAGES, NMIG_MESSAGES, TEETOTUM_MESSAGES, SPOOF_MESSAGES, INFERENCE_MESSAGES, SESSION_MESSAGES, BOARD_MESSAGES, API_MESSAGES, QUOTE_MESSAGES, CLI_MESSAGES, APP_MESSAGES, KIOSK_MESSAGES, KIOSK_PACK_MESSAGES, AI_MESSAGES, JOURNAL_MESSAGES, PLAY_MESSAGES, START_MESSAGES, BOARDS_MESSAGES, MOVES_MESSAGES, WEB_MESSAGES, PROFILE_MESSAGES);

/** The declarations, typed. */
export type Messages = typeof MESSAGES;
