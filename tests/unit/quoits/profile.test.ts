/**
 * The Quoits board profile (`firmware-protocol/profiles/quoits.json`) loads with the profile loader
 * and maps exactly the cells of the Quoits physical model (the default layout's space ids), one
 * sensor each.
 */
import { describe, expect, it } from 'vitest';
import { KNOWN_CELLS } from '../../../firmware-protocol/cells';
import { layoutFor } from '../../../firmware-protocol/profile';
import { listProfiles, loadProfile } from '../../../firmware-protocol/profile-files';
import { quoits } from '../../../src/games/quoits/index';

const cellsOf = (g: string) => (g === 'quoits' ? quoits.physical!.cells : KNOWN_CELLS[g as keyof typeof KNOWN_CELLS]);

describe('the quoits board profile', () => {
  it('is bundled and loads, covering every quoit space of the default layout exactly', () => {
    expect(listProfiles()).toContain('quoits');
    const r = loadProfile('quoits', undefined, { cellsOf });
    if (!r.ok) throw new Error(r.error.message);
    const layout = layoutFor(r.value, 'quoits');
    expect(layout?.cells).toEqual(quoits.physical!.cells);
    expect(new Set(layout?.sensorOf.values()).size).toBe(32);
    expect(r.value.sensorCount).toBe(32);
  });

  it('would be refused if it missed a quoit space', () => {
    const r = loadProfile('quoits', undefined, { cellsOf: (g) => (g === 'quoits' ? [...quoits.physical!.cells, 'a-12'] : undefined) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('missing cells: a-12');
  });
});
