/**
 * `parlour simulate` as a real process on a socat pty, watched by `parlour monitor --json` through the
 * real serialport stack (`PROTOCOL.md` §11).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../../cli/main';
import { tempDir, waitFor } from './rig';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];
afterEach(async () => {
  // SIGINT first so that simulate stops its socat; SIGKILL only if it does not exit.
  for (const c of children.splice(0)) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGINT');
    const t = setTimeout(() => c.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(t);
  }
});

function simulate(args: string[]): { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'cli/parlour.ts'), 'simulate', ...args], { cwd: ROOT });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, out: () => out, err: () => err, exited };
}

describe('parlour simulate + parlour monitor', () => {
  test('monitor --json shows the HELLO and the scripted handling, decoded, with cell names', async () => {
    const tmp = tempDir();
    const link = join(tmp.dir, 'ttyBOARD');
    const script = join(tmp.dir, 'opening.txt');
    writeFileSync(script, '# white opens\n100 lift a1\n100 place d2\nbounce d2 2\n150 press done\n');
    const sim = simulate(['--profile', 'morris-archery', '--script', script, '--link', link, '--initial', 'a1', '--delay', '3000']);
    await waitFor(() => sim.out().includes('\n'), 'simulate to print its path', 30_000);
    expect(sim.out().split('\n')[0]).toBe(link);

    let out = '';
    const code = await main(['monitor', '--port', link, '--profile', 'morris-archery', '--json', '--duration', '6000'], {
      out: (t) => void (out += t),
      err: () => {},
      signal: new AbortController().signal,
    });
    expect(code).toBe(0);
    const records = out.trim().split('\n').map((l) => JSON.parse(l) as { dir?: string; message?: { type: string; sensor?: number; state?: string; button?: string; boardId?: string } });
    const fromBoard = records.filter((r) => r.dir === 'in' && r.message !== undefined).map((r) => r.message!);
    expect(fromBoard.find((m) => m.type === 'hello')?.boardId).toMatch(/^virtual-morris-archery-[0-9a-f]{8}$/);
    const handling = fromBoard.filter((m) => m.type === 'change' || m.type === 'button').map((m) => (m.type === 'button' ? m.button : `${m.sensor}:${m.state}`));
    expect(handling).toEqual(['0:empty', '4:occupied', 'done']); // the 3 ms bounce is debounced away
    expect(records.some((r) => r.dir === 'out' && r.message?.type === 'snapshot-request')).toBe(true);

    sim.child.kill('SIGINT');
    expect(await sim.exited).toBe(0);
    tmp.remove();
  });

  test('--once exits 0 when the script has ended; a bad script exits 1 before making a device', async () => {
    const tmp = tempDir();
    const good = join(tmp.dir, 'good.txt');
    writeFileSync(good, 'place 1\n50 slide 1 4 20\n');
    const sim = simulate(['--profile', 'morris-archery', '--script', good, '--once']);
    expect(await sim.exited).toBe(0);
    expect(sim.out()).toMatch(/^\/dev\/pts\/\d+\n$/);
    expect(sim.err()).toContain('script ended');
    const bad = join(tmp.dir, 'bad.txt');
    writeFileSync(bad, 'lift 5\n');
    const failing = simulate(['--profile', 'morris-archery', '--script', bad]);
    expect(await failing.exited).toBe(1);
    expect(failing.err()).toContain('line 1: lift 5: there is no man on 5');
    expect(failing.out()).toBe('');
    tmp.remove();
  });
});
