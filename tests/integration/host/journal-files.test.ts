/**
 * The journal files as a museum's disk may leave them (issue 12):
 * - failure 3: "SIGKILL right after the game-ending move: 20 of 20 finished games had no record
 *   afterwards, no resume and no notice (the journal was archived with a result but no end). At start,
 *   any archived journal whose game has a result and no record becomes a record, and says so." Before
 *   the fix the journals below were archived and no record was written.
 * - failure 5: "A journal over 600 MB fails to read on every start (`Invalid string length`) and new
 *   games are appended to it; a journal path that is a directory makes every new game fail." Before the
 *   fix the 600 MB journal was unreadable (its game lost) and the next game was appended to it; with a
 *   folder in the way every newGame answered journal/open-failed.
 * - rule options: records and journals store them complete, so that a changed default (issue 13
 *   changed several) does not change an unfinished or saved game; old files, with options as given, read.
 */
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../unit/support/text';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { createHost, type Host } from '../../../host/host';
import { journalPaths } from '../../../host/journal-file';
import { morris } from '../../../src/games/morris/index';
import { parseOptions } from '../../../src/core/options';
import { parseRecordText } from '../../../src/core/record';
import { unwrap } from '../../../src/core/result';
import { encodeEntry, readJournal, type JournalEntry } from '../../../src/session/journal';
import { foldJournal } from '../../../src/session/journal-fold';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
async function dataDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'parlour-jfiles-'));
  cleanup.push(() => rm(d, { recursive: true, force: true }));
  return d;
}
async function host(dir: string): Promise<Host> {
  const h = await createHost({ dataDir: dir });
  cleanup.push(() => h.close());
  return h;
}
const records = async (dir: string) => (await readdir(join(dir, 'records')).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));

/** A Morris position one move from a win by the rules (modern rules), and that move. */
function oneMoveFromTheEnd(): { start: string; last: string } {
  const opts = unwrap(parseOptions(morris.options, { preset: 'modern' }));
  for (let seed = 1; ; seed++) {
    const rng = xoroshiro128plus(seed);
    let pos = unwrap(morris.setup(opts, 2));
    for (let i = 0; i < 300 && morris.status(pos).kind === 'ongoing'; i++) {
      const legal = morris.legalMoves(pos);
      const m = legal[uniformInt(rng, 0, legal.length - 1)]!;
      const next = unwrap(morris.play(pos, m));
      if (morris.status(next).kind === 'won') return { start: morris.formatPosition(pos), last: morris.formatMove(m) };
      pos = next;
    }
  }
}

/**
 * The journal of a game that ended (by resignation, or by the rules) in a process killed before it
 * closed the session: the game's journal as it was on disk, with a result and no end, and no record.
 * `dropResult` cuts the result line too (the kill came between the move and the result).
 */
async function killedAfterTheEnd(how: 'resignation' | 'rules', dropResult = false): Promise<{ journal: string; id: string }> {
  const src = await dataDir();
  const h = await createHost({ dataDir: src });
  if (how === 'resignation') {
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('d2'));
    unwrap(await h.resign(1));
  } else {
    const end = oneMoveFromTheEnd();
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'], options: { preset: 'modern' }, start: end.start }));
    unwrap(await h.playMove(end.last));
  }
  const id = h.currentSession!.id;
  let text = await readFile(journalPaths(src).current, 'utf8');
  await h.close();
  expect(readJournal(text).entries.map((e) => e.t)).not.toContain('end');
  if (dropResult) text = text.split('\n').filter((l) => !l.includes('"t":"result"')).join('\n');
  return { journal: text, id };
}

describe('a finished game killed before its record was written (issue 12, failure 3)', () => {
  for (const [how, dropResult] of [['resignation', false], ['rules', false], ['rules', true]] as const) {
    it(`becomes a record at the next start, and says so (${how}${dropResult ? ', no result line' : ''})`, async () => {
      const { journal, id } = await killedAfterTheEnd(how, dropResult);
      const dir = await dataDir();
      await mkdir(journalPaths(dir).dir, { recursive: true });
      await writeFile(journalPaths(dir).current, journal);
      const h = await host(dir);
      const st = unwrap(await h.startup());
      expect(st.resume).toBeNull();
      const n = st.notices.find((x) => x.code === 'journal/record-recovered');
      expect(en(n?.message)).toMatch(new RegExp(`had no record: it was saved as ${id}\\.json`));
      expect(await records(dir)).toEqual([`${id}.json`]);
      const rec = unwrap(parseRecordText(await readFile(join(dir, 'records', `${id}.json`), 'utf8')));
      expect(rec.result.kind).toBe('won');
      if (how === 'resignation') expect(rec.result).toMatchObject({ termination: 'resignation', winners: [0] });
      // the journal is archived, marked ended with its record, and read only once
      const archived = (await readdir(journalPaths(dir).dir)).filter((f) => f.endsWith('.jsonl'));
      expect(archived).toHaveLength(1);
      const g = unwrap(foldJournal(readJournal(await readFile(join(journalPaths(dir).dir, archived[0]!), 'utf8')).items));
      expect(g.end).toMatchObject({ reason: 'finished', record: `${id}.json` });
      await h.close();
      const again = await createHost({ dataDir: dir });
      expect(unwrap(await again.startup()).notices).toEqual([]);
      await again.close();
    });
  }

  it('turns an archived journal with a result and no record into a record too, once', async () => {
    const { journal, id } = await killedAfterTheEnd('resignation');
    const dir = await dataDir();
    await mkdir(journalPaths(dir).dir, { recursive: true });
    await writeFile(join(journalPaths(dir).dir, `${id}-1700000000000.jsonl`), journal);
    const h = await host(dir);
    expect(unwrap(await h.startup()).notices.map((x) => x.code)).toEqual(['journal/record-recovered']);
    expect(await records(dir)).toEqual([`${id}.json`]);
    await h.close();
    const again = await createHost({ dataDir: dir });
    expect(unwrap(await again.startup()).notices).toEqual([]);
    await again.close();
  });

  it('marks an archived unfinished game abandoned without making a record of it', async () => {
    const src = await dataDir();
    const h0 = await createHost({ dataDir: src });
    unwrap(await h0.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h0.playMove('d2'));
    const text = await readFile(journalPaths(src).current, 'utf8');
    await h0.close();
    const dir = await dataDir();
    await mkdir(journalPaths(dir).dir, { recursive: true });
    const path = join(journalPaths(dir).dir, 'old-1700000000000.jsonl');
    await writeFile(path, text);
    const h = await host(dir);
    expect(unwrap(await h.startup()).notices).toEqual([]);
    expect(await records(dir)).toEqual([]);
    expect(unwrap(foldJournal(readJournal(await readFile(path, 'utf8')).items)).end?.reason).toBe('abandoned');
  });
});

