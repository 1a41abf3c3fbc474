/** `parlour kiosk check|pin` (cli/commands/kiosk.ts): the technician's tools for the configuration file. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../cli/run';
import { testing } from '../../../cli/commands/kiosk';
import { verifyPin } from '../../../host/kiosk/pin';

const ROOT = join(import.meta.dirname, '../../..');

const dirs: string[] = [];
const original = testing.input;
afterEach(() => {
  testing.input = original;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function file(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-kiosk-cli-'));
  dirs.push(dir);
  const f = join(dir, 'kiosk.json');
  writeFileSync(f, text);
  return f;
}

describe('parlour kiosk', () => {
  it('check: says a good file is good, and names every fault of a bad one', async () => {
    expect(await run('kiosk', 'check', join(ROOT, 'deploy', 'kiosk.example.json'), '--lang', 'en')).toEqual({ code: 0, out: 'The configuration was read without faults.\n', err: '' });
    const bad = file('{ "idle": { "quietSeconds": -1 }, "staff": { "pinHash": "1234" } }');
    const r = await run('kiosk', 'check', bad, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${bad}: idle.quietSeconds: must be at least 1\n${bad}: staff.pinHash: is not a PIN hash made by \`parlour kiosk pin\`\n`);
    const de = await run('kiosk', 'check', bad, '--lang', 'de');
    expect(de.err).toContain('idle.quietSeconds: muss mindestens 1 sein');
  });

  it('check: refuses a board profile that does not exist, as the kiosk does at start', async () => {
    const bad = file('{ "board": { "kind": "serial", "path": "/dev/parlour-board", "game": "morris", "profile": "no-such-board" } }');
    const r = await run('kiosk', 'check', bad, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}: board.profile: must be one of `);
    expect(r.err).toContain('morris-archery');
  });

  it('check: names the profile fault beside the other sections\' faults, not only once they are fixed', async () => {
    const bad = file('{ "staff": { "pinHash": "1234" }, "board": { "kind": "serial", "path": "/dev/parlour-board", "game": "morris", "profile": "nope" } }');
    const r = await run('kiosk', 'check', bad, '--lang', 'en');
    expect(r.code).toBe(1);
    const lines = r.err.trim().split('\n');
    expect(lines[0]).toBe(`${bad}: staff.pinHash: is not a PIN hash made by \`parlour kiosk pin\``);
    expect(lines[1]).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: board\\.profile: must be one of .*morris-archery`));
    expect(lines).toHaveLength(2);
    // A board section with a fault of its own is named by the schema alone (its profile is not guessed at).
    const both = file('{ "staff": { "pinHash": "1234" }, "board": { "kind": "serial", "game": "morris", "profile": "nope" } }');
    const r2 = await run('kiosk', 'check', both, '--lang', 'en');
    expect(r2.err).toContain('board.path');
    expect(r2.err).not.toContain('board.profile');
  });

  it('pin: hashes the PIN read from standard input, or writes it into the file', async () => {
    testing.input = async function* () {
      yield '4711\n';
    };
    const printed = await run('kiosk', 'pin');
    expect(printed.code).toBe(0);
    expect(await verifyPin('4711', printed.out.trim())).toBe(true);

    const f = file('{ "idle": { "quietSeconds": 60 } }');
    const written = await run('kiosk', 'pin', '--config', f, '--lang', 'en');
    expect(written).toMatchObject({ code: 0, out: `the PIN hash is written to ${f}\n` });
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    expect(saved.idle).toEqual({ quietSeconds: 60 });
    expect(await verifyPin('4711', saved.staff.pinHash)).toBe(true);
    expect((await run('kiosk', 'check', f)).code).toBe(0);
  });

  it('pin: refuses a PIN that is not 4 to 12 digits', async () => {
    testing.input = async function* () {
      yield 'abc\n';
    };
    expect(await run('kiosk', 'pin', '--lang', 'en')).toEqual({ code: 1, out: '', err: 'a staff PIN is 4 to 12 digits (read from standard input)\n' });
    expect((await run('kiosk', 'frobnicate')).code).toBe(2);
  });
});
