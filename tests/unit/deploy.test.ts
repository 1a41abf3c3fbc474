/**
 * The systemd unit a kiosk supervises the web host with (issue 12, failure 1: "say in README how a
 * kiosk supervises the host (a systemd unit with `Restart=always`, shipped in the repo)"): it restarts
 * always and without a start limit, runs what `npm run web` runs, stops with SIGTERM (the host's clean
 * stop), and README points to it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

const unit = readFileSync(new URL('../../deploy/parlour-web.service', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** `key=value` lines of one `[section]` of a unit file (comments dropped). */
function section(name: string): Map<string, string> {
  const out = new Map<string, string>();
  let inside = false;
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) inside = line === `[${name}]`;
    else if (inside && line !== '' && !line.startsWith('#')) {
      const i = line.indexOf('=');
      out.set(line.slice(0, i), line.slice(i + 1));
    }
  }
  return out;
}

describe('deploy/parlour-web.service', () => {
  it('restarts the web host whenever it exits, without a start limit', () => {
    expect(section('Service').get('Restart')).toBe('always');
    expect(Number(section('Service').get('RestartSec'))).toBeGreaterThan(0);
    expect(section('Unit').get('StartLimitIntervalSec')).toBe('0');
  });

  it('runs the built web host, as npm run web does, and stops it with SIGTERM', () => {
    expect(pkg.scripts.web).toContain('node dist/web/server.js');
    expect(section('Service').get('ExecStart')).toMatch(/\/node \S*\/dist\/web\/server\.js --data \S+/);
    expect(section('Service').get('KillSignal')).toBe('SIGTERM');
    expect(section('Service').get('SupplementaryGroups')).toBe('dialout');
  });

  it('is described in README', () => {
    expect(readme).toContain('deploy/parlour-web.service');
    expect(readme).toContain('Restart=always');
  });
});