describe('journals that cannot be read whole (issue 12, failure 5)', () => {
  it('reads the unfinished game at the end of a 600 MB journal as a stream, and the next game journals afresh', { timeout: 60_000 }, async () => {
    const src = await dataDir();
    const h0 = await createHost({ dataDir: src });
    unwrap(await h0.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    for (const m of ['d2', 'd6', 'b4']) unwrap(await h0.playMove(m));
    const game = await readFile(journalPaths(src).current, 'utf8');
    await h0.close();
    const dir = await dataDir();
    const { current } = journalPaths(dir);
    await mkdir(journalPaths(dir).dir, { recursive: true });
    // 600 MiB of something no string can hold (a sparse file: no disk used), then the game
    await writeFile(current, '');
    await truncate(current, 600 * 2 ** 20);
    await appendFile(current, `\n${game}`);
    expect((await stat(current)).size).toBeGreaterThan(600 * 2 ** 20);
    const h = await host(dir);
    const st = unwrap(await h.startup());
    expect(st.resume?.plies).toBe(3);
    expect(en(st.notices.find((n) => n.code === 'journal/corrupt')?.message)).toMatch(/line 1 could not be read \(longer than \d+ characters\)/);
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('f4'));
    expect((await stat(current)).size).toBeLessThan(10_000);
    // nothing was deleted: the file as found is kept beside the journal
    const kept = (await readdir(journalPaths(dir).dir)).filter((n) => n.startsWith('current.jsonl.damaged-'));
    expect(kept).toHaveLength(1);
    expect((await stat(join(journalPaths(dir).dir, kept[0]!))).size).toBeGreaterThan(600 * 2 ** 20);
  });

  it('moves a folder at the journal path aside at start, with a notice, and journals the next game', async () => {
    const dir = await dataDir();
    await mkdir(journalPaths(dir).current, { recursive: true });
    await writeFile(join(journalPaths(dir).current, 'x'), 'something');
    const h = await host(dir);
    const st = unwrap(await h.startup());
    expect(en(st.notices.find((n) => n.code === 'journal/unreadable')?.message)).toMatch(/is a folder, not a journal.*moved aside to .*current\.jsonl\.unreadable-/);
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('d2'));
    expect(readJournal(await readFile(journalPaths(dir).current, 'utf8')).entries.map((e) => e.t)).toEqual(['start', 'start', 'move']);
  });

  it('moves aside whatever appears at the journal path before a new game', async () => {
    const dir = await dataDir();
    const h = await host(dir);
    await mkdir(journalPaths(dir).current, { recursive: true });
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    expect(unwrap(await h.startup()).notices.map((n) => n.code)).toContain('journal/set-aside');
    unwrap(await h.playMove('d2'));
    expect((await stat(journalPaths(dir).current)).isFile()).toBe(true);
  });
});

describe('rule options stored complete (issue 12)', () => {
  it('journals and records every option, as resolved, when a game is started with none or a preset', async () => {
    const dir = await dataDir();
    const h = await host(dir);
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'], options: { preset: 'modern' } }));
    const start = readJournal(await readFile(journalPaths(dir).current, 'utf8')).entries[0] as Extract<JournalEntry, { t: 'start' }>;
    const complete = unwrap(parseOptions(morris.options, { preset: 'modern' }));
    expect(start.options).toEqual(complete);
    expect(Object.keys(start.options).sort()).toEqual(Object.keys(morris.options.shape).sort());
    const rec = unwrap(await h.saveRecord());
    expect(unwrap(parseRecordText(await readFile(join(dir, 'records', rec.name), 'utf8'))).options).toEqual(complete);
  });

  it('still resumes a journal of an earlier version, which holds the options as given', async () => {
    const dir = await dataDir();
    await mkdir(journalPaths(dir).dir, { recursive: true });
    const at = '2026-01-01T00:00:00.000Z';
    const old: JournalEntry[] = [
      { t: 'start', id: 'old-1', game: 'morris', options: { preset: 'modern' }, players: ['screen', 'screen'], seed: 1, settings: {}, board: { kind: 'none' }, at },
      { t: 'move', ply: 1, move: 'd2', by: 'screen', at },
    ];
    // an earlier version wrote the start once, without sequence numbers or stamps
    await writeFile(journalPaths(dir).current, old.map((e) => encodeEntry(e).split('\n')[0] + '\n').join(''));
    const h = await host(dir);
    const v = unwrap(await h.resumeGame());
    expect(v.moves.map((m) => m.notation)).toEqual(['d2']);
    expect(v.options).toEqual(unwrap(parseOptions(morris.options, { preset: 'modern' })));
  });
});


