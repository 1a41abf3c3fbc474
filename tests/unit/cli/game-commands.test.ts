/**
 * `parlour legal`, `parlour apply` and `parlour replay` in-process (issue 2 §4): stdout, stderr and the
 * exit status (0 success, 1 invalid or illegal input with a one-line reason, 2 usage error).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatRecord, makeRecord } from '../../../src/core/record';
import { GAMES } from '../../../src/games/index';
import { morris } from '../../../src/games/morris/index';
import { board } from '../morris/helpers';
import { run } from './run';

const REAL = fileURLToPath(new URL('../../data/morris/sanmill-win-less-than-three.json', import.meta.url));
const START = '........................ w 9 9';

function oneLine(text: string): void {
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trimEnd().includes('\n')).toBe(false);
}

function tempFile(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-cli-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('parlour legal', () => {
  it('prints every legal move as a sorted JSON array and nothing else', async () => {
    const r = await run('legal', '--game', 'morris', '--position', START);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    oneLine(r.out);
    const moves = JSON.parse(r.out) as string[];
    expect(moves).toHaveLength(24);
    expect(moves).toEqual([...moves].sort());
    expect(moves[0]).toBe('a1');
  });

  it('lists captures, honours --options, and prints [] when the game is over', async () => {
    const fork = await run('legal', '--game', 'morris', '--position', 'WW..........B.B......... w 7 7');
    expect(JSON.parse(fork.out)).toContain('g7xe4');
    const flying = board({ W: ['a7', 'c3', 'g1'], B: ['b2', 'd2', 'f4', 'e5'] }, 'w', 0, 0);
    const sheet = JSON.parse((await run('legal', '--game', 'morris', '--position', flying)).out) as string[];
    const modern = JSON.parse((await run('legal', '--game', 'morris', '--position', flying, '--options', '{"preset":"modern"}')).out) as string[];
    expect(sheet).toHaveLength(6);
    expect(modern).toHaveLength(51);
    const over = await run('legal', '--game', 'morris', '--position', 'WWW.........BB.......... b 0 0');
    expect(over).toEqual({ code: 0, out: '[]\n', err: '' });
  });

  it('exits 1 with one line naming the problem for an invalid position', async () => {
    const r = await run('legal', '--game', 'morris', '--position', 'WWW w 9 9');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    oneLine(r.err);
    expect(r.err).toMatch(/notation\/position-syntax/);
  });

  it('exits 2 for usage errors: unknown game, bad --options, unknown flag, missing --game', async () => {
    for (const argv of [
      ['legal', '--game', 'chess'],
      ['legal', '--game', 'morris', '--options', '{flying:true}'],
      ['legal', '--game', 'morris', '--options', '{"flying":"yes"}'],
      ['legal', '--game', 'morris', '--colour', 'red'],
      ['legal', '--position', START],
      ['legal', '--game', 'morris', 'extra'],
    ]) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^parlour legal: /);
    }
    expect((await run('legal', '--game', 'chess')).err).toMatch(/"chess" is not a known game \(morris/);
  });
});

describe('parlour apply', () => {
  it('prints {"position","status"} after the moves', async () => {
    const r = await run('apply', '--game', 'morris', '--position', START, '--moves', 'd2 a7 d3 g7 d1xa7');
    expect(r.code).toBe(0);
    oneLine(r.out);
    expect(JSON.parse(r.out)).toEqual({ position: '..B.............W..W..W. b 6 7', status: { kind: 'ongoing' } });
  });

  it('reports a finished game in the status', async () => {
    const three = board({ W: ['a7', 'd7', 'g4'], B: ['b2', 'f2', 'c3'] }, 'w', 0, 0);
    const r = await run('apply', '--game', 'morris', '--position', three, '--moves', 'g4-g7xc3');
    expect(JSON.parse(r.out)).toMatchObject({ status: { kind: 'won', winners: [0] } });
  });

  it('exits 1 naming the move, its number and the rule when a move is illegal', async () => {
    const r = await run('apply', '--game', 'morris', '--moves', 'd2 a7 d2');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    oneLine(r.err);
    expect(r.err).toMatch(/^parlour apply: move 3 \(d2\): morris\/occupied: d2 is not vacant \(001_08482469b23ea4ed\.txt: "The players in turn, first place their men/);
  });

  it('exits 1 for a move that is not notation', async () => {
    const r = await run('apply', '--game', 'morris', '--moves', 'd2 d4');
    expect(r.code).toBe(1);
    oneLine(r.err);
    expect(r.err).toMatch(/move 2 \(d4\): notation\/unknown-point/);
  });

  it('exits 2 without --moves', async () => {
    expect((await run('apply', '--game', 'morris')).code).toBe(2);
  });
});

describe('parlour replay', () => {
  it('replays the real game of tests/data/morris ply by ply and agrees with its result', async () => {
    const r = await run('replay', '--game', 'morris', '--file', REAL);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toHaveLength(49 + 2);
    expect(lines[0]).toMatch(/^ply +1 +White +g1 +legal +/);
    expect(lines[48]).toMatch(/^ply +49 +White +g1-g4xd6 +legal +\.BWW\.\.\.B\.\.\.\.WWW\.\.\.\.\.\.W\.\. b 0 0$/);
    expect(lines[49]).toMatch(/^final: won by White/);
    expect(lines[50]).toBe('recorded: won by White (rules) (agrees)');
  });

  it('replays the published game of Sanmill issue #257 (a person beats the engine)', async () => {
    const file = fileURLToPath(new URL('../../data/morris/sanmill-issue-257-ai-lose.json', import.meta.url));
    const r = await run('replay', '--game', 'morris', '--file', file);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toHaveLength(102 + 2);
    expect(lines.filter((l) => / legal /.test(l))).toHaveLength(102);
    expect(lines.at(-1)).toBe('recorded: won by Black (rules) (agrees)');
  });

  it('--json prints the whole report as one JSON object', async () => {
    const r = await run('replay', '--file', REAL, '--json');
    expect(r.code).toBe(0);
    oneLine(r.out);
    const report = JSON.parse(r.out) as { ok: boolean; plies: unknown[]; finalStatus: { kind: string } };
    expect(report.ok).toBe(true);
    expect(report.plies).toHaveLength(49);
    expect(report.finalStatus.kind).toBe('won');
  });

  it('exits 1 at an illegal ply with one line naming the ply, the move and the rule', async () => {
    const rec = JSON.parse(formatRecord(makeRecord(morris, ['d2', 'a7', 'd2-d3'], { kind: 'ongoing' })));
    const r = await run('replay', '--game', 'morris', '--file', tempFile('bad.json', JSON.stringify(rec)));
    expect(r.code).toBe(1);
    oneLine(r.err);
    expect(r.err).toMatch(/morris\/must-place: ply 3 \(d2-d3\): White still has 8 men in hand/);
    expect(r.out).toMatch(/ply +3 +White +d2-d3 +ILLEGAL/);
  });

  it('exits 1 when the recorded result disagrees, or the file is not a record', async () => {
    const wrong = formatRecord(makeRecord(morris, ['d2'], { kind: 'draw' }));
    const r = await run('replay', '--file', tempFile('wrong.json', wrong));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/record\/result-mismatch/);
    const junk = await run('replay', '--file', tempFile('junk.json', '[1,2]'));
    expect(junk.code).toBe(1);
    oneLine(junk.err);
    expect(junk.err).toMatch(/record\/invalid/);
    const missing = await run('replay', '--file', '/nonexistent/record.json');
    expect(missing.code).toBe(1);
  });

  it('exits 1 when --game names another game than the record, 2 for an unknown one', async () => {
    if (GAMES.some((g) => g.id === 'quoits')) {
      const r = await run('replay', '--game', 'quoits', '--file', REAL);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/record\/wrong-game/);
    }
    expect((await run('replay', '--game', 'chess', '--file', REAL)).code).toBe(2);
    expect((await run('replay')).code).toBe(2);
  });
});

describe('parlour --help', () => {
  it('lists the three game commands', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    for (const name of ['legal', 'apply', 'replay']) expect(r.out).toMatch(new RegExp(`^  ${name} `, 'm'));
  });
});

describe('--players', () => {
  it('sets up the start position for that many players', async () => {
    const two = await run('apply', '--game', 'archery', '--moves', '3+4 5+6');
    const four = await run('apply', '--game', 'archery', '--players', '4', '--moves', '3+4 5+6');
    expect(two.code).toBe(0);
    expect(four.code).toBe(0);
    expect(JSON.parse(two.out).position).not.toEqual(JSON.parse(four.out).position);
  });
  it('refuses a count outside the game\'s range, or not a number, as a usage error', async () => {
    for (const bad of ['5', '1', 'two', '2.5']) {
      const r = await run('legal', '--game', 'archery', '--players', bad);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/--players must be a whole number from 2 to 4 for archery/);
    }
    expect((await run('legal', '--game', 'morris', '--players', '3')).code).toBe(2);
  });
});
