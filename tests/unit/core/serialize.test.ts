import { describe, expect, it } from 'vitest';
import { positionFromJson, positionToJson } from '../../../src/core/serialize';
import { GAMES, findGame } from '../../../src/games/index';
import { en } from '../support/text';

/** Plays up to `plies` first-listed legal moves from the start, to get past trivial start positions. */
function advance(game: (typeof GAMES)[number], plies: number): unknown {
  const pos = game.setup(game.options.schema.parse({}), game.players.min);
  if (!pos.ok) throw new Error(en(pos.error.message));
  let p: unknown = pos.value;
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves(p);
    const next = moves.length === 0 ? undefined : game.play(p, moves[Math.floor(moves.length / 2)]);
    if (next === undefined || !next.ok) break;
    p = next.value;
  }
  return p;
}

describe('position JSON', () => {
  for (const game of GAMES) {
    it(`round-trips a ${game.id} position through JSON text`, () => {
      const pos = advance(game, 7);
      const json = JSON.parse(JSON.stringify(positionToJson(game, pos)));
      const back = positionFromJson(json, findGame);
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      expect(back.value.game.id).toBe(game.id);
      expect(game.formatPosition(back.value.position)).toBe(game.formatPosition(pos));
      expect(game.optionsOf(back.value.position)).toEqual(game.optionsOf(pos));
    });
  }

  it('refuses a wrong shape, naming the field', () => {
    const r = positionFromJson({ format: 'parlour-position', version: 2, game: 'morris', options: {}, position: '' }, findGame);
    expect(r).toMatchObject({ ok: false, error: { code: 'json/shape' } });
    if (!r.ok) expect(en(r.error.message)).toMatch(/version/);
    expect(positionFromJson('morris', findGame)).toMatchObject({ ok: false, error: { code: 'json/shape' } });
  });

  it('refuses an unknown game, refused options and bad notation with their own codes', () => {
    const base = { format: 'parlour-position', version: 1, options: {}, position: '........................ w 9 9' };
    expect(positionFromJson({ ...base, game: 'chess' }, findGame)).toMatchObject({ ok: false, error: { code: 'json/unknown-game' } });
    expect(positionFromJson({ ...base, game: 'morris', options: { castling: true } }, findGame)).toMatchObject({
      ok: false,
      error: { code: 'json/options' },
    });
    const bad = positionFromJson({ ...base, game: 'morris', position: 'WWW w 9 9' }, findGame);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).not.toMatch(/^json\//);
  });
});
