/**
 * `parlour simulate` and `parlour monitor` in-process: usage errors (exit 2) and bad profiles, scripts
 * and ports (exit 1, one-line reason). The full runs over socat are in tests/integration/serial.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../cli/main';
import { describeMessage } from '../../../cli/commands/monitor';
import { decode } from '../../../firmware-protocol/codec';
import { profile } from './helpers';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t), signal: new AbortController().signal });
  return { code, out, err };
}

function file(text: string): string {
  const p = join(mkdtempSync(join(tmpdir(), 'parlour-cli-')), 'script.txt');
  writeFileSync(p, text);
  return p;
}

describe('parlour simulate', () => {
  test('is listed in parlour --help', async () => {
    const r = await run(['--help']);
    expect(r.out).toMatch(/simulate\s+run a virtual sensor board/);
    expect(r.out).toMatch(/monitor\s+print the decoded traffic/);
  });

  test('usage errors exit 2 with the usage', async () => {
    for (const argv of [['simulate'], ['simulate', '--profile', 'morris-archery', '--kind', 'optical'], ['simulate', '--bogus'], ['simulate', '--profile', 'x', '--delay', 'soon']]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toContain('usage: parlour simulate');
    }
  });

  test('an unknown profile exits 1 naming the known ones', async () => {
    const r = await run(['simulate', '--profile', 'backgammon']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('known profiles: ');
    expect(r.err).toContain('morris-archery');
  });

  test('a bad script exits 1 with every bad line, before any device is made', async () => {
    const r = await run(['simulate', '--profile', 'morris-archery', '--script', file('place d2\nplace d2\nfly a1\n')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('line 3: unknown action "fly"');
    expect(r.out).toBe('');
    const planned = await run(['simulate', '--profile', 'morris-archery', '--script', file('place d2\nplace d2\n')]);
    expect(planned.code).toBe(1);
    expect(planned.err).toContain('line 2: place d2: d2 is already occupied');
  });

  test('a missing script file exits 1', async () => {
    const r = await run(['simulate', '--profile', 'morris-archery', '--script', '/nonexistent/script.txt']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('cannot read script');
  });
});

describe('parlour monitor', () => {
  test('usage errors exit 2', async () => {
    expect((await run(['monitor'])).code).toBe(2);
    expect((await run(['monitor', '--port', '/dev/x', '--baud', 'fast'])).code).toBe(2);
    expect((await run(['monitor', '--port', '/dev/x', '--leds', 'a1'])).code).toBe(2);
    expect((await run(['monitor', '--list', '--port', '/dev/x'])).code).toBe(2);
  });

  test('a port that does not exist: the reason is printed once, and with --duration the exit status is 1', async () => {
    const r = await run(['monitor', '--port', '/nonexistent/ttyX', '--duration', '700']);
    expect(r.code).toBe(1);
    expect(r.out.match(/does not exist/g)).toHaveLength(1);
    expect(r.err).toContain('no board said HELLO');
  });

  test('describes messages with cell names from a profile', () => {
    const p = profile('morris-archery');
    const line = (l: string) => {
      const r = decode(l);
      if (!r.ok) throw new Error(r.error.message);
      return describeMessage(r.value, p);
    };
    expect(line('EV 0029 t=0001F39C i=5 v=X*8973')).toBe('EV t=127900 ms f2 -> occupied');
    expect(line('SNAP 002A t=0001F3A0 s=X..X....X.......X.....XX*E300')).toBe('SNAP t=127904 ms, 6 of 24 occupied: a1 b2 e3 d5 d7 g7');
    expect(line('LED 0107 l=..GG...r*0722')).toBe('LED 3 lit: g1=green b2=green d3=red(blink)');
  });
});
