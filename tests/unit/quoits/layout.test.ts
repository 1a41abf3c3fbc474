/**
 * Quoit layouts: the shipped reconstruction (`src/games/quoits/default-layout.json`) and the validated
 * loader museums use for their own boards (clear errors with JSON paths), and playing on a custom layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_QUOIT_LAYOUT,
  indexLayout,
  layoutFitsFaces,
  loadQuoitLayout,
  parseQuoitLayoutJson,
  quoits,
  quoitsPhysical,
  scoreBoard,
  type QuoitLayout,
} from '../../../src/games/quoits/index';
import { menOf, playAll } from './helpers';

const file = join(import.meta.dirname, '../../../src/games/quoits/default-layout.json');

/** A deep copy of the default layout as plain JSON, to damage in tests. */
function copy(): { sets: { id: string; spaces: Record<string, unknown>[] }[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function issuesOf(raw: unknown): string[] {
  const r = loadQuoitLayout(raw);
  if (r.ok) throw new Error('the damaged layout was accepted');
  expect(r.error.code).toBe('quoits/bad-layout');
  expect(r.error.message).toContain('not a usable quoit layout');
  return [...r.error.issues];
}

describe('the default layout (the reconstruction of docs/games/quoits.md)', () => {
  const ix = indexLayout(DEFAULT_QUOIT_LAYOUT);

  it('loads from its JSON file and has sixteen spaces a set: the hub, six doublets, nine numbers', () => {
    // DEFAULT_QUOIT_LAYOUT is the file taken as it stands (not parsed at load): the loader must accept
    // it and give back the very same value.
    expect(unwrap(parseQuoitLayoutJson(readFileSync(file, 'utf8')))).toStrictEqual(DEFAULT_QUOIT_LAYOUT);
    for (const set of DEFAULT_QUOIT_LAYOUT.sets) {
      expect(set.spaces).toHaveLength(16);
      expect(set.spaces.filter((s) => s.kind === 'hub')).toHaveLength(1);
      expect(set.spaces.filter((s) => s.kind === 'doublet').map((s) => s.value).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(set.spaces.filter((s) => s.kind === 'number').map((s) => s.value).sort((a, b) => a! - b!)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    }
    expect(layoutFitsFaces(DEFAULT_QUOIT_LAYOUT, [1, 2, 3, 4, 5, 6])).toEqual([]);
  });

  it('is one line per set from the rim to the hub: behind and front agree, distances fall towards the hub', () => {
    for (const set of DEFAULT_QUOIT_LAYOUT.sets) {
      const byId = new Map(set.spaces.map((s) => [s.id, s]));
      let s = set.spaces.find((x) => x.behind === null)!;
      const line = [s.id];
      while (s.front !== null) {
        const next = byId.get(s.front)!;
        expect(next.behind).toBe(s.id);
        expect(next.distance).toBeLessThan(s.distance);
        s = next;
        line.push(s.id);
      }
      expect(s.kind).toBe('hub');
      expect(line.map((id) => id.slice(2))).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', '3', '11', '4', '10', '5', '9', '6', '8', '7', 'hub']);
    }
  });

  it('gives each distance as the drawn distance from the hub (mm), with room for the men', () => {
    for (const set of DEFAULT_QUOIT_LAYOUT.sets) {
      const hub = set.spaces.find((s) => s.kind === 'hub')!;
      for (const s of set.spaces) expect(Math.hypot(s.x - hub.x, s.y - hub.y)).toBeCloseTo(s.distance, 0);
      for (const a of set.spaces) for (const b of set.spaces) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(20);
    }
  });

  it('names the sensor-board cells by space id, one man per cell', () => {
    expect(quoits.physical!.cells).toEqual(ix.spaces.map((s) => s.id));
    expect(quoits.physical!.cells).toHaveLength(32);
    expect(quoits.physical!.cells).toContain('a-hub');
    expect(quoits.physical!.cells).toContain('b-d6');
  });
});

describe('loading a museum layout', () => {
  it('refuses text that is not JSON', () => {
    const r = parseQuoitLayoutJson('{ "format": ');
    expect(r).toMatchObject({ ok: false, error: { code: 'quoits/bad-layout' } });
    if (!r.ok) expect(r.error.message).toContain('not valid JSON');
  });

  it('refuses a wrong format, a missing set and unknown keys, naming the path', () => {
    expect(issuesOf({ ...copy(), format: 'something-else' }).join('\n')).toContain('format');
    const one = copy();
    one.sets = one.sets.slice(0, 1);
    expect(issuesOf(one).join('\n')).toContain('exactly two sets');
    const extra = copy();
    extra.sets[0]!.spaces[0]!['colour'] = 'red';
    expect(issuesOf(extra).join('\n')).toContain('sets[0].spaces[0]');
  });

  it('checks references, hubs, values, distances and the board edges, listing every problem', () => {
    const bad = copy();
    const a = bad.sets[0]!.spaces;
    a[0]!['front'] = 'b-d2'; // a space of the other set
    a[1]!['behind'] = 'a-d2'; // itself
    a[2]!['id'] = 'a-d1'; // a duplicate id
    a[3]!['value'] = 5; // a second doublet 5
    a[6]!['distance'] = 0; // only the hub is at 0
    a[7]!['x'] = 500; // off the board
    delete a[8]!['value'];
    a[15]!['distance'] = 3; // the hub
    bad.sets[1]!.spaces[15]!['kind'] = 'number';
    bad.sets[1]!.spaces[15]!['value'] = 12;
    const issues = issuesOf(bad);
    const all = issues.join('\n');
    expect(all).toContain('sets[0].spaces[0].front: "b-d2" is not a space of set "a"');
    expect(all).toContain('sets[0].spaces[1].behind: a space cannot be behind itself');
    expect(all).toContain('sets[0].spaces[2].id: the space id "a-d1" is already used at sets[0].spaces[0]');
    expect(all).toContain('sets[0].spaces[4].value: set "a" already has a doublet space for 5 ("a-d4")');
    expect(all).toContain('sets[0].spaces[6].distance: only the hub is at distance 0');
    expect(all).toContain('sets[0].spaces[7]: the centre (500, ');
    expect(all).toContain('sets[0].spaces[8].value: a number space needs a value');
    expect(all).toContain('sets[0].spaces[15].distance: the hub is at distance 0');
    expect(all).toContain('set "b" must have exactly one hub, not 0');
    expect(issues.length).toBeGreaterThanOrEqual(9);
  });

  it('refuses cell names a board profile could not use', () => {
    const bad = copy();
    bad.sets[0]!.spaces[0]!['id'] = 'A 1';
    expect(issuesOf(bad).join('\n')).toContain('sets[0].spaces[0].id');
  });

  it('reports which throws a layout cannot catch, and setup refuses it', () => {
    expect(layoutFitsFaces(DEFAULT_QUOIT_LAYOUT, [1, 2, 3, 4, 5, 6, 7])).toEqual([
      'set "a" has no doublet space for 7-7',
      'set "a" has no number space for 12',
      'set "a" has no number space for 13',
      'set "b" has no doublet space for 7-7',
      'set "b" has no number space for 12',
      'set "b" has no number space for 13',
    ]);
    const o = unwrap(parseOptions(quoits.options, { faces: [1, 2, 3, 4, 5, 6, 7] }));
    const r = quoits.setup(o, 2);
    expect(r).toMatchObject({ ok: false, error: { code: 'setup/layout-mismatch' } });
    // Fewer faces fit: 1-3 needs doublets 1..3 and numbers 3..5.
    expect(layoutFitsFaces(DEFAULT_QUOIT_LAYOUT, [1, 2, 3])).toEqual([]);
  });

  it('an invalid layout given as an option is refused by the options gate with the same sentences', () => {
    const bad = copy();
    bad.sets[0]!.spaces[0]!['front'] = 'nowhere';
    const r = parseOptions(quoits.options, { layout: bad });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.issues.join('; ')).toContain('"nowhere" is not a space of set "a"');
  });
});

/** A museum board drawn as two rings: six doublets round the hub, nine numbers outside, equal distances per ring. */
function ringLayout(): QuoitLayout {
  const set = (id: string, cx: number) => {
    const doublets = [1, 2, 3, 4, 5, 6].map((v, i) => ({
      id: `${id}${v}${v}`,
      label: `${v}-${v}`,
      kind: 'doublet' as const,
      value: v,
      x: cx + 30 * Math.cos((i * Math.PI) / 3),
      y: 100 + 30 * Math.sin((i * Math.PI) / 3),
      behind: `${id}n${3 + i}`,
      front: `${id}hub`,
      distance: 30,
    }));
    const numbers = [3, 4, 5, 6, 7, 8, 9, 10, 11].map((v, i) => ({
      id: `${id}n${v}`,
      label: String(v),
      kind: 'number' as const,
      value: v,
      x: cx + 60 * Math.cos((i * 2 * Math.PI) / 9),
      y: 100 + 60 * Math.sin((i * 2 * Math.PI) / 9),
      behind: null,
      front: `${id}${Math.min(6, Math.max(1, v - 2))}${Math.min(6, Math.max(1, v - 2))}`,
      distance: 60,
    }));
    const hub = { id: `${id}hub`, label: 'Hub', kind: 'hub' as const, x: cx, y: 100, behind: null, front: null, distance: 0 };
    return { id, name: `Set ${id}`, spaces: [...doublets, ...numbers, hub] };
  };
  return unwrap(
    loadQuoitLayout({ format: 'parlour-quoits-layout', version: 1, name: 'Two rings', units: 'mm', board: { width: 400, height: 200 }, sets: [set('l', 100), set('r', 300)] }),
  );
}

describe('playing on a museum layout', () => {
  it('plays by its spaces and names its cells', () => {
    const layout = ringLayout();
    const o = unwrap(parseOptions(quoits.options, { layout }));
    let p = unwrap(quoits.setup(o, 2));
    p = playAll(p, '6+6; 1+1; 2+2; 2+2');
    // The doublet 2-2 space's rear space (n4) is vacant, so the first comer is set back onto it.
    expect(menOf(p)).toBe('ln4@0,l22@1');
    expect(quoitsPhysical(layout).cells).toHaveLength(32);
    expect(Object.keys(quoitsPhysical(layout).contents(p))).toContain('lhub');
  });

  it('nearestTies: first-pitched ranks equal distances by pitch order; shared-rank (default) gives each the better place', () => {
    const layout = ringLayout();
    const text = 'players:2 lead:- order:0,1 pitched:3 men:ln5@1,ln9@0,ln7@0 history:-';
    const first = unwrap(quoits.parsePosition(text, unwrap(parseOptions(quoits.options, { layout, nearestTies: 'first-pitched' }))));
    expect(scoreBoard(first).nearest.map((n) => `${n.space}@${n.owner}:${n.place}:${n.points}`)).toEqual(['ln5@1:1:5', 'ln9@0:2:3', 'ln7@0:3:1']);
    const shared = unwrap(quoits.parsePosition(text, unwrap(parseOptions(quoits.options, { layout }))));
    expect(scoreBoard(shared).nearest.map((n) => `${n.space}@${n.owner}:${n.place}:${n.points}`)).toEqual(['ln5@1:1:5', 'ln9@0:1:5', 'ln7@0:1:5']);
    expect(scoreBoard(shared).lines.map((l) => l.nearest)).toEqual([10, 5]);
  });
});
