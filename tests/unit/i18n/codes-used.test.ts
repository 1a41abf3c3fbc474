/**
 * Every declared message code is used somewhere (issue 15 review: catalogue keys nobody shows, such as
 * the old `app.game.resign`, kept translators busy and hid what the app says). A code counts as used when
 * its name appears as a string in the sources of `src/` (outside the declarations and catalogues),
 * `renderer/`, `cli/`, `host/`, `web/`, `electron/` or `firmware-protocol/`, or when it belongs to one of
 * the families of {@link BUILT}: codes whose name is put together at run time, each with the file and the
 * template that builds them, which the test also checks is still there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/i18n/index';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DIRS = ['src', 'renderer/src', 'cli', 'host', 'web', 'electron', 'firmware-protocol'];
const SKIP = ['src/i18n/codes/', 'src/i18n/locales/'];

/** The codes whose names are built at run time: the family, where and how it is built, and why. */
const BUILT: readonly { readonly family: RegExp; readonly file: string; readonly builds: string; readonly why: string }[] = [
  { family: /^game\.[a-z-]+\.name$/, file: 'src/i18n/format.ts', builds: '`game.${asText(v)}.name`', why: "a parameter of kind 'game' is said by the game's name" },
  { family: /^game\.[a-z-]+\.seat\.\d$/, file: 'src/i18n/format.ts', builds: '`game.${String(s?.game)}.seat.${seat}`', why: "a parameter of kind 'seat' is said by the seat's name" },
  { family: /^game\.[a-z-]+\.man\.\d$/, file: 'src/i18n/format.ts', builds: '`game.${String(s?.game)}.man.${seat}`', why: "a parameter of kind 'man' is said as a man of that seat" },
  { family: /^quote\.[a-z-]+\.[A-Za-z]+$/, file: 'src/i18n/format.ts', builds: '`quote.${id}`', why: "each rule-sheet quotation's translation, by its id (src/core/game.ts)" },
  {
    family: /^kiosk\.(step[123]|goal|history|source|short|picture)\.[a-z-]+$/,
    file: 'renderer/src/kiosk/content.ts',
    builds: '`kiosk.${section}.${game}`',
    why: "each game's how-to steps, goal, history card, its source, picture caption and short format: the content a pack may give (src/kiosk/pack.ts PACK_SECTIONS)",
  },
  { family: /^ai\.offer\.[a-z-]+\.[a-z]+$/, file: 'src/ai/offers.ts', builds: '`ai.offer.${game}.${name}`', why: "each computer level's line, by game and level" },
  {
    family: /^start\.option\.[a-z-]+\.[A-Za-z]+\.(label|help|why|doc|value\.[a-z-]+)$/,
    file: 'renderer/src/lib/start-words.ts',
    builds: '`start.option.${game}.${o.key}.',
    why: "each game's rule options, by game and option key (tests/unit/i18n/start-words.test.ts holds every option to its words)",
  },
  { family: /^start\.preset\.[a-z-]+\.[a-z-]+\.(label|note)$/, file: 'renderer/src/lib/start-words.ts', builds: '`start.preset.${game.id}.${p}.', why: "each game's presets" },
  { family: /^start\.level-name\.[a-z]+$/, file: 'renderer/src/lib/start-words.ts', builds: '`start.level-name.${level}`', why: 'the computer levels (src/ai/levels.ts)' },
  { family: /^play\.elsewhere\.[A-Za-z]+$/, file: 'renderer/src/lib/elsewhere.ts', builds: '`play.elsewhere.${e.action}`', why: 'each action another screen is told about (src/api/elsewhere.ts ELSEWHERE_ACTIONS)' },
  { family: /^start\.about\.[a-z-]+$/, file: 'renderer/src/components/GameChoice.svelte', builds: '`start.about.${g.id}`', why: "each game's line on the start screen" },
  { family: /^profile\.[a-z0-9-]+\.title$/, file: 'src/api/catalogue.ts', builds: '`profile.${p.name}.title`', why: "each bundled board profile's title, by profile name (firmware-protocol/profiles/)" },
  { family: /^start\.kind\.[a-z]+$/, file: 'renderer/src/components/StartScreen.svelte', builds: '`start.kind.${k}`', why: 'the seat kinds offered' },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|svelte)$/.test(e.name) && !SKIP.some((s) => relative(ROOT, p).startsWith(s)) ? [p] : [];
  });
}

/** The codes of `codes` that no source names as a string (quoted or as a whole template) and no {@link BUILT} family covers. */
export function unusedCodes(codes: readonly string[], text: string): string[] {
  return codes.filter((c) => !BUILT.some((b) => b.family.test(c)) && !["'", '"', '`'].some((q) => text.includes(`${q}${c}${q}`)));
}

describe('every declared message code is used', () => {
  const text = DIRS.flatMap((d) => sources(join(ROOT, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it('finds a code nobody uses (the check can fail), and lets a used one and a built family through', () => {
    expect(unusedCodes(['app.loading', 'app.never.shown', 'ai.offer.morris.easy'], text)).toEqual(['app.never.shown']);
  });

  it('no declared code is unused', () => {
    expect(unusedCodes(Object.keys(MESSAGES), text)).toEqual([]);
  });

  for (const b of BUILT) {
    it(`the family ${b.family.source} is built where it says (${b.file}) and has codes: ${b.why}`, () => {
      expect(readFileSync(join(ROOT, b.file), 'utf8')).toContain(b.builds);
      expect(Object.keys(MESSAGES).some((c) => b.family.test(c))).toBe(true);
    });
  }
});
