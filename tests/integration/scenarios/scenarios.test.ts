/**
 * Every scenario of `tests/data/scenarios/` through the whole real path: the virtual board (the
 * protocol's firmware model, playing the sensor script in real time) on one end of a socat
 * pseudo-terminal pair, the serial host (serialport, the `src/board` connection, the profile mapping),
 * move inference and the session on the other, with the journal on disk. Nothing is mocked.
 * Each scenario checks the moves that must commit and the guidance that must show.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenSentences, loadScenarios, type Scenario } from '../../data/scenarios/format';
import { createHost } from '../../../host/host';
import type { SessionView } from '../../../host/types';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { morris } from '../../../src/games/morris/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { said } from '../../unit/support/text';

function inOrder(seen: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const s of seen) if (i < wanted.length && s.toLowerCase().includes(wanted[i]!.toLowerCase())) i++;
  return i === wanted.length;
}

/** Men of the scenario's start position as virtual-board `initial` cells (`cell=S` for black on hall). */
function initialMen(sc: Scenario): string[] {
  if (sc.board !== undefined) return [...sc.board];
  if (sc.start === undefined) return [];
  const opts = unwrap(parseOptions(morris.options, sc.options));
  const pos = unwrap(morris.parsePosition(sc.start, opts));
  const contents = morris.physical!.contents(pos);
  return Object.keys(contents).flatMap((c) => {
    const o = contents[c] ?? [];
    if (o.length === 0) return [];
    return [o[0] === 1 && sc.sensing === 'hall' ? `${c}=S` : c];
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runScenario(sc: Scenario) {
  const dir = await mkdtemp(join(tmpdir(), 'parlour-scenario-'));
  const profile = unwrap(loadProfile('morris-archery'));
  const board = createVirtualBoard({ profile, sensorKind: sc.sensing, initial: initialMen(sc), boardId: `scenario-${sc.file.slice(0, 2)}` });
  const pty = unwrap(await startPtyBoard(board));
  const host = await createHost({ dataDir: dir });
  const committed: string[] = [];
  const sentences: string[] = [];
  const codes: string[] = [];
  let view: SessionView | null = null;
  host.subscribe((e) => {
    if (e.type === 'committed') committed.push(e.replaced ? `=${e.notation}` : e.notation);
    if (e.type === 'view') {
      view = e.view;
      const g = e.view?.guidance ?? null;
      if (g !== null && sentences[sentences.length - 1] !== said(g)) {
        sentences.push(said(g));
        codes.push(g.code);
      }
    }
  });
  try {
    const started = await host.newGame({
      game: 'morris',
      players: sc.players,
      options: sc.options as never,
      // A longer settle time than the 400 ms default (which the unit run of the same files uses with
      // fake time) keeps real-time runs on a loaded CI machine clear of scheduling jitter.
      settings: { settleMs: 600, ...sc.settings } as never,
      board: { kind: 'serial', path: pty.pair.hostPath },
      ...(sc.start === undefined ? {} : { start: sc.start }),
    });
    expect(started.ok, JSON.stringify(started)).toBe(true);
    // Wait for the link: HELLO, the first snapshot, and (for a laid-out board) the end of set-up.
    const deadline = Date.now() + 15000;
    const laidOut = sc.board === undefined;
    while (Date.now() < deadline) {
      const v = view as SessionView | null;
      if (v !== null && v.board.state === 'connected' && (!laidOut || v.phase === 'playing')) break;
      await sleep(25);
    }
    expect((view as SessionView | null)?.board.state).toBe('connected');
    // Each part after a `#! await:` line waits for its guidance code (the event, not a time margin).
    let since = 0;
    for (const part of sc.parts) {
      if (part.after !== undefined) {
        const code = part.after;
        const until = Date.now() + 20000;
        while (!codes.slice(since).includes(code) && Date.now() < until) await sleep(20);
        expect(codes.slice(since), `waiting for ${code}; sentences: ${JSON.stringify(sentences)}`).toContain(code);
      }
      since = codes.length;
      const ran = await board.run(part.script);
      expect(ran.ok, JSON.stringify(ran)).toBe(true);
    }
    // Let the last settle and any guidance delay pass; stop early once every move is in.
    const tailEnd = Date.now() + 2600;
    while (Date.now() < tailEnd) await sleep(50);
    const final = (await host.view()) as { ok: true; value: SessionView };
    return { committed, sentences, codes, view: final.value };
  } finally {
    await host.close();
    await pty.stop();
    board.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const scenarios = loadScenarios().filter((s) => !s.unitOnly);

describe.concurrent('sensor scenarios through the virtual board, a socat pty and the serial host', () => {
  it('has at least 25 scenarios to run on the real path', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(25);
  });
  for (const sc of scenarios) {
    it(`${sc.file}: ${sc.title}`, { timeout: 60_000 }, async () => {
      const r = await runScenario(sc);
      expect(r.committed, `guidance: ${JSON.stringify(r.sentences)}`).toEqual(sc.moves);
      if (sc.silent) expect(r.sentences).toEqual([]);
      expect(forbiddenSentences(sc, r.sentences)).toEqual([]);
      expect(inOrder(r.sentences, sc.says), `sentences shown: ${JSON.stringify(r.sentences)}`).toBe(true);
      expect(inOrder(r.codes, sc.codes), `codes shown: ${JSON.stringify(r.codes)}`).toBe(true);
      if (sc.position !== undefined) expect(r.view.position).toBe(sc.position);
      if (sc.result === undefined) expect(r.view.status.kind).toBe('ongoing');
      else if (sc.result === 'draw') expect(r.view.status.kind).toBe('draw');
      else expect(r.view.status).toMatchObject({ kind: 'won', winners: [Number(sc.result.split(' ')[1])] });
      expect(r.view.board.inSync).toBe(true);
      expect(r.view.board.state).toBe('connected');
    });
  }
});
