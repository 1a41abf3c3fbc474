/**
 * What a ply did to the men (`src/session/ply-changes.ts`; issue 14: move lists that say "where each man
 * went and what collided"): a Morris move and capture, and a Quoits pitch that hits a man already there.
 */
import { describe, expect, it } from 'vitest';
import { morris } from '../../../src/games/morris/index';
import { quoits } from '../../../src/games/quoits/index';
import type { AnyGame } from '../../../src/core/game';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { manChanges } from '../../../src/session/ply-changes';

function play(game: AnyGame, pos: unknown, move: string): unknown {
  return unwrap(game.play(pos, unwrap(game.parseMove(move))));
}

describe('manChanges', () => {
  it('a Morris man placed closing a row, and the man it takes', () => {
    const g = morris as AnyGame;
    let pos = unwrap(g.setup(unwrap(parseOptions(g.options, {})), 2));
    for (const m of ['d2', 'a7', 'd3', 'g7']) pos = play(g, pos, m);
    expect(manChanges(g, pos, play(g, pos, 'd1xa7'))).toEqual([{ seat: 0, to: 'd1' }, { seat: 1, from: 'a7' }]);
    const moved = play(g, play(g, pos, 'd1xa7'), 'a1');
    expect(manChanges(g, moved, moved)).toEqual([]);
  });

  it('a Quoits pitch onto a man already there: both men are told', () => {
    const g = quoits as AnyGame;
    let pos = unwrap(g.setup(unwrap(parseOptions(g.options, {})), 2));
    // Play the first legal move each time (spins in the order the game lists them) until a pitch moves two seats' men.
    let found: ReturnType<typeof manChanges> | undefined;
    for (let i = 0; i < 200 && g.status(pos).kind === 'ongoing'; i++) {
      const moves = g.legalMoves(pos);
      const m = moves[(i * 7) % moves.length]!;
      const next = unwrap(g.play(pos, m));
      const c = manChanges(g, pos, next);
      if (new Set(c.map((x) => x.seat)).size === 2) {
        found = c;
        break;
      }
      pos = next;
    }
    expect(found).toBeDefined();
    // One seat's man pitched on (to alone, or a move), the other's moved or taken off.
    expect(found!.some((c) => c.to !== undefined)).toBe(true);
    expect(found!.some((c) => c.from !== undefined)).toBe(true);
  });
});
