/**
 * Journals and records store the rule options complete, as resolved (issue 12: "records and journals
 * store rule options as given, so a changed default ... silently changes the meaning of an unfinished
 * or saved game — store the resolved options"). That is only sound if, for every game, the resolved
 * options survive JSON and read back through the options gate as the very same options, whatever the
 * defaults and presets are.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';

describe('resolved options round-trip (issue 12)', () => {
  for (const game of GAMES) {
    it(`${game.id}: the options of a position, through JSON and the options gate, are the same options`, () => {
      for (const given of [{}, ...Object.keys(game.options.presets).map((preset) => ({ preset }))]) {
        const setup = unwrap(game.setup(unwrap(parseOptions(game.options, given)), game.players.min));
        const resolved = game.optionsOf(setup) as Record<string, unknown>;
        expect(Object.keys(resolved).sort(), JSON.stringify(given)).toEqual(Object.keys(game.options.shape).sort());
        const stored = JSON.parse(JSON.stringify(resolved)) as unknown;
        expect(unwrap(parseOptions(game.options, stored)), JSON.stringify(given)).toEqual(resolved);
      }
    });
  }
});
