/** `parlour kiosk check|pin` (cli/commands/kiosk.ts): the technician's tools for the configuration file. */
import { execFileSync } from 'node:child_process';
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

  it('check: says in words why a file cannot be read (a folder, a device, none there, too large), never a bare ENOENT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-kiosk-cli-'));
    dirs.push(dir);
    expect(await run('kiosk', 'check', dir, '--lang', 'en')).toEqual({ code: 1, out: '', err: `the file ${dir} cannot be read: it is a folder, not a file\n` });
    const none = join(dir, 'none.json');
    expect((await run('kiosk', 'check', none, '--lang', 'en')).err).toBe(`the file ${none} cannot be read: there is no such file\n`);
    // /dev/zero never ends: it is refused as a device, not read until memory runs out.
    expect((await run('kiosk', 'check', '/dev/zero', '--lang', 'en')).err).toBe('the file /dev/zero cannot be read: it is not an ordinary file but a device or a pipe\n');
    // A named pipe with no writer is not opened (opening it would wait for a writer forever).
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    expect((await run('kiosk', 'check', fifo, '--lang', 'en')).err).toBe(`the file ${fifo} cannot be read: it is not an ordinary file but a device or a pipe\n`);
    const big = file(`{ "x": "${'a'.repeat(300 * 1024)}" }`);
    expect((await run('kiosk', 'check', big, '--lang', 'en')).err).toBe(`the file ${big} cannot be read: it is larger than 256 KB, far too large for a configuration\n`);
    expect((await run('kiosk', 'check', dir, '--lang', 'de')).err).toBe(`die Datei ${dir} kann nicht gelesen werden: es ist ein Ordner, keine Datei\n`);
  });

  it('check: names a fault at the top level of the file in words, not as an empty path', async () => {
    const stray = file('{ "bogus": 1, "idle": { "quietSeconds": 60 } }');
    expect((await run('kiosk', 'check', stray, '--lang', 'en')).err).toBe(`${stray}: unknown setting bogus at the top level of the file (check the spelling)\n`);
    const list = file('[1, 2]');
    expect((await run('kiosk', 'check', list, '--lang', 'en')).err).toBe(`${list}: the file must hold one object in braces, as deploy/kiosk.example.json does\n`);
    expect((await run('kiosk', 'check', stray, '--lang', 'de')).err).toBe(`${stray}: unbekannte Einstellung bogus auf der obersten Ebene der Datei (Schreibweise prüfen)\n`);
  });

  it('pin: refuses to write into a folder, saying so', async () => {
    testing.input = async function* () {
      yield '4711\n';
    };
    const dir = mkdtempSync(join(tmpdir(), 'parlour-kiosk-cli-'));
    dirs.push(dir);
    expect(await run('kiosk', 'pin', '--config', dir, '--lang', 'en')).toMatchObject({ code: 1, err: `the file ${dir} cannot be read: it is a folder, not a file\n` });
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
