/** The start screen's catalogue is derived from each game's OptionsSpec (issue 5 §2 "the rule options"). */
import { describe, expect, it } from 'vitest';
import { describeGame, CatalogueSchema, buildCatalogue } from '../../../src/api';
import { GAMES, findGame } from '../../../src/games';
import { en } from '../support/text';

describe('describeGame', () => {
  it('describes Morris with a control, default and sheet gap for each option', () => {
    const morris = findGame('morris');
    expect(morris).toBeDefined();
    const info = describeGame(morris!);
    expect(info.minPlayers).toBe(2);
    expect(info.seats.map((s) => s.name)).toEqual(['White', 'Black']);
    const byKey = Object.fromEntries(info.options.map((o) => [o.key, o]));
    expect(byKey.flying?.control).toEqual({ kind: 'boolean' });
    expect(byKey.flying?.default).toBe(false);
    expect(byKey.blocked?.control).toEqual({ kind: 'choice', values: ['loses', 'draw'] });
    expect(byKey.repetition?.control).toMatchObject({ kind: 'integer', min: 0, max: 10 });
    expect(byKey.flying?.gap).toContain('Sat all moves must be along the lines');
    expect(Object.keys(info.presets)).toEqual(expect.arrayContaining(['sheet', 'modern']));
    expect(info.defaultPreset).toBeUndefined();
    expect(info.physical).toBe(true);
    expect(info.levels.map((l) => l.name)).toEqual(['beginner', 'easy', 'medium', 'hard', 'expert', 'master']);
    expect(en(info.levels[0]!.description)).toMatch(/^Looks one move ahead/);
  });

  it('offers levels for every game whose computer has choices to make, none for Quoits', () => {
    expect(describeGame(findGame('quoits')!).levels).toEqual([]);
    expect(GAMES.filter((g) => describeGame(g).levels.length >= 3).map((g) => g.id).sort()).toEqual(['archery', 'morris', 'not-made-in-germany', 'spoof']);
  });

  it('describes every registered game in a form the renderer accepts', () => {
    const cat = buildCatalogue(GAMES, [{ name: 'morris-archery', title: 'Morrice and Archery', games: ['morris', 'archery'] }]);
    expect(CatalogueSchema.safeParse(JSON.parse(JSON.stringify(cat))).success).toBe(true);
    expect(cat.games.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
  });
});
