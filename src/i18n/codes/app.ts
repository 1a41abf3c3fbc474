/**
 * The renderer's own words: every label, heading and sentence its components show that the host does
 * not send. Keys: `app.<screen or component>.<what>`.
 */
import type { ParamSpec } from '../kinds';

/** The renderer messages (see the module docstring). */
export const APP_MESSAGES = {
  'app.loading': {},
  'app.link.connecting': {},
  'app.link.lost': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
