/**
 * Board profiles (`PROTOCOL.md` §9): the bundled files, the validator's errors, and the generic path
 * that lets another game's profile (Quoits) be just another JSON file.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProfiles, loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor, parseProfile, profileJsonSchema, resolveCell, sensorName, type BoardProfile } from '../../../firmware-protocol/profile';
import { ARCHERY_SPACES, MORRIS_POINTS, NMIG_ORNAMENTS, NMIG_SQUARES } from '../../../firmware-protocol/cells';
import { profile } from './helpers';

const NMIG_SHEET = '000_bcb8c47de0459cfb.txt';
const ARCHERY_SHEET = '001_08482469b23ea4ed.txt';

function issuesOf(json: unknown): string[] {
  const r = parseProfile(json);
  if (r.ok) throw new Error('expected the profile to be refused');
  expect(r.error.code).toBe('profile/invalid');
  return r.error.issues.map((i) => `${i.path}: ${i.message}`);
}

const minimal = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  format: 1,
  name: 'test-board',
  title: 'Test',
  sensorCount: 4,
  games: { quoits: { cells: { 'q-1': 0, 'q-2': 1, hub: 2 } } },
  ...over,
});

describe('bundled profiles', () => {
  test('are listed by name', () => {
    expect(listProfiles()).toEqual(expect.arrayContaining(['morris-archery', 'not-made-in-germany']));
  });

  test('every bundled profile loads', () => {
    for (const name of listProfiles()) {
      const r = loadProfile(name);
      expect(r.ok, r.ok ? name : r.error.message).toBe(true);
    }
  });

  test(`not-made-in-germany maps the 74 usable squares (${NMIG_SHEET}: "No piece may move on to or over the ornamental squares")`, () => {
    const p = profile('not-made-in-germany');
    const layout = layoutFor(p, 'not-made-in-germany')!;
    expect(p.sensorCount).toBe(74);
    expect(layout.cells).toHaveLength(74);
    expect(new Set(layout.cells)).toEqual(new Set(NMIG_SQUARES));
    for (const ornament of NMIG_ORNAMENTS) expect(layout.sensorOf.has(ornament)).toBe(false);
    // The two plain squares of the middle row ("Between is one empty cell, an ornamental cell … and another empty cell").
    expect(layout.sensorOf.has('d5')).toBe(true);
    expect(layout.sensorOf.has('f5')).toBe(true);
    expect(new Set(layout.sensorOf.values()).size).toBe(74);
  });

  test(`morris-archery maps 24 points and the 23 archery spaces (${ARCHERY_SHEET}: "one continuous line of 23 spaces-7 in the target, and 16 outside")`, () => {
    const p = profile('morris-archery');
    expect(p.sensorCount).toBe(47);
    expect(new Set(layoutFor(p, 'morris')!.cells)).toEqual(new Set(MORRIS_POINTS));
    expect(layoutFor(p, 'archery')!.cells).toEqual(ARCHERY_SPACES);
    expect(resolveCell(p, 'a1')).toBe(0);
    expect(resolveCell(p, '1')).toBe(24);
    expect(resolveCell(p, 'archery:23')).toBe(46);
    expect(sensorName(p, 46)).toBe('23');
    expect(sensorName(p, 7)).toBe('d3');
  });

  test('an unknown name says which profiles exist', () => {
    const r = loadProfile('chess');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('profile/not-found');
      expect(r.error.message).toContain('morris-archery');
    }
  });
});

describe('a profile for another game is just a JSON file', () => {
  test('a Quoits profile with its own cell names loads from a folder of profiles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-profiles-'));
    writeFileSync(join(dir, 'test-board.json'), JSON.stringify(minimal()));
    expect(listProfiles(dir)).toEqual(['test-board']);
    const r = loadProfile('test-board', dir);
    expect(r.ok).toBe(true);
    if (r.ok) expect(layoutFor(r.value, 'quoits')!.sensorOf.get('hub')).toBe(2);
  });

  test('a file whose name differs from its "name" is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-profiles-'));
    writeFileSync(join(dir, 'other.json'), JSON.stringify(minimal()));
    const r = loadProfile('other', dir);
    expect(!r.ok && r.error.message).toContain('must match its file name');
  });

  test('a file that is not JSON is unreadable, with the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-profiles-'));
    writeFileSync(join(dir, 'broken.json'), '{ "format": 1, ');
    const r = loadProfile('broken', dir);
    expect(!r.ok && r.error.code).toBe('profile/unreadable');
  });

  test('an explicit .json path loads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-profiles-'));
    const file = join(dir, 'anything.json');
    writeFileSync(file, JSON.stringify(minimal()));
    expect(loadProfile(file).ok).toBe(true);
  });
});

describe('validation reports every problem with its path', () => {
  test('shape errors', () => {
    const issues = issuesOf({ format: 2, name: 'Bad Name', sensorCount: 0, games: {}, extra: true });
    expect(issues.join('\n')).toMatch(/format/);
    expect(issues.join('\n')).toMatch(/name/);
    expect(issues.join('\n')).toMatch(/sensorCount/);
    expect(issues.join('\n')).toMatch(/title/);
    expect(issues.join('\n')).toMatch(/extra/);
  });

  test('a sensor out of range, a sensor used twice, a bad cell name and an unknown game, all at once', () => {
    const issues = issuesOf(
      minimal({
        games: { quoits: { cells: { 'q-1': 0, 'q-2': 0, 'Q 3': 1, far: 9 } }, chess: { cells: { e4: 3 } } },
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        'games.quoits.cells.q-2: sensor 0 is already mapped to quoits:q-1',
        'games.quoits.cells.Q 3: cell name must be 1-16 of a-z, 0-9, -',
        'games.quoits.cells.far: sensor 9 is out of range (the board has sensors 0..3)',
        expect.stringMatching(/^games\.chess: unknown game id/),
      ]),
    );
  });

  test('a sensor shared between two games of one board is refused', () => {
    const issues = issuesOf(minimal({ sensorCount: 50, games: { quoits: { cells: { hub: 3 } }, spoof: { cells: { a: 3 } } } }));
    expect(issues).toContain('games.spoof.cells.a: sensor 3 is already mapped to quoits:hub');
  });

  test('a known game must be covered exactly', () => {
    const cells = Object.fromEntries(MORRIS_POINTS.slice(1).map((c, i) => [c, i]));
    const issues = issuesOf(minimal({ sensorCount: 30, games: { morris: { cells: { ...cells, d4: 29 } } } }));
    expect(issues).toEqual(['games.morris.cells: missing cells: a1', 'games.morris.cells: not cells of morris: d4']);
  });

  test('the cell check is injectable (a game registry can supply its own cell lists)', () => {
    const r = parseProfile(minimal(), { cellsOf: (g) => (g === 'quoits' ? ['q-1', 'q-2', 'hub', 'q-3'] : undefined) });
    expect(!r.ok && r.error.issues.map((i) => i.message)).toEqual(['missing cells: q-3']);
  });

  test('the message names the source and lists each issue', () => {
    const r = parseProfile({}, { source: 'boards/x.json' });
    expect(!r.ok && r.error.message).toMatch(/^boards\/x\.json is not a valid board profile \(\d+ problems\):\n {2}/);
  });
});

describe('cell resolution', () => {
  const twoGames: BoardProfile = (() => {
    const r = parseProfile(minimal({ sensorCount: 4, games: { quoits: { cells: { a: 0, b: 1 } }, spoof: { cells: { a: 2 } } } }));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  test('an ambiguous name needs its game', () => {
    expect(resolveCell(twoGames, 'a')).toBeUndefined();
    expect(resolveCell(twoGames, 'quoits:a')).toBe(0);
    expect(resolveCell(twoGames, 'spoof:a')).toBe(2);
    expect(resolveCell(twoGames, 'b')).toBe(1);
    expect(sensorName(twoGames, 2)).toBe('spoof:a');
    expect(sensorName(twoGames, 3)).toBe('#3');
  });
});

describe('profiles agree with the games', () => {
  test("every bundled profile covers exactly the cells of each game's physical model", async () => {
    const { findGame } = await import('../../../src/games/index');
    const cellsOf = (g: string): readonly string[] | undefined => findGame(g)?.physical?.cells;
    for (const name of listProfiles()) {
      const r = loadProfile(name, undefined, { cellsOf });
      expect(r.ok, r.ok ? name : r.error.message).toBe(true);
    }
    expect(cellsOf('morris')).toBeDefined();
    expect(cellsOf('archery')).toEqual(ARCHERY_SPACES);
  });
});

describe('the JSON Schema for editors', () => {
  test('profile.schema.json is the schema generated from the validator (regenerate with profileJsonSchema())', () => {
    const stored = JSON.parse(readFileSync(new URL('../../../firmware-protocol/profile.schema.json', import.meta.url), 'utf8')) as unknown;
    expect(stored).toEqual(profileJsonSchema());
  });
});
