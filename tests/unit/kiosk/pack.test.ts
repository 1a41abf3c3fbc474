/**
 * The content pack's pure checks (src/kiosk/pack.ts; kiosk-practice K9: "content pack (texts,
 * translations, animations) loaded from a folder/USB, schema-validated"): `pack.json` fault by fault, each
 * language's texts checked as the catalogues are ("every entry is a string that ICU MessageFormat parses;
 * every entry uses exactly the declared parameters", src/i18n/check.ts), the media files by their first
 * bytes, and every fault said in English and German with its file and key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, format, type Message } from '../../../src/i18n/index';
import { GAME_IDS } from '../../../src/core/game';
import {
  HISTORY_MAX_WORDS,
  PACK_TEXT_CODES,
  TEXT_MAX_CHARS,
  bytesMatch,
  isSafePackPath,
  plainText,
  readPackManifest,
  readPackTexts,
  type PackFault,
} from '../../../src/kiosk/pack';

const EXAMPLE = 'deploy/content-pack-example';
const good = { format: 1, name: 'Town Museum', version: '2027.1', languages: ['en', 'de'] };

/** The faults' paths and codes, and each said in both languages with no code or brace left over. */
function said(faults: readonly PackFault[]): { path: string; code: string; en: string; de: string }[] {
  return faults.map((f) => {
    const en = format(f.problem as Message, 'en');
    const de = format(f.problem as Message, 'de');
    for (const text of [en, de]) {
      expect(text).not.toMatch(/kiosk\.(pack|fault)\./);
      expect(text).not.toMatch(/[{}]/);
    }
    expect(de).not.toBe(en);
    return { path: f.path, code: f.problem.code, en, de };
  });
}

const manifestFaults = (m: unknown) => said(readPackManifest(typeof m === 'string' ? m : JSON.stringify(m)).faults);
const textFaults = (t: unknown) => {
  const r = readPackTexts('texts/de.json', typeof t === 'string' ? t : JSON.stringify(t));
  return r.ok ? [] : said(r.error);
};

describe('the content codes a pack may hold', () => {
  it('are catalogue codes of the kiosk, every section for every game, none taking parameters', () => {
    expect(PACK_TEXT_CODES).toHaveLength(8 * GAME_IDS.length);
    for (const code of PACK_TEXT_CODES) {
      expect(Object.hasOwn(MESSAGES, code), code).toBe(true);
      expect(Object.keys((MESSAGES as Record<string, object>)[code]!), code).toEqual([]);
    }
    expect(PACK_TEXT_CODES).toContain('kiosk.history.not-made-in-germany');
    expect(PACK_TEXT_CODES).toContain('kiosk.step3.spoof');
  });
});

