/** The how-to page's first moves (renderer/src/kiosk/demos.ts): every ply plays under the game's own rules. */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/core/game';
import { DEMOS, demoFrames } from '../../../renderer/src/kiosk/demos';

describe('how-to demonstrations', () => {
  it.each(GAME_IDS)('%s: the start and one frame per ply, each a different position', (id) => {
    const frames = demoFrames(id);
    expect(frames).toHaveLength(DEMOS[id].moves.length + 1);
    expect(frames[0]!.lastMove).toBeUndefined();
    expect(new Set(frames.map((f) => f.position)).size).toBe(frames.length);
  });
});
