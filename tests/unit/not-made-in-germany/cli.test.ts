/**
 * The generic `parlour legal/apply/replay` commands on this game (issue 6 §2): `legal` prints each move
 * once as `from-to`, sorted; `apply` accepts both forms; `replay` checks a whole game from set-up to a
 * win. Run in-process through the CLI's `main`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../../cli/main';
import type { CliIO } from '../../../cli/command';

const RECORD = fileURLToPath(new URL('../../data/not-made-in-germany/england-wins.json', import.meta.url));
const GAME = ['--game', 'not-made-in-germany'];
/** P9 of movegen.test.ts: two routes from c2 to e4. */
const P9 = 'F1NALGNEF/9/9/9/9/3r5/2e1m4/2Dg5/f4anyf england';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => void (out += t), err: (t) => void (err += t), signal: new AbortController().signal };
  const code = await main(argv, io);
  return { code, out, err };
}

describe('parlour legal', () => {
  it('prints the 25 opening steps of England, sorted', async () => {
    const r = await run('legal', ...GAME);
    expect(r.code).toBe(0);
    const moves = JSON.parse(r.out) as string[];
    expect(moves).toHaveLength(25);
    expect(moves[0]).toBe('a9-a8');
    expect([...moves].sort()).toEqual(moves);
  });

  it('prints each chain once as its start and end squares', async () => {
    const r = await run('legal', ...GAME, '--position', P9);
    expect(r.code).toBe(0);
    const moves = JSON.parse(r.out) as string[];
    expect(moves.filter((m) => m === 'c2-e4')).toHaveLength(1);
    expect(moves.filter((m) => m.startsWith('c2-'))).toEqual(['c2-b1', 'c2-b2', 'c2-b3', 'c2-c1', 'c2-c4', 'c2-d1', 'c2-d3', 'c2-e2', 'c2-e4']);
    expect(moves.every((m) => /^[a-i][1-9]-[a-i][1-9]$/.test(m))).toBe(true);
    expect(new Set(moves).size).toBe(moves.length);
  });

  it('prints ["pass"] for a boxed-in side and [] once the game is over', async () => {
    const boxed = await run('legal', ...GAME, '--position', '9/9/9/9/9/5NFrm/4DFyGf/5LAfg/4ENena germany');
    expect(JSON.parse(boxed.out)).toEqual(['pass']);
    const lose = await run('legal', ...GAME, '--options', '{"noMove":"lose"}', '--position', '9/9/9/9/9/5NFrm/4DFyGf/5LAfg/4ENena germany');
    expect(JSON.parse(lose.out)).toEqual([]);
  });

  it('exits 1 for a man on an ornament, 2 for unknown options', async () => {
    const bad = await run('legal', ...GAME, '--position', 'FD1ALGNEF/9/9/9/4N4/9/9/9/fgermanyf england');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/notation\/on-ornament/);
    expect((await run('legal', ...GAME, '--options', '{"noMove":"sulk"}')).code).toBe(2);
  });
});

describe('parlour apply', () => {
  it('accepts a chain as from-to and as its landing list, to the same position', async () => {
    const a = await run('apply', ...GAME, '--position', P9, '--moves', 'c2-e4');
    const b = await run('apply', ...GAME, '--position', P9, '--moves', 'c2-e2-e4');
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out)).toEqual({ position: 'F1NALGNEF/9/9/9/9/3rD4/2e1m4/3g5/f4anyf germany', status: { kind: 'ongoing' } });
  });

  it('refuses an illegal move with exit 1, naming the move and the rule', async () => {
    const r = await run('apply', ...GAME, '--moves', 'e9-e8 e1-e2 e8-e7 e2-e3 e7-e6 e3-e4 e6-e5');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/move 7 \(e6-e5\)/);
    expect(r.err).toMatch(/not-made-in-germany\/ornament/);
    expect(r.err).toMatch(/No piece may move on to or over the ornamental squares/);
  });
});

describe('parlour replay', () => {
  it('checks a whole game from set-up to England’s win', async () => {
    const r = await run('replay', ...GAME, '--file', RECORD);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/agrees/);
    const record = JSON.parse(readFileSync(RECORD, 'utf8')) as { moves: string[] };
    expect(r.out.split('\n').filter((l) => / legal /.test(l))).toHaveLength(record.moves.length);
  });

  it('replays the same game written with from-to moves only', async () => {
    const record = JSON.parse(readFileSync(RECORD, 'utf8')) as { moves: string[] };
    const short = record.moves.map((m) => `${m.slice(0, 2)}-${m.slice(-2)}`);
    expect(short.some((m, i) => m !== record.moves[i])).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'nmig-')), 'from-to.json');
    writeFileSync(file, JSON.stringify({ ...record, moves: short }));
    const r = await run('replay', ...GAME, '--file', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/agrees/);
  });

  it('exits 1 for a record whose result disagrees, or with an illegal ply', async () => {
    const record = JSON.parse(readFileSync(RECORD, 'utf8')) as { moves: string[]; result: unknown };
    const dir = mkdtempSync(join(tmpdir(), 'nmig-'));
    const wrong = join(dir, 'wrong-result.json');
    writeFileSync(wrong, JSON.stringify({ ...record, result: { kind: 'won', winners: [1] } }));
    expect((await run('replay', ...GAME, '--file', wrong)).code).toBe(1);
    const illegal = join(dir, 'illegal.json');
    writeFileSync(illegal, JSON.stringify({ ...record, moves: ['e9-e7', ...record.moves.slice(1)] }));
    const r = await run('replay', ...GAME, '--file', illegal);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unreachable/);
  });
});
