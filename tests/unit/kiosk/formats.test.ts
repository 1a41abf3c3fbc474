/**
 * The short formats (src/kiosk/formats.ts; kiosk-practice K15: "each game offers a ≤ 5-minute mode
 * (puzzle, endgame, shortened game)") and the visitor's texts per game (K14: "a goal sentence ... literal
 * first-move instructions"; K16: "≤ 120 words + 1 image per game, with source").
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type AnyGame } from '../../../src/core/game';
import { startOf } from '../../../src/core/start';
import { findGame } from '../../../src/games/index';
import { LANGUAGE_CODES, text, type MessageCode } from '../../../src/i18n/index';
import { defaultKioskConfig } from '../../../src/kiosk/config';
import { PARLOUR_SHORT_FORMATS, planFormat } from '../../../src/kiosk/formats';
import { en } from '../support/text';

const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('short formats', () => {
  it.each(GAME_IDS)('%s: the five-minute format starts a game that is going on', (id) => {
    const plan = planFormat(defaultKioskConfig(), id, 'short')!;
    expect(plan.computer).toBe(true);
    const game = findGame(id) as AnyGame;
    const begun = startOf(game, plan.options, 2, plan.start);
    expect(begun.ok, begun.ok ? '' : en(begun.error.message)).toBe(true);
    if (begun.ok) {
      expect(game.status(begun.value.position).kind).toBe('ongoing');
      expect(game.legalMoves(begun.value.position).length).toBeGreaterThan(0);
    }
  });

  it('shortens each game the way the issue asks: a late position, a shorter match, a shot limit', () => {
    expect(PARLOUR_SHORT_FORMATS.morris.start).toBeDefined();
    expect(PARLOUR_SHORT_FORMATS['not-made-in-germany'].start).toBeDefined();
    expect(PARLOUR_SHORT_FORMATS.quoits.options).toEqual({ goal: 'one-game' });
    expect(PARLOUR_SHORT_FORMATS.archery.start).toMatch(/arrows:\d/);
    expect(PARLOUR_SHORT_FORMATS.spoof.options).toEqual({ shotLimit: 30 });
  });

  it('plays a quick game against the computer and a pair game between two visitors, with the offered options', () => {
    const config = { games: [{ game: 'morris' as const, options: { flying: true }, strength: 'beginner' as const }] };
    expect(planFormat(config, 'morris', 'quick')).toEqual({ game: 'morris', format: 'quick', computer: true, options: { flying: true } });
    expect(planFormat(config, 'morris', 'pair')).toMatchObject({ computer: false, options: { flying: true } });
    expect(planFormat(config, 'morris', 'short')?.options).toEqual({ flying: true, noCaptureLimit: 40 });
    expect(planFormat(config, 'spoof', 'quick')).toBeUndefined();
  });
});

describe('the visitor texts of each game', () => {
  it.each(LANGUAGE_CODES.flatMap((lang) => GAME_IDS.map((id) => [lang, id] as const)))('%s %s: a history card of at most 120 words, with its picture and source', (lang, id) => {
    const card = text(lang, `kiosk.history.${id}` as MessageCode as 'kiosk.history.morris');
    expect(words(card)).toBeGreaterThan(60);
    expect(words(card)).toBeLessThanOrEqual(120);
    expect(text(lang, `kiosk.picture.${id}` as 'kiosk.picture.morris')).toMatch(/\w/);
    expect(text(lang, `kiosk.source.${id}` as 'kiosk.source.morris')).toMatch(/\w/);
  });

  it.each(LANGUAGE_CODES.flatMap((lang) => GAME_IDS.map((id) => [lang, id] as const)))('%s %s: the goal in one sentence and three first instructions', (lang, id) => {
    const goal = text(lang, `kiosk.goal.${id}` as 'kiosk.goal.morris');
    expect(goal.match(/[.!?](\s|$)/g)).toHaveLength(1);
    for (const n of [1, 2, 3]) expect(text(lang, `kiosk.step${n}.${id}` as 'kiosk.step1.morris')).toMatch(/\.$/);
  });
});
