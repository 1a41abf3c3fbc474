/**
 * Every catalogue against the declaration of codes and parameters (src/i18n/codes/): no code missing in
 * any language, no key nobody declares, every entry valid ICU MessageFormat using exactly the declared
 * parameters (so no two languages differ in them), and every game and seat named (issue 15, "Done when":
 * "A test fails if any key is missing in either language, if a message's parameters differ between
 * languages").
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, LANGUAGE_CODES } from '../../../src/i18n/index';
import { INITIAL_CATALOGUES } from '../../../src/i18n/catalogues';
import { catalogueProblems, flattenCatalogue } from '../../../src/i18n/check';
import { GAMES } from '../../../src/games/index';

describe('the catalogues', () => {
  it.each(LANGUAGE_CODES)('%s has every declared code with exactly its parameters, and nothing else', (lang) => {
    expect(catalogueProblems(MESSAGES, INITIAL_CATALOGUES[lang] ?? {})).toEqual([]);
  });

  it('name every game and each of its seats', () => {
    const keys = GAMES.flatMap((g) => [`game.${g.id}.name`, ...g.players.seats.flatMap((_, i) => [`game.${g.id}.seat.${i}`, `game.${g.id}.man.${i}`])]);
    for (const key of keys) expect(Object.hasOwn(MESSAGES, key), key).toBe(true);
  });

  it('say the English seat names of the game declarations', () => {
    const en = flattenCatalogue(INITIAL_CATALOGUES.en ?? {});
    for (const g of GAMES) g.players.seats.forEach((s, i) => expect(en.get(`game.${g.id}.seat.${i}`), `${g.id} seat ${i}`).toBe(s.name));
  });
});

describe('the catalogue checker', () => {
  const declared = {
    'a.lift': { cell: 'cell' },
    'a.count': { n: 'number' },
    'a.rule': { blocked: ['loses', 'draw'] },
  } as const;
  const good = { a: { lift: 'lift {cell}', count: '{n, plural, one {# man} other {# men}}', rule: '{blocked, select, loses {loses} draw {draw} other {?}}' } };

  it('finds nothing wrong with a right catalogue', () => {
    expect(catalogueProblems(declared, good)).toEqual([]);
  });

  it('refuses a missing code', () => {
    expect(catalogueProblems(declared, { a: { ...good.a, lift: undefined as unknown as string } })).toContainEqual({ code: 'a.lift', problem: 'is undefined, not a string' });
    const { lift: _lift, ...rest } = good.a;
    expect(catalogueProblems(declared, { a: rest })).toEqual([{ code: 'a.lift', problem: 'missing' }]);
  });

  it('refuses a key nobody declares', () => {
    expect(catalogueProblems(declared, { a: { ...good.a, extra: 'x' } })).toEqual([{ code: 'a.extra', problem: 'is not a declared code' }]);
  });

  it('refuses a dropped or an extra parameter (the languages would differ)', () => {
    expect(catalogueProblems(declared, { a: { ...good.a, lift: 'lift the man' } })).toEqual([{ code: 'a.lift', problem: 'does not use parameter {cell}' }]);
    expect(catalogueProblems(declared, { a: { ...good.a, lift: 'lift {cell} for {seat}' } })).toEqual([
      { code: 'a.lift', problem: 'uses {seat}, which is not a declared parameter' },
    ]);
  });

  it('refuses text that is not ICU MessageFormat', () => {
    const p = catalogueProblems(declared, { a: { ...good.a, lift: 'lift {cell' } });
    expect(p).toHaveLength(1);
    expect(p[0]!.problem).toMatch(/^does not parse as ICU MessageFormat/);
  });

  it('refuses plural on a parameter that is not a number, and select branches outside the choice', () => {
    expect(catalogueProblems(declared, { a: { ...good.a, lift: '{cell, plural, other {x}}' } })).toEqual([
      { code: 'a.lift', problem: 'uses {cell, plural} but cell is declared "cell", not "number"' },
    ]);
    expect(catalogueProblems(declared, { a: { ...good.a, rule: '{blocked, select, loses {l} drawn {d} other {?}}' } })).toEqual([
      { code: 'a.rule', problem: 'select branch "drawn" of blocked is not one of loses, draw' },
    ]);
  });

  it('refuses a choice that ICU cannot select on', () => {
    expect(catalogueProblems({ 'a.c': { why: ['two-rows', 'other'] } }, { a: { c: '{why, select, other {x}}' } })).toEqual([
      { code: 'a.c', problem: 'choice "two-rows" of why cannot be an ICU select key (letters, digits and _ only)' },
    ]);
  });

  it('refuses a parameter name that i18next reads itself', () => {
    expect(catalogueProblems({ 'a.n': { count: 'number' } }, { a: { n: '{count}' } })).toEqual([{ code: 'a.n', problem: 'parameter name "count" is reserved by i18next' }]);
  });
});
