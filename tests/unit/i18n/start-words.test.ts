/**
 * The start screen's words against the games' declarations (issue 14, "Plain words on the start
 * screen": "Options shown by a label in words, with the sentence from the game's documentation, never an
 * identifier"): every rule option of every game has a label, a plain sentence and why it is a choice, every value of a
 * choice a name, every preset a name and a note, every computer level a name and a line, in every
 * language; and none of them shows an identifier or a backtick.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/index';
import { describeGame } from '../../../src/api/catalogue';
import { LANGUAGE_CODES } from '../../../src/i18n/index';
import { hasWords, levelName, optionDoc, optionHelp, optionLabel, optionWhy, plain, presetChoices, valueLabel } from '../../../renderer/src/lib/start-words';
import en from '../../../src/i18n/locales/en.json';

const infos = GAMES.map(describeGame);

describe('the start screen has words for', () => {
  it.each(infos.map((g) => [g.id, g] as const))('every option, value, preset and level of %s', (_, g) => {
    const codes = [
      `start.about.${g.id}`,
      ...g.options.flatMap((o) => [
        `start.option.${g.id}.${o.key}.label`,
        `start.option.${g.id}.${o.key}.help`,
        `start.option.${g.id}.${o.key}.why`,
        ...(o.gap ? [`start.option.${g.id}.${o.key}.doc`] : []),
        ...(o.control.kind === 'choice' ? o.control.values.map((v) => `start.option.${g.id}.${o.key}.value.${v}`) : []),
      ]),
      ...Object.keys(g.presets).flatMap((p) => [`start.preset.${g.id}.${p}.label`, `start.preset.${g.id}.${p}.note`]),
      ...g.levels.map((l) => `start.level-name.${l.name}`),
    ];
    expect(codes.filter((c) => !hasWords(c))).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s, and none of them is an identifier or has backticks', (lang) => {
    for (const g of infos) {
      // The game's identifiers that are not also words: option keys, and values in camelCase or kebab-case.
      const ids = g.options.flatMap((o) => [o.key, ...(o.control.kind === 'choice' ? o.control.values : [])]).filter((w) => /[A-Z-]/.test(w));
      for (const o of g.options) {
        const shown = [optionLabel(lang, g.id, o), optionHelp(lang, g.id, o), optionWhy(lang, g.id, o)];
        if (o.control.kind === 'choice') for (const v of o.control.values) shown.push(valueLabel(lang, g.id, o, v));
        for (const s of shown) {
          expect(s, `${g.id}.${o.key}`).not.toMatch(/`|\[object/);
          for (const id of ids) expect(s, `${g.id}.${o.key}`).not.toContain(id);
        }
        expect(optionLabel(lang, g.id, o)).not.toBe(o.key);
      }
      for (const l of g.levels) expect(levelName(lang, l.name)).not.toBe(l.name);
    }
  });
});

describe("an option's whole documentation", () => {
  it.each(infos.map((g) => [g.id, g] as const))('of %s is the core\'s word for word in English, and translated in every other language', (_, g) => {
    for (const o of g.options.filter((x) => x.gap)) {
      expect(optionDoc('en', g.id, o), `${g.id}.${o.key}`).toBe(plain(o.gap));
      for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) expect(optionDoc(lang, g.id, o), `${lang}: ${g.id}.${o.key}`).not.toBe(plain(o.gap));
    }
    expect(en.start.option.morris.flying.doc).toContain('Sat all moves must be along the lines');
  });

  it('quotes the sheet in English in German, with the translation beside it', () => {
    const flying = infos.find((g) => g.id === 'morris')!.options.find((o) => o.key === 'flying')!;
    expect(optionDoc('de', 'morris', flying)).toContain('„Sat all moves must be along the lines, always moving to the next space.“ („Alle Züge müssen entlang der Linien gehen');
  });
});

describe('the rule sets offered', () => {
  const game = (id: string) => infos.find((g) => g.id === id)!;

  it('name a preset that changes nothing together with the defaults, not as a second entry (Archery, Spoof: sheet)', () => {
    for (const id of ['archery', 'spoof']) {
      const choices = presetChoices('en', game(id));
      expect(choices.map((c) => c.value)).not.toContain('sheet');
      expect(choices[0]).toMatchObject({ value: '', label: "Parlour's defaults: the rule sheet", changes: [] });
    }
    expect(presetChoices('de', game('spoof'))[0]!.label).toBe('Parlours Grundeinstellung: das Regelblatt');
  });

  it('list a preset that differs with the options it changes (Morris: sheet takes two men for two mills; modern flies)', () => {
    const choices = presetChoices('en', game('morris'));
    expect(choices.map((c) => [c.value, c.label, c.changes])).toEqual([
      ['', "Parlour's defaults", []],
      ['sheet', 'The rule sheet to the letter', ['millCaptures']],
      ['modern', "Today's club rules", ['flying']],
    ]);
    expect(presetChoices('de', game('morris'))[2]!.label).toBe('Heutige Vereinsregeln');
  });

  it('offer no picker entries but the defaults for a game without presets (Not Made in Germany)', () => {
    expect(presetChoices('en', game('not-made-in-germany')).map((c) => c.value)).toEqual(['']);
  });
});
