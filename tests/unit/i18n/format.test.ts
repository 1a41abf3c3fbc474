/**
 * Formatting messages (src/i18n/format.ts): parameters by kind, plurals, numbers and lists by the
 * language's locale, fallbacks for codes a catalogue lacks, and the language negotiation of the edges.
 */
import { describe, expect, it } from 'vitest';
import { asSentence, format, msg, negotiateLanguage, text, translator, type Message } from '../../../src/i18n/index';
import { acceptLanguageTags } from '../../../src/i18n/languages';

const black = { game: 'morris', seat: 1 };

describe('format', () => {
  it('places cells and seats, and says "a man of that seat" in each language', () => {
    const m = msg('guidance.step.put', { cell: 'a7', man: black });
    expect(format(m, 'en')).toBe('put a black man on a7');
    expect(format(m, 'de')).toBe('setze einen schwarzen Stein auf a7');
    const turn = msg('guidance.step.turn', { cell: 'd2', seat: { game: 'morris', seat: 0 }, man: { game: 'morris', seat: 0 } });
    expect(format(turn, 'en')).toBe('the man on d2 should be White: put a white man there instead');
    expect(format(turn, 'de')).toBe('auf d2 gehört ein Stein von Weiß: setze stattdessen einen weißen Stein dorthin');
  });

  it('says a Morris loss by men once: "lost all but two", or how few are left after a double capture', () => {
    const lost = (n: number) => msg('morris.status.lost-all-but-two', { seat: black, n });
    expect(format(lost(2), 'en')).toBe('Black has lost all but two men and so loses the game');
    expect(format(lost(1), 'en')).toBe('Black has only one man left and so loses the game');
    expect(format(lost(0), 'en')).toBe('Black has no men left and so loses the game');
    expect(format(lost(2), 'de')).toBe('Schwarz hat alle Steine bis auf zwei verloren und damit die Partie verloren');
    expect(format(lost(1), 'de')).toBe('Schwarz hat nur noch einen Stein und damit die Partie verloren');
    expect(format(lost(0), 'de')).toBe('Schwarz hat keinen Stein mehr und damit die Partie verloren');
  });

  it('names a seat of a game it does not know by number', () => {
    expect(text('en', 'guidance.step.put', { cell: 'x', man: { game: 'chess', seat: 2 } })).toBe('put a man of player 3 on x');
    expect(text('de', 'guidance.step.put', { cell: 'x', man: { game: 'chess', seat: 2 } })).toBe('setze einen Stein von Spieler 3 auf x');
  });

  it('shows the code of a message no catalogue knows (a host of another version) rather than nothing', () => {
    expect(format({ code: 'future.thing', params: {} } as unknown as Message, 'de')).toBe('future.thing');
  });

  it('never throws on a parameter of the wrong shape', () => {
    const bad = { code: 'guidance.step.put', params: { cell: 7, man: 'white' } } as unknown as Message;
    expect(format(bad, 'en')).toBe('put a man of player 1 on 7');
  });

  it('gives the same text when asked again, past the bound of the texts it keeps (issue 19), and says numbers JSON cannot write (NaN, Infinity) as ICU does', () => {
    const resumed = (n: number) => msg('host.resumed', { game: 'morris', n });
    for (let round = 0; round < 2; round++) {
      // More different texts than the cache holds (4000), so it is emptied on the way and filled again.
      for (let n = 0; n < 4500; n += 1) expect(format(resumed(n), 'en')).toBe(`resumed Nine Men's Morris after ${n.toLocaleString('en-GB')} ${n === 1 ? 'ply' : 'plies'}`);
      expect(format(resumed(1), 'de')).toBe('Mühle nach 1 Halbzug fortgesetzt');
    }
    expect(format(resumed(Number.NaN), 'en')).toBe("resumed Nine Men's Morris after NaN plies");
    expect(format(resumed(Number.POSITIVE_INFINITY), 'en')).toBe("resumed Nine Men's Morris after ∞ plies");
  });
});

describe('asSentence', () => {
  it('capitalises the first letter and adds a full stop once', () => {
    expect(asSentence("it is Black's turn", 'en')).toBe("It is Black's turn.");
    expect(asSentence('nimm den Stein von d3.', 'de')).toBe('Nimm den Stein von d3.');
    expect(asSentence('', 'de')).toBe('');
  });
});

describe('translator', () => {
  it('binds a language', () => {
    const de = translator('de');
    expect(de.lang).toBe('de');
    expect(de.t('guidance.step.lift', { cell: 'd3' })).toBe('nimm den Stein von d3');
    expect(de.say(msg('app.loading'))).toBe('Wird geladen …');
  });
});

describe('negotiateLanguage', () => {
  it('takes the first tag Parlour speaks, by its primary subtag', () => {
    expect(negotiateLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(negotiateLanguage(['de_CH.UTF-8'])).toBe('de');
    expect(negotiateLanguage(['EN-us'])).toBe('en');
  });

  it('falls back to English for nothing, C, POSIX or unknown languages', () => {
    expect(negotiateLanguage([])).toBe('en');
    expect(negotiateLanguage(['C', 'POSIX', undefined, '', 'ja-JP'])).toBe('en');
  });
});

describe('acceptLanguageTags (an HTTP Accept-Language header, RFC 9110 §12.5.4)', () => {
  it('orders the ranges by weight, equal weights as written, and drops q=0, * and malformed ranges', () => {
    expect(acceptLanguageTags('fr;q=1, de-AT;q=0.8, en;q=0.5')).toEqual(['fr', 'de-AT', 'en']);
    expect(acceptLanguageTags('de;q=0.2, en-US;q=0.9, ja')).toEqual(['ja', 'en-US', 'de']);
    expect(acceptLanguageTags('en, de')).toEqual(['en', 'de']);
    expect(acceptLanguageTags('de;q=0, *;q=0.5, <b>, en;q=2, it;q=x, nl ; Q=0.3')).toEqual(['nl']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });

  it('gives negotiateLanguage the person\'s best language Parlour speaks', () => {
    expect(negotiateLanguage(acceptLanguageTags('fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7'))).toBe('de');
    expect(negotiateLanguage(acceptLanguageTags('de;q=0.1, en-GB;q=0.6'))).toBe('en');
  });
});

describe('sentences the newcomer read wrongly', () => {
  it('Archery\'s only choice keeps the arrow\'s space and the spaces it moves apart ("the arrow on 8 9 spaces")', () => {
    const m = { seat: { game: 'archery', seat: 0 }, spin: msg('moves.spin.words', { a: 4, b: 5, doublet: 'no' }), sum: 9, from: 'space', space: 8, board: 'no' } as const;
    expect(text('en', 'moves.archery.only-choice', m)).toMatch(/: move the arrow on 8 forward 9 spaces \(the only choice\)\.$/);
    expect(text('de', 'moves.archery.only-choice', m)).toMatch(/: ziehe den Pfeil auf 8 um 9 Felder vor \(die einzige Möglichkeit\)\.$/);
  });
});
