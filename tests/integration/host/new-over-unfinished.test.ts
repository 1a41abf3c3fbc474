/**
 * Starting a new game over one in progress (host `newGame`) records what happened: the old game is
 * archived as abandoned, with no result, and no record claims a resignation nobody made.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHost } from '../../../host/host';
import { readJournal } from '../../../src/session/journal';
import { foldJournal } from '../../../src/session/journal-fold';
import { parseRecordText } from '../../../src/core/record';
import { unwrap } from '../../../src/core/result';

describe('a new game over an unfinished one', () => {
  it('archives the old game as abandoned without a result, and writes no record with a result', async () => {
    const data = await mkdtemp(join(tmpdir(), 'parlour-newover-'));
    try {
      const host = await createHost({ dataDir: data });
      unwrap(await host.newGame({ game: 'morris', players: ['screen', 'screen'] }));
      unwrap(await host.playMove('d2'));
      unwrap(await host.playMove('d6'));
      unwrap(await host.newGame({ game: 'morris', players: ['screen', 'screen'] }));
      await host.close();
      const journals = (await readdir(join(data, 'journal'))).filter((f) => f !== 'current.jsonl' && f.endsWith('.jsonl'));
      expect(journals).toHaveLength(1);
      const old = unwrap(foldJournal(readJournal(await readFile(join(data, 'journal', journals[0]!), 'utf8')).entries));
      expect(old.moves.map((m) => m.move)).toEqual(['d2', 'd6']);
      expect(old.result).toBeUndefined();
      expect(old.end?.reason).toBe('abandoned');
      const records = await readdir(join(data, 'records')).catch(() => [] as string[]);
      for (const name of records) {
        const rec = parseRecordText(await readFile(join(data, 'records', name), 'utf8'));
        if (rec.ok) expect(rec.value.result.kind, name).toBe('ongoing');
      }
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  });
});
