/**
 * The kiosk's log (host/kiosk/log.ts; kiosk-practice K8: "bounded size"): electron-log's file transport,
 * rotated into numbered files, the oldest dropped, so the folder never holds more than (keep + 1) files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openKioskLog, tailLines } from '../../../host/kiosk/log';
import { msg } from '../../../src/i18n/index';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the kiosk log', () => {
  it('writes messages in English and rotates at maxBytes, keeping a bounded number of files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-log-'));
    dirs.push(dir);
    const log = openKioskLog({ dataDir: dir, maxBytes: 10_000, keep: 3, console: false });
    for (let i = 0; i < 2000; i++) log.write('info', msg('kiosk.log.wrong-pin', { n: i }));
    const files = readdirSync(join(dir, 'logs')).sort();
    expect(files).toEqual(['parlour.1.log', 'parlour.2.log', 'parlour.3.log', 'parlour.log']);
    const total = files.reduce((sum, f) => sum + statSync(join(dir, 'logs', f)).size, 0);
    expect(total).toBeLessThanOrEqual(4 * 10_000 + 200);
    const last = tailLines(log.file, 2);
    expect(last[1]).toMatch(/\[info\]\s+a wrong staff PIN was entered \(1999 in a row\)$/);
    expect(readFileSync(join(dir, 'logs', 'parlour.1.log'), 'utf8')).toContain('in a row');
    expect(log.tail(5)).toHaveLength(5);
  });
});
