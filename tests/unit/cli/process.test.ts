/**
 * The `parlour` CLI as a real process: builds the CLI with the project's `vite.node.config.ts` (its
 * externals and output format unchanged, its input narrowed to the CLI entry so that another program's
 * work in progress cannot break this test) into a private folder under test-artifacts/ (the shared dist/
 * is left alone), copies `bin/parlour.js` next to it, and runs `node bin/parlour.js …` for each game
 * command, checking stdout, stderr and exit status.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const WORK = join(ROOT, 'test-artifacts', `cli-process-${process.pid}`);
const BIN = join(WORK, 'bin', 'parlour.js');
const RECORD = join(ROOT, 'tests', 'data', 'morris', 'sanmill-win-less-than-three.json');
const HUMAN_GAME = join(ROOT, 'tests', 'data', 'morris', 'sanmill-issue-257-ai-lose.json');

function parlour(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  mkdirSync(join(WORK, 'bin'), { recursive: true });
  const config = join(WORK, 'vite.cli.config.ts');
  writeFileSync(
    config,
    [
      `import base from ${JSON.stringify(join(ROOT, 'vite.node.config.ts'))};`,
      'export default {',
      '  ...base,',
      `  build: { ...base.build, rolldownOptions: { ...base.build?.rolldownOptions, input: { 'cli/parlour': ${JSON.stringify(join(ROOT, 'cli', 'parlour.ts'))} } } },`,
      '};',
      '',
    ].join('\n'),
  );
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '-c', config, '--outDir', join(WORK, 'dist'), '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  copyFileSync(join(ROOT, 'bin', 'parlour.js'), BIN);
  expect(existsSync(join(WORK, 'dist', 'cli', 'parlour.js'))).toBe(true);
}, 120_000);

afterAll(() => {
  rmSync(WORK, { recursive: true, force: true });
});

describe('node bin/parlour.js', () => {
  it('legal prints the sorted JSON array of moves and exits 0', () => {
    const r = parlour('legal', '--game', 'morris', '--position', '........................ w 9 9');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toHaveLength(24);
  });

  it('apply prints the position and status; an illegal move exits 1 with one line on stderr', () => {
    const ok = parlour('apply', '--game', 'morris', '--moves', 'd2 a7 d3 g7 d1xa7');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toEqual({ position: '..B.............W..W..W. b 6 7', status: { kind: 'ongoing' } });
    const bad = parlour('apply', '--game', 'morris', '--moves', 'd2 a7 d2-d1');
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/move 3 \(d2-d1\): morris\/must-place/);
  });

  it('replay checks the real game of tests/data/morris and exits 0', () => {
    const r = parlour('replay', '--game', 'morris', '--file', RECORD);
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split('\n')).toHaveLength(51);
    expect(r.out).toMatch(/recorded: won by White \(rules\) \(agrees\)\n$/);
  });

  it('replay checks the published game of Sanmill issue #257 and exits 0; under the sheet rules it exits 1', () => {
    const r = parlour('replay', '--file', HUMAN_GAME);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/recorded: won by Black \(rules\) \(agrees\)\n$/);
    const sheet = { ...(JSON.parse(readFileSync(HUMAN_GAME, 'utf8')) as object), options: { preset: 'sheet' } };
    const file = join(WORK, 'sheet-rules.json');
    writeFileSync(file, JSON.stringify(sheet));
    const bad = parlour('replay', '--game', 'morris', '--file', file);
    expect(bad.code).toBe(1);
    expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
    expect(bad.err).toMatch(/morris\/not-adjacent: ply 42 \(e3-g7\): e3 and g7 are not next to each other on a line/);
  });

  it('a usage error exits 2', () => {
    const r = parlour('legal', '--game', 'nope');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/"nope" is not a known game/);
  });
});
