/**
 * `host/serial-path.ts` (issue 12, failure 8: "Accept only serial devices (or the virtual board)"):
 * what counts as a serial device on each platform. The pseudo-terminal case, which needs socat, is in
 * `tests/integration/host/board-paths.test.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../support/text';
import { checkSerialPath } from '../../../host/serial-path';

describe('checkSerialPath', () => {
  it('on Windows takes COM port names and nothing else', async () => {
    for (const p of ['COM3', 'com12', '\\\\.\\COM200']) expect((await checkSerialPath(p, 'win32')).ok, p).toBe(true);
    for (const p of ['C:\\Windows\\win.ini', 'COM', 'COM3x', 'NUL']) expect((await checkSerialPath(p, 'win32')).ok, p).toBe(false);
  });

  it('elsewhere refuses a regular file, a folder and a character device that is not a terminal, naming which', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-serial-'));
    try {
      writeFileSync(join(dir, 'f'), 'x');
      const cases: [string, string][] = [
        [join(dir, 'f'), 'a regular file'],
        [dir, 'a folder'],
        ['/dev/null', 'a character device that is not a terminal'],
      ];
      for (const [p, what] of cases) {
        const r = await checkSerialPath(p, 'linux');
        expect(r.ok ? 'accepted' : en(r.error.message), p).toBe(`${p} is not a serial port (${what}); choose the board's port from the list, or the virtual board`);
      }
      expect(await checkSerialPath(join(dir, 'missing'), 'linux')).toEqual({ ok: true, value: 'missing' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
