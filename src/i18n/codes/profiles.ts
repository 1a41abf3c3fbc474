/**
 * The bundled board profiles' titles (`firmware-protocol/profiles/<name>.json`, its `title`), one message
 * each, `profile.<name>.title`, so that the start screen names the board in the reader's language. A
 * profile with no message here (one not bundled) is named by its file's own title
 * (`src/api/catalogue.ts` `profileTitle`); `tests/unit/i18n/profile-titles.test.ts` holds every bundled
 * profile to a message, and its English to the file's title.
 */
import type { ParamSpec } from '../kinds';

/** The profile title messages (see the module docstring). */
export const PROFILE_MESSAGES = {
  'profile.morris-archery.title': {},
  'profile.not-made-in-germany.title': {},
  'profile.quoits.title': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
