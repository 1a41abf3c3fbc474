/** The shared helpers of the game commands (cli/args.ts). */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../../src/core/game';
import { err, ok } from '../../../src/core/result';
import { UsageError } from '../../../cli/command';
import { describeError, parseFlags, readOptions, requireGame, splitMoves } from '../../../cli/args';
import { morris } from '../../../src/games/morris/index';
import { msg, translator } from '../../../src/i18n/index';
import { unwrap } from '../../../src/core/result';

const EN = translator('en');

/** A game whose moves are `spin A B` (three words) or a single point like `d2`: only parseMove is used. */
const spinning = {
  parseMove: (t: string) => (/^spin [1-6] [1-6]$/.test(t) || /^[a-g][1-7]$/.test(t) ? ok(t) : err({ code: 'notation/x', message: 'no' })),
} as unknown as AnyGame;

describe('splitMoves', () => {
  it('splits on whitespace for one-word notations', () => {
    expect(splitMoves(morris, '  d2 a7\td2-d3xa7\n')).toEqual(['d2', 'a7', 'd2-d3xa7']);
    expect(splitMoves(morris, '')).toEqual([]);
  });

  it('joins words into the longest run the game reads as one move', () => {
    expect(splitMoves(spinning, 'spin 6 6 d2 spin 3 4')).toEqual(['spin 6 6', 'd2', 'spin 3 4']);
  });

  it('keeps an unreadable word alone so that the caller can report it', () => {
    expect(splitMoves(spinning, 'spin 6 d2 zz')).toEqual(['spin', '6', 'd2', 'zz']);
  });

  it("splits on ';' when the list contains one", () => {
    expect(splitMoves(spinning, 'spin 6 6; d2 ;; spin 1 2')).toEqual(['spin 6 6', 'd2', 'spin 1 2']);
  });
});

describe('flags, games and options', () => {
  it('parses known flags and turns every flag problem into a UsageError', () => {
    expect(parseFlags(['--game', 'morris', '--json'], { game: { type: 'string' }, json: { type: 'boolean' } })).toEqual({ game: 'morris', json: true });
    expect(() => parseFlags(['--nope'], { game: { type: 'string' } })).toThrow(UsageError);
    expect(() => parseFlags(['--game'], { game: { type: 'string' } })).toThrow(UsageError);
    expect(() => parseFlags(['stray'], { game: { type: 'string' } })).toThrow(UsageError);
  });

  it("says each of Node's argument problems in the catalogue's words, naming the flag or word, in either language", () => {
    const problem = (argv: string[]) => {
      try {
        parseFlags(argv, { game: { type: 'string' }, json: { type: 'boolean' } });
      } catch (e) {
        return (e as UsageError).said;
      }
      throw new Error('no usage error');
    };
    const DE = translator('de');
    expect(problem(['--nope'])).toEqual(msg('cli.usage.unknown-flag', { flag: '--nope' }));
    expect(EN.say(problem(['--nope']))).toBe('--nope is not an option of this command');
    expect(DE.say(problem(['--nope']))).toBe('--nope ist keine Option dieses Befehls');
    expect(problem(['--game'])).toEqual(msg('cli.usage.needs-value', { flag: '--game' }));
    expect(DE.say(problem(['--game']))).toBe('--game braucht einen Wert');
    expect(problem(['--json=yes'])).toEqual(msg('cli.usage.no-value', { flag: '--json' }));
    expect(problem(['--game', '-3'])).toEqual(msg('cli.usage.dash-value', { flag: '--game' }));
    expect(EN.say(problem(['--game', '-3']))).toBe('--game needs a value; a value that starts with a dash is written as --game=-3');
    expect(problem(['stray'])).toEqual(msg('cli.usage.positional', { word: '"stray"' }));
    expect(DE.say(problem(['stray']))).toBe('unerwartetes Argument "stray": dieser Befehl nimmt nur Optionen (--name Wert)');
  });

  it('finds registered games and names the known ones otherwise', () => {
    expect(requireGame('morris')).toBe(morris);
    expect(() => requireGame('chess')).toThrow(/"chess" is not a known game \(.*morris/);
  });

  it('reads --options through the game options gate', () => {
    expect(readOptions(morris, '{"preset":"modern"}')).toMatchObject({ flying: true });
    expect(readOptions(morris, undefined)).toMatchObject({ flying: false });
    expect(() => readOptions(morris, '{')).toThrow(/--options is not JSON/);
    expect(() => readOptions(morris, '{"flying":1}')).toThrow(/--options: invalid options: flying/);
    let refusal: UsageError | undefined;
    try {
      readOptions(morris, '{"flying":1}');
    } catch (e) {
      refusal = e as UsageError;
    }
    expect(translator('de').say(refusal!.said)).toMatch(/^--options: ungültige Regeloptionen: flying/);
  });

  it('describes an error on one line with its code and the quoted rule', () => {
    const line = describeError({ code: 'morris/x', message: msg('core.verbatim', { text: 'a\nb' }), rule: { sheet: 's.txt', quote: 'q', id: 'morris.alongLines' } }, EN);
    expect(line).toBe('morris/x: a b (s.txt: "q")');
  });

  it('gives the translation of the quoted rule beside it in German, the quotation itself verbatim', () => {
    const pos = unwrap(morris.parsePosition('WWW......BBB............ w 0 0', readOptions(morris, undefined) as never));
    const r = morris.play(pos, unwrap(morris.parseMove('a7-a1')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(describeError(r.error, translator('de'))).toBe(
      'morris/not-adjacent: a7 und a1 liegen nicht nebeneinander auf einer Linie (001_08482469b23ea4ed.txt: "Sat all moves must be along the lines, always moving to the next space." [Alle Züge müssen jedoch entlang der Linien gehen, stets auf das nächste Feld.])',
    );
  });
});
