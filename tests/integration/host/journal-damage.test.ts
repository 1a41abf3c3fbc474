/**
 * The journal-damage test of issue 12 ("Done when": "A journal-damage test flips, truncates,
 * duplicates and deletes each line of a 30-ply journal in turn and asserts that every game resumes
 * with at most the damaged ply missing"; failure 4: "One flipped byte in line 2 of 31: 0 of 30 plies
 * resumed; in line 16: 14 of 30; a duplicated line: nothing resumable and no backup kept").
 *
 * A real journal: 30 plies of Morris played on screen through the host, with an undo and a redo and a
 * settings change among them. Each line in turn is damaged (a byte flipped at its start, middle and
 * end; cut to half; repeated; deleted) and a host is started on it: the game must be offered and
 * resume with all 30 plies, or 29 when the damaged line is the last ply's; the file as found is kept;
 * a notice names the line; the repaired journal takes the next move and reads back clean. Before the
 * fix a flipped byte in line 2 resumed 0 plies and a repeated line nothing at all.
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../unit/support/text';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { createHost } from '../../../host/host';
import { journalPaths } from '../../../host/journal-file';
import { morris } from '../../../src/games/morris/index';
import { unwrap } from '../../../src/core/result';
import { parseOptions } from '../../../src/core/options';
import { readJournal } from '../../../src/session/journal';

const PLIES = 30;

/** 30 legal plies of Morris from a seeded random walk that does not end the game. */
function thirtyPlies(): string[] {
  for (let seed = 1; ; seed++) {
    const rng = xoroshiro128plus(seed);
    let pos = unwrap(morris.setup(unwrap(parseOptions(morris.options, {})), 2));
    const out: string[] = [];
    while (out.length < PLIES + 1 && morris.status(pos).kind === 'ongoing') {
      const legal = morris.legalMoves(pos);
      const m = legal[uniformInt(rng, 0, legal.length - 1)]!;
      out.push(morris.formatMove(m));
      pos = unwrap(morris.play(pos, m));
    }
    if (out.length === PLIES + 1) return out; // one more to play after the resume
  }
}

const dirs: string[] = [];
let lines: string[];
let plies: string[];

beforeAll(async () => {
  plies = thirtyPlies();
  const dir = await mkdtemp(join(tmpdir(), 'parlour-damage-src-'));
  dirs.push(dir);
  const host = await createHost({ dataDir: dir });
  unwrap(await host.newGame({ game: 'morris', players: ['screen', 'screen'] }));
  for (let i = 0; i < PLIES; i++) {
    unwrap(await host.playMove(plies[i]!));
    if (i === 9) {
      unwrap(await host.undo());
      unwrap(await host.redo());
    }
    if (i === 19) unwrap(await host.setSettings({ settleMs: 250 }));
  }
  await host.close();
  const text = await readFile(journalPaths(dir).current, 'utf8');
  lines = text.split('\n').slice(0, -1).map((l) => `${l}\n`);
});
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const flip = (line: string, at: number): string => {
  const i = Math.min(Math.max(0, at), line.length - 2); // never the newline
  return `${line.slice(0, i)}${line[i] === 'x' ? 'y' : 'x'}${line.slice(i + 1)}`;
};
const DAMAGES: readonly [string, (all: string[], k: number) => string[]][] = [
  ['a byte flipped at its start', (all, k) => all.map((l, i) => (i === k ? flip(l, 0) : l))],
  ['a byte flipped in its middle', (all, k) => all.map((l, i) => (i === k ? flip(l, Math.floor(l.length / 2)) : l))],
  ['a byte flipped at its end', (all, k) => all.map((l, i) => (i === k ? flip(l, l.length - 2) : l))],
  ['cut to half', (all, k) => all.map((l, i) => (i === k ? `${l.slice(0, Math.floor(l.length / 2))}\n` : l))],
  ['repeated', (all, k) => all.flatMap((l, i) => (i === k ? [l, l] : [l]))],
  ['deleted', (all, k) => all.filter((_, i) => i !== k)],
];