describe('pack.json', () => {
  it('the example pack under deploy/ is good', () => {
    const r = readPackManifest(readFileSync(`${EXAMPLE}/pack.json`, 'utf8'));
    expect(r.faults).toEqual([]);
    expect(r.manifest).toMatchObject({ name: 'Town Museum parlour games', languages: ['en', 'de'], pictures: { morris: 'pictures/morris.svg' } });
  });

  it('a file that is not JSON is named as such', () => {
    expect(manifestFaults('{"format": 1,')).toEqual([expect.objectContaining({ path: 'pack.json', code: 'kiosk.pack.fault.json' })]);
  });

  it('names every fault of the shape, each with its key', () => {
    const f = manifestFaults({ format: 2, name: 7, version: 'a b', languages: ['fr'], colour: 'red' });
    expect(f.map((x) => x.path)).toEqual(expect.arrayContaining(['pack.json: format', 'pack.json: name', 'pack.json: version', 'pack.json: languages[0]', 'pack.json: ']));
    expect(f.every((x) => x.code === 'kiosk.pack.fault.in-file')).toBe(true);
    const name = f.find((x) => x.path === 'pack.json: name')!;
    expect(name.en).toMatch(/^pack\.json: .*\bname\b/);
    expect((name as unknown as { code: string }).code).toBe('kiosk.pack.fault.in-file');
    expect(f.find((x) => x.path === 'pack.json: ')!.en).toContain('colour');
  });

  it('a language twice, and a recording for a language the pack does not list', () => {
    const f = manifestFaults({ ...good, languages: ['en', 'en'], audio: { de: { 'history.morris': 'a.wav' } } });
    expect(f.map((x) => [x.path, x.code])).toEqual([
      ['pack.json: languages[1]', 'kiosk.pack.fault.in-file'],
      ['pack.json: audio.de', 'kiosk.pack.fault.lang'],
    ]);
  });

  it('a recording for a page without "Read aloud" is a key fault', () => {
    const f = manifestFaults({ ...good, audio: { en: { 'home.morris': 'a.wav' } } });
    expect(f).toHaveLength(1);
    expect(f[0]!.path).toBe('pack.json: audio.en');
  });

  it.each([
    ['../outside.svg'],
    ['/etc/passwd.svg'],
    ['pictures/../../x.svg'],
    ['./pictures/x.svg'],
    ['pictures\\x.svg'],
    ['pictures//x.svg'],
    ['C:/x.svg'],
    ['.hidden/x.svg'],
  ])('a path that leaves the folder or is not plain is refused: %s', (file) => {
    expect(isSafePackPath(file)).toBe(false);
    const f = manifestFaults({ ...good, pictures: { morris: file } });
    expect(f).toEqual([expect.objectContaining({ path: file, code: 'kiosk.pack.fault.path' })]);
    expect(f[0]!.de).toContain('Paketordner');
  });

  it('plain paths inside the folder are taken', () => {
    for (const p of ['morris.svg', 'pictures/morris.svg', 'audio/de/history-morris.v2.ogg']) expect(isSafePackPath(p), p).toBe(true);
  });

  it('a picture or recording of a kind the kiosk does not show is refused, naming the kinds it does', () => {
    const f = manifestFaults({ ...good, pictures: { morris: 'pictures/morris.gif' }, audio: { en: { 'howto.quoits': 'a.flac' } } });
    expect(f.map((x) => [x.path, x.code])).toEqual([
      ['pictures/morris.gif', 'kiosk.pack.fault.kind'],
      ['a.flac', 'kiosk.pack.fault.kind'],
    ]);
    expect(f[0]!.en).toContain('svg, png');
    expect(f[1]!.en).toContain('wav, mp3, ogg');
  });
});

