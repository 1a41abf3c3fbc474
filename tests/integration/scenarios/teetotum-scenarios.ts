/**
 * Scenarios of the teetotum games on the sensor board (issue 7 §4), run through the whole real path: the
 * virtual board (the protocol's firmware model, real time) on one end of a socat pseudo-terminal pair, the
 * serial host (serialport, the `src/board` connection, the profile mapping), the session and inference on
 * the other, the journal on disk. Nothing is mocked. Used by `quoits.test.ts` and `archery.test.ts`.
 *
 * A scenario is a sensor script (`firmware-protocol/virtual-board/script.ts`) with extra lines:
 * - `@ play <notation>`: a move sent to the host as the screen sends it (a spin: `spin`, or a real
 *   teetotum's `3+4h`; or a board player's tap confirming a move), once the board has caught up
 *   (phase `playing`);
 * - `@ entry`: the screen must be asking for a real teetotum's numbers (after the board's `spin` button);
 * - `@ unseen <m1> <m2> ...`: the moves the board cannot see, as the view lists them (`-` for none).
 * Headers as in `tests/data/scenarios/format.ts`: `title`, `options` (JSON), `start` (a position),
 * `board` (men at power-on, cell names), `moves` (the plies committed, in order), `says` and `code`
 * (guidance that must show, in order), `position`, `result`.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createHost } from '../../../host/host';
import type { SessionView } from '../../../host/types';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { unwrap } from '../../../src/core/result';
import type { GameId } from '../../../src/core/game';
import { en, said } from '../../unit/support/text';

/** One step of a scenario: a piece of sensor script, or a host command or check. */
export type Step =
  | { readonly kind: 'script'; readonly text: string }
  | { readonly kind: 'play'; readonly move: string }
  | { readonly kind: 'entry' }
  | { readonly kind: 'unseen'; readonly moves: readonly string[] };

/** A parsed scenario. */
export interface TeetotumScenario {
  readonly file: string;
  readonly title: string;
  readonly options: Record<string, unknown>;
  readonly start?: string;
  readonly board: readonly string[];
  readonly moves: readonly string[];
  readonly says: readonly string[];
  readonly codes: readonly string[];
  readonly position?: string;
  readonly result?: string;
  readonly steps: readonly Step[];
}

/** Parses a scenario. @throws Error naming the file and line for a malformed line (a bug in the test data). */
export function parseTeetotumScenario(file: string, text: string): TeetotumScenario {
  const h: Record<string, string[]> = {};
  const steps: Step[] = [];
  let script: string[] = [];
  const flush = () => {
    if (script.some((l) => l.trim() !== '')) steps.push({ kind: 'script', text: script.join('\n') });
    script = [];
  };
  text.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    const header = /^#!\s*([a-z-]+):\s*(.*)$/.exec(t);
    if (header) (h[header[1]!] ??= []).push(header[2]!.trim());
    else if (t.startsWith('#!')) throw new Error(`${file}:${i + 1}: bad header ${JSON.stringify(line)}`);
    else if (t.startsWith('@')) {
      flush();
      const play = /^@\s*play\s+(\S+)$/.exec(t);
      const unseen = /^@\s*unseen\s+(.+)$/.exec(t);
      if (play) steps.push({ kind: 'play', move: play[1]! });
      else if (/^@\s*entry$/.test(t)) steps.push({ kind: 'entry' });
      else if (unseen) steps.push({ kind: 'unseen', moves: unseen[1]!.trim() === '-' ? [] : unseen[1]!.trim().split(/\s+/) });
      else throw new Error(`${file}:${i + 1}: unknown command ${JSON.stringify(line)}`);
    } else if (!t.startsWith('#')) script.push(line);
  });
  flush();
  const title = h['title']?.[0];
  const moves = h['moves']?.[0];
  if (title === undefined || moves === undefined) throw new Error(`${file}: title and moves are required`);
  return {
    file,
    title,
    options: h['options'] === undefined ? {} : (JSON.parse(h['options'][0]!) as Record<string, unknown>),
    ...(h['start'] === undefined ? {} : { start: h['start'][0]! }),
    board: h['board']?.[0]?.split(/\s+/) ?? [],
    moves: moves.split(/\s+/),
    says: h['says'] ?? [],
    codes: h['code'] ?? [],
    ...(h['position'] === undefined ? {} : { position: h['position'][0]! }),
    ...(h['result'] === undefined ? {} : { result: h['result'][0]! }),
    steps,
  };
}

/** Every scenario file of `dir`, parsed, in file-name order. */
export async function loadTeetotumScenarios(dir: string): Promise<TeetotumScenario[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.scenario')).sort();
  return Promise.all(files.map(async (f) => parseTeetotumScenario(f, await readFile(join(dir, f), 'utf8'))));
}

