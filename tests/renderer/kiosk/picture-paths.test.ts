/// <reference lib="dom" />
/**
 * The games' pictures draw many equal squares and dots as one path each (issue 19: first paint,
 * `renderer/src/kiosk/pictures/paths.ts`). The path data holds one closed subpath per shape, at the
 * shape's place, so the pictures still draw what their docstrings say: the Not Made in Germany board of
 * nine by nine squares whose middle row has its ornaments and two plain squares, the Morris board's 24
 * points on three squares, Archery's line of sixteen spaces, Spoof's six squares at each end.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import Picture from '../../../renderer/src/kiosk/pictures/Picture.svelte';
import { boxesPath, dotsPath } from '../../../renderer/src/kiosk/pictures/paths';
import type { GameId } from '../../../src/core/game';

/** The start points (`M x y`) of the closed subpaths of path data `d`. */
function starts(d: string): { x: number; y: number }[] {
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

/** The path data of the picture of `game` whose classes (leaving out Svelte's scoping class) are exactly `classes`. */
function pathOf(game: GameId, classes: string): string {
  const { container } = render(Picture, { props: { game, label: game } });
  const own = (p: Element) => [...p.classList].filter((c) => !c.startsWith('svelte-')).join(' ');
  const path = [...container.querySelectorAll('path')].find((p) => own(p) === classes);
  expect(path, `a path of class "${classes}" in the ${game} picture`).toBeDefined();
  return path!.getAttribute('d')!;
}

describe('the pictures\' path data', () => {
  it('a box is one closed subpath from its top-left corner, round its width and height', () => {
    expect(boxesPath([{ x: 8, y: 10, w: 20, h: 5 }])).toBe('M8 10h20v5h-20z');
    expect(boxesPath([{ x: 0, y: 0, w: 1, h: 1 }, { x: 2, y: 3, w: 4, h: 5 }])).toBe('M0 0h1v1h-1zM2 3h4v5h-4z');
    expect(boxesPath([])).toBe('');
  });

  it('a dot is one closed subpath of two half circles of its radius round its centre', () => {
    expect(dotsPath([{ x: 20, y: 30 }], 3.5)).toBe('M16.5 30a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0z');
    expect(dotsPath([{ x: 1, y: 1 }, { x: 5, y: 5 }], 1).match(/z/g)).toHaveLength(2);
  });

  it('Not Made in Germany: 81 squares, of which the middle row\'s seven ornaments apart from its two plain squares', () => {
    const plain = starts(pathOf('not-made-in-germany', 'cell'));
    const ornaments = starts(pathOf('not-made-in-germany', 'cell ornament'));
    expect(plain.length + ornaments.length).toBe(81);
    // The board's squares are 20 units from (8, 8): the middle row (the fifth) is at y = 88.
    expect(ornaments.every((o) => o.y === 88)).toBe(true);
    expect(ornaments.map((o) => (o.x - 8) / 20)).toEqual([0, 1, 2, 4, 6, 7, 8]);
    expect(plain.filter((p) => p.y === 88).map((p) => (p.x - 8) / 20)).toEqual([3, 5]);
    // Every place on the nine by nine grid is drawn once.
    expect(new Set([...plain, ...ornaments].map((p) => `${p.x},${p.y}`)).size).toBe(81);
  });

  it('Morris: three squares and the 24 points', () => {
    expect(starts(pathOf('morris', 'line')).length).toBe(3);
    expect(pathOf('morris', 'point').match(/z/g)).toHaveLength(24);
  });

  it('Archery: the line of sixteen spaces in two rows of eight', () => {
    const spaces = starts(pathOf('archery', 'space'));
    expect(spaces).toHaveLength(16);
    expect(new Set(spaces.map((s) => s.y))).toEqual(new Set([156, 170]));
  });

  it('Spoof: six squares at each end', () => {
    const squares = starts(pathOf('spoof', 'square'));
    expect(squares.filter((s) => s.y === 10)).toHaveLength(6);
    expect(squares.filter((s) => s.y === 167)).toHaveLength(6);
  });
});
