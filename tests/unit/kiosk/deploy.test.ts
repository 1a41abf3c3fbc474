/**
 * What a museum installs (deploy/, docs/kiosk.md) agrees with the code: the systemd unit restarts the host
 * (kiosk-practice K2: "main-process kill → back ≤ 10 s (systemd)") except after a staff quit, the udev
 * rule gives the board to the dialout group, the example configuration passes the gate, nothing
 * updates itself (K9: "kiosk build never self-updates"), and the technician's guide says what the code
 * does: the unit's ExecStart, the files and commands it names, the configuration's keys, its pictures.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readKioskConfig } from '../../../src/kiosk/validate';
import { KIOSK_CONFIG_SCHEMA } from '../../../src/kiosk/config';
import { COMMANDS } from '../../../cli/commands/index';

const ROOT = join(import.meta.dirname, '../../..');

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((f) => {
    const p = join(dir, f);
    return statSync(join(ROOT, p)).isDirectory() ? sources(p) : /\.(ts|svelte)$/.test(f) ? [p] : [];
  });
}

describe('the kiosk deployment files', () => {
  it('the unit restarts the host within seconds, on every exit but a staff quit and a usage error', () => {
    const unit = read('deploy/parlour-kiosk.service');
    expect(unit).toMatch(/^Restart=always$/m);
    expect(Number(/^RestartSec=(\d+)$/m.exec(unit)?.[1])).toBeLessThanOrEqual(5);
    expect(unit).toMatch(/^StartLimitIntervalSec=0$/m);
    expect(unit).toMatch(/^ExecStart=.*dist\/web\/server\.js --kiosk .*--browser /m);
    const [quit, usage, ...more] = (/^RestartPreventExitStatus=([\d ]+)$/m.exec(unit)?.[1] ?? '').split(' ').map(Number);
    const server = read('web/server.ts');
    expect(server).toContain(`const EXIT_QUIT = ${quit};`);
    expect(server).not.toContain(`const EXIT_RESTART = ${quit};`);
    // A usage error (a bad --port in the unit's line) exits 2: starting it again would only say so again.
    expect(usage).toBe(2);
    expect(server).toContain('process.exit(2);');
    expect(more).toEqual([]);
  });

  it('the udev rule gives the board to dialout under a fixed name', () => {
    const rules = read('deploy/99-parlour-board.rules');
    const active = rules.split('\n').filter((l) => l.startsWith('SUBSYSTEM=='));
    expect(active.length).toBeGreaterThan(0);
    for (const l of active) expect(l).toMatch(/GROUP="dialout".*MODE="0660".*SYMLINK\+="parlour-board"/);
  });

  it('the example configuration passes the gate', () => {
    const r = readKioskConfig(read('deploy/kiosk.example.json'));
    expect(r.ok, r.ok ? '' : JSON.stringify(r.error)).toBe(true);
  });

  it('has no update feed and no self-updating code', () => {
    expect(read('electron-builder.yml')).toMatch(/^publish: null$/m);
    expect(JSON.parse(read('package.json')).dependencies).not.toHaveProperty('electron-updater');
    for (const f of [...sources('electron'), ...sources('host'), ...sources('web'), ...sources('renderer/src')]) {
      expect(read(f), f).not.toMatch(/autoUpdater|electron-updater|checkForUpdates/);
    }
  });

  it('docs/kiosk.md quotes the unit, names only files, commands and keys that exist, and shows its pictures', () => {
    const guide = read('docs/kiosk.md');
    const exec = /^ExecStart=.*$/m.exec(read('deploy/parlour-kiosk.service'))![0];
    expect(guide).toContain(exec);
    for (const [, file] of guide.matchAll(/\/opt\/parlour\/(deploy\/[\w.-]+)/g)) expect(() => statSync(join(ROOT, file!)), file).not.toThrow();
    const commands = new Set(COMMANDS.map((c) => c.name));
    const used = [...guide.matchAll(/bin\/parlour\.js (\w+)/g)].map((m) => m[1]!);
    expect(used).toEqual(expect.arrayContaining(['kiosk', 'monitor']));
    for (const c of used) expect(commands.has(c), c).toBe(true);
    const keys = [...guide.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!);
    expect(keys.sort()).toEqual(Object.keys(KIOSK_CONFIG_SCHEMA.shape).filter((k) => k !== 'format').sort());
    for (const [, picture] of guide.matchAll(/\]\((kiosk\/[\w-]+\.png)\)/g)) expect(() => statSync(join(ROOT, 'docs', picture!)), picture).not.toThrow();
    expect(read('README.md')).toContain('(docs/kiosk.md)');
  });
});
