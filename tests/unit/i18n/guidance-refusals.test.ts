/**
 * Every guidance sentence and every move-refusal reason, in both languages, with its parameters (issue 15,
 * "Done when"): each code of the guidance (`guidance.*`, `inference.*`), of the games' refusals and
 * results (`morris.*`, `nmig.*`, `archery.*`, `quoits.*`, `spoof.*`, `teetotum.*`) and of the session's
 * refusals (`session.*`) is formatted in English and German with a value of each declared parameter
 * (every value of a choice in turn, plurals with 1 and 2), and must place every cell and text it was
 * given, leave no `{placeholder}` and no `[object Object]`, and read differently in the two languages.
 * A few sentences are held to their exact words in both.
 */
import { describe, expect, it } from 'vitest';
import { format, LANGUAGE_CODES, MESSAGES, msg, type Message, type ParamKind } from '../../../src/i18n/index';
import { putBackStep } from '../../../src/inference/guidance';

const AREAS = ['guidance.', 'inference.', 'morris.', 'nmig.', 'archery.', 'quoits.', 'spoof.', 'teetotum.', 'session.'];
const CODES = Object.keys(MESSAGES).filter((c) => AREAS.some((a) => c.startsWith(a)));

/** A sample value of `kind`, and the texts it must put into the sentence. */
function sample(kind: ParamKind, n: number): { value: unknown; shows: string[] } {
  if (Array.isArray(kind)) return { value: kind[0], shows: [] };
  switch (kind) {
    case 'text':
      return { value: 'Qz9', shows: ['Qz9'] };
    case 'cell':
      return { value: 'c3', shows: ['c3'] };
    case 'number':
      return { value: n, shows: [] };
    case 'seat':
    case 'man':
      return { value: { game: 'morris', seat: 1 }, shows: [] };
    case 'game':
      return { value: 'morris', shows: [] };
    case 'message':
      return { value: msg('core.verbatim', { text: 'Nested7' }), shows: ['Nested7'] };
    case 'messages':
      return { value: [msg('core.verbatim', { text: 'Nested7' })], shows: ['Nested7'] };
    case 'cells-or':
    case 'cells-and':
      return { value: ['a7', 'g1'], shows: ['a7', 'g1'] };
    case 'seats-and':
      return { value: [{ game: 'morris', seat: 0 }, { game: 'morris', seat: 1 }], shows: [] };
    default:
      return { value: undefined, shows: [] };
  }
}

/** The messages of `code` to try: plurals with 1 and 2, and each value of each choice. */
function variants(code: string): { m: Message; shows: string[] }[] {
  const spec = (MESSAGES as Record<string, Record<string, ParamKind>>)[code]!;
  const build = (n: number, choice?: [string, string]) => {
    const params: Record<string, unknown> = {};
    const shows: string[] = [];
    for (const [name, kind] of Object.entries(spec)) {
      const s = sample(kind, n);
      params[name] = choice !== undefined && choice[0] === name ? choice[1] : s.value;
      shows.push(...s.shows);
    }
    return { m: { code, params } as unknown as Message, shows };
  };
  const out = [build(1), build(2)];
  for (const [name, kind] of Object.entries(spec)) if (Array.isArray(kind)) for (const v of kind) out.push(build(2, [name, v]));
  return out;
}

describe('every guidance sentence and move-refusal reason, in both languages', () => {
  it('covers the guidance, the games and the session', () => {
    for (const a of AREAS) expect(CODES.some((c) => c.startsWith(a)), a).toBe(true);
    expect(CODES.length).toBeGreaterThan(150);
  });

  for (const code of CODES) {
    it(code, () => {
      for (const { m, shows } of variants(code)) {
        const text = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, format(m, l)]));
        for (const l of LANGUAGE_CODES) {
          const t = text[l]!;
          expect(t, `${l} ${code}`).not.toBe('');
          expect(t, `${l} ${code}`).not.toMatch(/[{}]|\[object |undefined|NaN/);
          expect(t, `${l} ${code}: the code instead of a sentence`).not.toBe(code);
          for (const s of shows) expect(t, `${l} ${code} places ${s}`).toContain(s);
        }
        // A sentence of words reads differently in German (one of notation alone may not).
        if (/[a-z]{4,}/.test(text['en']!.replace(/Qz9|Nested7/g, ''))) expect(text['de'], code).not.toBe(text['en']);
      }
    });
  }

  it('says the common ones as a careful speaker would, in both languages', () => {
    const black = { game: 'morris', seat: 1 };
    const said = (m: Message) => [format(m, 'en'), format(m, 'de')];
    expect(said(putBackStep('a7', 1).say)).toEqual(['put the man back on a7', 'setze den Stein wieder auf a7']);
    expect(said(msg('inference.wrong-turn', { seat: black }))).toEqual(["it is Black's turn", 'Schwarz ist am Zug']);
    expect(said(msg('guidance.step.put', { cell: 'd1', man: black }))).toEqual(['put a black man on d1', 'setze einen schwarzen Stein auf d1']);
    expect(said(msg('inference.takeback-held', { n: 2, shows: 'yes' }))[1]).toBe(
      'das Brett zeigt die Partie, wie sie vor 2 Zügen stand: bestätige die Zugrücknahme am Bildschirm oder mit der Fertig-Taste, oder stelle die Steine zurück, wie die Partie steht',
    );
  });
});