/** `true` when each of `wanted` is contained (case-insensitively) in `seen`, in order. */
export function inOrder(seen: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const s of seen) if (i < wanted.length && s.toLowerCase().includes(wanted[i]!.toLowerCase())) i++;
  return i === wanted.length;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a run saw: plies committed, guidance sentences and codes, takeback notices, and the last view. */
export interface ScenarioRun {
  readonly committed: readonly string[];
  readonly sentences: readonly string[];
  readonly codes: readonly string[];
  readonly takebacks: readonly string[];
  readonly view: SessionView;
}

/**
 * Runs one scenario of `game` for two board players on the bundled `profile` over a fresh pty and host.
 * Fails the running test (vitest `expect`) when a step cannot be carried out.
 */
export async function runTeetotumScenario(game: GameId, profile: string, sc: TeetotumScenario): Promise<ScenarioRun> {
  const dir = await mkdtemp(join(tmpdir(), `parlour-${game}-scenario-`));
  const board = createVirtualBoard({ profile: unwrap(loadProfile(profile)), sensorKind: 'reed', initial: sc.board, boardId: `${game}-${sc.file.slice(0, 2)}` });
  const pty = unwrap(await startPtyBoard(board));
  const host = await createHost({ dataDir: dir });
  const committed: string[] = [];
  const sentences: string[] = [];
  const codes: string[] = [];
  const takebacks: string[] = [];
  let view: SessionView | null = null;
  host.subscribe((e) => {
    if (e.type === 'committed') committed.push(e.notation);
    if (e.type === 'notice' && e.notice.code === 'session/takeback') takebacks.push(en(e.notice.message));
    if (e.type === 'view') {
      view = e.view;
      const g = e.view?.guidance ?? null;
      if (g !== null && sentences[sentences.length - 1] !== said(g)) {
        sentences.push(said(g));
        codes.push(g.code);
      }
    }
  });
  const current = () => view as SessionView | null;
  const until = async (ok: (v: SessionView) => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const v = current();
      if (v !== null && ok(v)) return true;
      await sleep(25);
    }
    return false;
  };
  try {
    const started = await host.newGame({
      game,
      players: ['board', 'board'],
      options: sc.options as never,
      settings: { settleMs: 500 },
      board: { kind: 'serial', path: pty.pair.hostPath, profile },
      ...(sc.start === undefined ? {} : { start: sc.start }),
    });
    expect(started.ok, JSON.stringify(started)).toBe(true);
    expect(await until((v) => v.board.state === 'connected' && v.phase === 'playing', 15_000)).toBe(true);
    for (const step of sc.steps) {
      if (step.kind === 'script') {
        const ran = await board.run(step.text);
        expect(ran.ok, JSON.stringify(ran)).toBe(true);
      } else if (step.kind === 'entry') {
        expect(await until((v) => v.spinEntry === true, 3000), 'the screen asks for the numbers').toBe(true);
      } else if (step.kind === 'unseen') {
        const want = JSON.stringify(step.moves);
        expect(await until((v) => JSON.stringify(v.unseen ?? []) === want, 3000), `unseen ${want}, not ${JSON.stringify(current()?.unseen)}`).toBe(true);
      } else {
        expect(await until((v) => v.phase === 'playing', 5000), `the board caught up before ${step.move}; guidance ${JSON.stringify(sentences)}`).toBe(true);
        const r = await host.playMove(step.move);
        expect(r.ok, `${step.move}: ${JSON.stringify(r)}`).toBe(true);
      }
    }
    // The last change settles; then the board must match with nothing to say.
    await until((v) => (v.phase === 'playing' || v.phase === 'finished') && v.guidance === null && committed.length >= sc.moves.length, 4000);
    await sleep(300);
    const final = (await host.view()) as { ok: true; value: SessionView };
    return { committed, sentences, codes, takebacks, view: final.value };
  } finally {
    await host.close();
    await pty.stop();
    board.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The checks every scenario makes on its run. */
export function checkRun(sc: TeetotumScenario, r: ScenarioRun): void {
  expect(r.committed, `guidance: ${JSON.stringify(r.sentences)}`).toEqual(sc.moves);
  expect(inOrder(r.sentences, sc.says), `sentences shown: ${JSON.stringify(r.sentences)}`).toBe(true);
  expect(inOrder(r.codes, sc.codes), `codes shown: ${JSON.stringify(r.codes)}`).toBe(true);
  expect(r.takebacks).toEqual([]);
  if (sc.position !== undefined) expect(r.view.position).toBe(sc.position);
  if (sc.result === undefined) expect(r.view.status.kind).toBe('ongoing');
  else if (sc.result === 'draw') expect(r.view.status.kind).toBe('draw');
  else expect(r.view.status).toMatchObject({ kind: 'won', winners: [Number(sc.result.split(' ')[1])] });
  expect(r.view.guidance).toBeNull();
  expect(r.view.board.inSync).toBe(true);
}
