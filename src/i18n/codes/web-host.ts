/**
 * The web host's own words (`npm run web`, `web/`): the small page a browser gets for an address with
 * no page (`web/no-page.ts`). Keys: `web.<what>`.
 */
import type { ParamSpec } from '../kinds';

/** The web host's messages (see the module docstring). */
export const WEB_MESSAGES = {
  'web.no-page.title': {},
  'web.no-page.text': { kind: ['garbled', 'missing'] },
  'web.no-page.link': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