describe('texts/<lang>.json', () => {
  it("the example pack's texts are good in both languages", () => {
    for (const lang of ['en', 'de']) {
      const r = readPackTexts(`texts/${lang}.json`, readFileSync(`${EXAMPLE}/texts/${lang}.json`, 'utf8'));
      expect(r.ok, lang).toBe(true);
      if (r.ok) expect(Object.keys(r.value)).toContain('kiosk.history.morris');
    }
  });

  it('not JSON, or not an object', () => {
    expect(textFaults('nope')).toEqual([expect.objectContaining({ path: 'texts/de.json', code: 'kiosk.pack.fault.json' })]);
    expect(textFaults(['a'])).toEqual([expect.objectContaining({ path: 'texts/de.json', code: 'kiosk.pack.fault.in-file' })]);
  });

  it('a key that is not one of the content codes, even a real catalogue code, names the key', () => {
    const f = textFaults({ 'kiosk.back': 'Zurück', 'kiosk.history.chess': 'x', 'app.loading': 'x' });
    expect(f.map((x) => x.path)).toEqual(['texts/de.json: kiosk.back', 'texts/de.json: kiosk.history.chess', 'texts/de.json: app.loading']);
    expect(f.every((x) => x.code === 'kiosk.pack.fault.key')).toBe(true);
    expect(f[0]!.de).toContain('„kiosk.back“');
  });

  it('a value that is not a text', () => {
    const f = textFaults({ 'kiosk.goal.morris': 3, 'kiosk.goal.quoits': ['a'], 'kiosk.goal.spoof': null });
    expect(f.map((x) => x.code)).toEqual(['kiosk.pack.fault.not-text', 'kiosk.pack.fault.not-text', 'kiosk.pack.fault.not-text']);
  });

  it('a text that ICU MessageFormat does not parse', () => {
    const f = textFaults({ 'kiosk.goal.morris': 'Drei in einer Reihe {' });
    expect(f).toEqual([expect.objectContaining({ path: 'texts/de.json: kiosk.goal.morris', code: 'kiosk.pack.fault.icu' })]);
    expect(f[0]!.en).toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
  });

  it('a parameter the code does not take (each content code takes none), plain or in a plural', () => {
    const f = textFaults({ 'kiosk.goal.morris': 'Hallo {name}', 'kiosk.step1.morris': '{n, plural, one {# Stein} other {# Steine}}' });
    expect(f.map((x) => [x.path, x.code])).toEqual([
      ['texts/de.json: kiosk.goal.morris', 'kiosk.pack.fault.params'],
      ['texts/de.json: kiosk.step1.morris', 'kiosk.pack.fault.params'],
    ]);
    expect(f[0]!.en).toBe('texts/de.json: “kiosk.goal.morris” takes no parameters in braces.');
    expect(f[0]!.de).toBe('texts/de.json: „kiosk.goal.morris“ nimmt keine Parameter in geschweiften Klammern.');
  });

  it(`a history card over ${HISTORY_MAX_WORDS} words, and any text over ${TEXT_MAX_CHARS} characters`, () => {
    const f = textFaults({
      'kiosk.history.morris': Array.from({ length: HISTORY_MAX_WORDS + 1 }, () => 'Wort').join(' '),
      'kiosk.history.quoits': Array.from({ length: HISTORY_MAX_WORDS }, () => 'Wort').join(' '),
      'kiosk.goal.spoof': 'x'.repeat(TEXT_MAX_CHARS + 1),
    });
    expect(f.map((x) => [x.path, x.code])).toEqual([
      ['texts/de.json: kiosk.history.morris', 'kiosk.pack.fault.words'],
      ['texts/de.json: kiosk.goal.spoof', 'kiosk.pack.fault.long'],
    ]);
    expect(f[0]!.en).toContain(`has ${HISTORY_MAX_WORDS + 1} words`);
  });

  it("every fault of a file is named, not only the first; a good file's texts are kept as written", () => {
    expect(textFaults({ 'kiosk.goal.morris': '{x}', 'x.y': 'z', 'kiosk.goal.quoits': 1 })).toHaveLength(3);
    const r = readPackTexts('texts/en.json', JSON.stringify({ 'kiosk.goal.morris': "It''s a race: '{'braces'}' too" }));
    expect(r.ok && r.value['kiosk.goal.morris']).toBe("It''s a race: '{'braces'}' too");
    expect(plainText("It''s a race: '{'braces'}' too")).toBe("It's a race: {braces} too");
  });
});

describe('media bytes', () => {
  const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it('each kind by its first bytes', () => {
    expect(bytesMatch('image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(bytesMatch('image/png', bytes('GIF89a...'))).toBe(false);
    expect(bytesMatch('audio/wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe(true);
    expect(bytesMatch('audio/wav', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe(false);
    expect(bytesMatch('audio/mpeg', bytes('ID3', [3, 0]))).toBe(true);
    expect(bytesMatch('audio/mpeg', bytes([0xff, 0xfb, 0x90, 0]))).toBe(true);
    expect(bytesMatch('audio/mpeg', bytes('<html>'))).toBe(false);
    expect(bytesMatch('audio/ogg', bytes('OggS', [0, 2]))).toBe(true);
    expect(bytesMatch('audio/ogg', bytes('fLaC', [0, 2]))).toBe(false);
  });

  it('an SVG must be an SVG and carry no script', () => {
    const svg = (body: string) => new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
    expect(bytesMatch('image/svg+xml', readFileSync(`${EXAMPLE}/pictures/morris.svg`))).toBe(true);
    expect(bytesMatch('image/svg+xml', svg('<circle r="3"/>'))).toBe(true);
    expect(bytesMatch('image/svg+xml', svg('<script>alert(1)</script>'))).toBe(false);
    expect(bytesMatch('image/svg+xml', svg('<circle onload="alert(1)" r="3"/>'))).toBe(false);
    expect(bytesMatch('image/svg+xml', svg('<a href="javascript:alert(1)">x</a>'))).toBe(false);
    expect(bytesMatch('image/svg+xml', svg('<foreignObject><div/></foreignObject>'))).toBe(false);
    expect(bytesMatch('image/svg+xml', new TextEncoder().encode('<html>not a picture</html>'))).toBe(false);
    expect(bytesMatch('image/svg+xml', new Uint8Array([0xc3, 0x28, 0x3c]))).toBe(false);
  });
});
