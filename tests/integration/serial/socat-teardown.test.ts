/**
 * No socat outlives what started it: `parlour simulate` stopped by SIGTERM or SIGINT stops its socat,
 * and even when it is killed with SIGKILL the kernel ends socat (started under `setpriv --pdeathsig`
 * on Linux); a process that exits without stopping its pty pair takes socat with it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './rig';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const started: ChildProcess[] = [];
const socats: number[] = [];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const c of started.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of socats.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

/** The pids of the children of `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return text.split(/\s+/).filter((w) => w !== '').map(Number);
}

/** Starts `parlour simulate`, waits for its pty path, and returns it with its socat's pid. */
async function simulate(): Promise<{ child: ChildProcess; socat: number; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'cli/parlour.ts'), 'simulate', '--profile', 'morris-archery'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.resume();
  await waitFor(() => out.includes('\n'), 'simulate to print its pty path', 30_000);
  const kids = childrenOf(child.pid!).filter((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').startsWith('socat'));
  expect(kids).toHaveLength(1);
  socats.push(kids[0]!);
  return { child, socat: kids[0]!, exited };
}

const linux = process.platform === 'linux' && existsSync('/proc/self/task');

describe.runIf(linux)('socat is stopped with what started it', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)('parlour simulate stopped by %s stops its socat', async (signal) => {
    const sim = await simulate();
    expect(alive(sim.socat)).toBe(true);
    sim.child.kill(signal);
    await sim.exited;
    expect(sim.child.exitCode).toBe(0);
    await waitFor(() => !alive(sim.socat), 'socat to end');
  }, 60_000);

  test('parlour simulate killed with SIGKILL leaves no socat behind', async () => {
    const sim = await simulate();
    sim.child.kill('SIGKILL');
    await sim.exited;
    await waitFor(() => !alive(sim.socat), 'socat to end after its owner was killed');
  }, 60_000);

  test('a process that exits without stopping its pty pair takes socat with it', async () => {
    const code = `const { createPtyPair } = await import(${JSON.stringify(join(ROOT, 'firmware-protocol/virtual-board/pty.ts'))});
const r = await createPtyPair();
if (!r.ok) { console.error(JSON.stringify(r.error.message)); process.exit(3); }
console.log(r.value.pid);
process.exit(0);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const status = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(status).toBe(0);
    const pid = Number(out.trim());
    expect(pid).toBeGreaterThan(0);
    socats.push(pid);
    await waitFor(() => !alive(pid), 'socat to end with its owner');
  }, 60_000);
});
