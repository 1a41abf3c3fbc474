/**
 * The command line's help and usage errors in the reader's language (issue 15: "every word a person
 * reads comes from one message catalogue, in English and German"; `cli/help.ts`, `cli.help.*` and
 * `cli.usage.*` in the catalogue). Output for programs stays the same in every language
 * (`lang-output.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../cli/commands/index';
import { translator } from '../../../src/i18n/index';
import { run } from './run';

const EN = translator('en');
const DE = translator('de');

/** The lines of `text` that carry an example for programs (JSON, a Morris position). */
const examples = (text: string) => text.split('\n').flatMap((l) => l.match(/'\{[^']*'|\{"[^ ]*\}|"[.WB]{24} [wb] \d \d"/g) ?? []);

describe('parlour --help and <command> --help', () => {
  it('says the overview in German with each command and its German summary', async () => {
    const de = await run('--lang', 'de', '--help');
    expect(de.code).toBe(0);
    expect(de.out).toMatch(/^Aufruf: parlour <Befehl> \[Optionen\]\n\nBefehle:\n/);
    for (const c of COMMANDS) expect(de.out).toContain(`${c.name}  `);
    expect(de.out).toContain('alle erlaubten Züge einer Stellung als sortiertes JSON-Array ausgeben');
    const en = await run('--help');
    expect(en.out).toMatch(/^usage: parlour <command> \[options\]/);
    expect(en.out).toContain('print every legal move of a position as a sorted JSON array');
  });

  for (const c of COMMANDS) {
    it(`${c.name}: the usage text in each language, with the same examples for programs`, async () => {
      const de = await run('--lang', 'de', c.name, '--help');
      const en = await run('--lang', 'en', c.name, '--help');
      expect(de.code).toBe(0);
      expect(de.out).toBe(`${DE.say(c.usage).replace(/\n?$/, '\n')}`);
      expect(de.out).toMatch(new RegExp(`^Aufruf: parlour ${c.name} `));
      expect(en.out).toMatch(new RegExp(`^usage: parlour ${c.name} `));
      expect(de.out).not.toBe(en.out);
      // The same flags are explained in both languages, and the examples are copied as they are.
      const flags = (t: string) => [...new Set(t.match(/--[a-z]+/g))].sort();
      expect(flags(de.out)).toEqual(flags(en.out));
      expect(examples(de.out)).toEqual(examples(en.out));
      // A summary line per command, in each language.
      expect(DE.say(c.summary)).not.toBe(EN.say(c.summary));
    });
  }

  it('keeps the JSON examples intact (they are parameters, not ICU text)', async () => {
    const legal = await run('legal', '--help');
    expect(legal.out).toContain(`e.g. '{"preset":"modern"}' or '{"flying":true}'`);
    expect(legal.out).toContain('"........................ w 9 9"');
    const monitor = await run('--lang', 'de', 'monitor', '--help');
    expect(monitor.out).toContain('--baud N           Baudrate (Vorgabe 115200)');
  });
});

describe('usage errors', () => {
  it('are said in German, followed by the German usage, with exit status 2', async () => {
    const r = await run('--lang', 'de', 'legal', '--game', 'chess');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^parlour legal: "chess" ist kein bekanntes Spiel \(morris/);
    expect(r.err).toContain('\n\nAufruf: parlour legal --game ID');
    const flag = await run('--lang', 'de', 'play', '--game', 'morris', '--colour', 'red');
    expect(flag.err).toMatch(/^parlour play: --colour ist keine Option dieses Befehls\n/);
    const port = await run('--lang', 'de', 'play', '--game', 'morris');
    expect(port.err).toMatch(/^parlour play: --port muss angegeben werden \(oder --resume\)\n/);
    const baud = await run('--lang', 'de', 'monitor', '--port', '/dev/null', '--baud', 'fast');
    expect(baud.err).toMatch(/^parlour monitor: --baud muss eine ganze Zahl ab 1 sein, nicht "fast"\n/);
  });

  it('say an unknown command and a bad --lang in words, in English by default', async () => {
    const unknown = await run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^parlour: unknown command "frobnicate"\n\nusage: parlour <command>/);
    const de = await run('--lang', 'de', 'frobnicate');
    expect(de.err).toMatch(/^parlour: unbekannter Befehl "frobnicate"\n\nAufruf: parlour <Befehl>/);
    const lang = await run('--lang', 'fr', 'legal');
    expect(lang.code).toBe(2);
    expect(lang.err).toBe('parlour: --lang must be one of en, de, not "fr"\n');
    const missing = await run('legal', '--lang');
    expect(missing.err).toBe('parlour: --lang needs a language, e.g. --lang de\n');
  });
});

describe("parlour play's text lines", () => {
  it('say a takeback in the reader\'s language, with plural forms', () => {
    expect(EN.t('cli.play.takeback', { n: 1, source: 'board', ply: 1 })).toBe('takeback: 1 move taken back on the board; the game stands after ply 1');
    expect(EN.t('cli.play.takeback', { n: 2, source: 'screen', ply: 5 })).toBe('takeback: 2 moves taken back on screen; the game stands after 5 plies');
    expect(DE.t('cli.play.takeback', { n: 1, source: 'board', ply: 1 })).toBe('Zurücknahme: 1 Zug am Brett zurückgenommen; die Partie steht nach Halbzug 1');
    expect(DE.t('cli.play.takeback', { n: 2, source: 'screen', ply: 5 })).toBe('Zurücknahme: 2 Züge am Bildschirm zurückgenommen; die Partie steht nach 5 Halbzügen');
  });
});

describe('a refused move on the command line', () => {
  it('is numbered in the reader\'s language', async () => {
    const de = await run('--lang', 'de', 'apply', '--game', 'morris', '--moves', 'd2 d2');
    expect(de.code).toBe(1);
    expect(de.err).toMatch(/^parlour apply: Zug 2 \(d2\): morris\/occupied: d2 ist nicht frei/);
    const en = await run('apply', '--game', 'morris', '--moves', 'd2 d2');
    expect(en.err).toMatch(/^parlour apply: move 2 \(d2\): morris\/occupied: d2 is not vacant/);
  });
});