describe('a 30-ply journal with one line damaged (issue 12, failure 4)', () => {
  it('has the shape the test needs: a start written twice, 30 moves, an undo, a redo, a settings change', () => {
    const kinds = readJournal(lines.join('')).entries.map((e) => e.t);
    expect(kinds.filter((t) => t === 'move')).toHaveLength(PLIES);
    expect(kinds.slice(0, 2)).toEqual(['start', 'start']);
    expect(kinds).toContain('undo');
    expect(kinds).toContain('redo');
    expect(kinds).toContain('settings');
    expect(lines).toHaveLength(PLIES + 5);
  });

  for (const [what, damage] of DAMAGES) {
    it(`resumes with at most the damaged ply missing, whichever line is ${what}`, { timeout: 60_000 }, async () => {
      for (let k = 0; k < lines.length; k++) {
        const label = `line ${k + 1} ${what}`;
        const damaged = damage(lines, k).join('');
        const dir = await mkdtemp(join(tmpdir(), 'parlour-damage-'));
        dirs.push(dir);
        await mkdir(journalPaths(dir).dir, { recursive: true });
        await writeFile(journalPaths(dir).current, damaged);
        const log: string[] = [];
        const host = await createHost({ dataDir: dir, log: (l) => log.push(l) });
        const st = unwrap(await host.startup());
        const lastLine = k === lines.length - 1;
        const expected = what !== 'repeated' && lastLine ? plies.slice(0, PLIES - 1) : plies.slice(0, PLIES);
        expect(st.resume?.plies, label).toBe(expected.length);
        const view = unwrap(await host.resumeGame());
        expect(view.moves.map((m) => m.notation), label).toEqual(expected);
        // The file as found is kept, and a notice names the line; but a deleted copy of the start entry
        // (either of the first two lines) leaves a journal as sound as one written before copies were,
        // and a deleted last line the journal of a game one ply shorter: nothing shows they were there.
        if (what === 'deleted' && (k < 2 || lastLine)) {
          expect(st.notices.filter((n) => n.level !== 'info'), label).toEqual([]);
          await host.close();
          continue;
        }
        const kept = (await readdir(journalPaths(dir).dir)).filter((n) => n.startsWith('current.jsonl.damaged-'));
        expect(kept, label).toHaveLength(1);
        expect(await readFile(join(journalPaths(dir).dir, kept[0]!), 'utf8'), label).toBe(damaged);
        const notice = st.notices.find((n) => n.code === 'journal/corrupt' || n.code === 'journal/truncated');
        // a repeated line is named where the repeat is (the three start lines look alike: the third)
        const named = what === 'repeated' ? (k < 2 ? 3 : k + 2) : k + 1;
        expect(en(notice?.message), label).toMatch(new RegExp(`line ${named}\\b`));
        // and the host's log says it too, as the screen did
        expect(log, label).toContain(`notice ${notice?.level} ${notice?.code}: ${en(notice?.message)}`);
        // a lost last ply is named in the record
        if (expected.length < PLIES) {
          const rec = unwrap(await host.saveRecord());
          const record = JSON.parse(await readFile(join(dir, 'records', rec.name), 'utf8')) as { meta: Record<string, string> };
          expect(record.meta['journalGaps'], label).toMatch(new RegExp(`line ${k + 1}\\b`));
        }
        // the repaired journal takes the next move and reads back clean
        unwrap(await host.playMove(plies[expected.length]!));
        await host.close();
        const again = await createHost({ dataDir: dir });
        const st2 = unwrap(await again.startup());
        expect(st2.notices.filter((n) => n.level !== 'info'), label).toEqual([]);
        expect(st2.resume?.plies, label).toBe(expected.length + 1);
        await again.close();
        await rm(dir, { recursive: true, force: true });
      }
    });
  }
});
