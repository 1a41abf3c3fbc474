/**
 * Not Made in Germany on the sensor board (issue 6 §3), through the generic move inference and session
 * on a simulated 9x9 board (the bundled `not-made-in-germany` profile) with fake time:
 * - every scenario of `tests/data/scenarios/not-made-in-germany/` (jump chains touched down briefly or
 *   carried through the air, a pause on a landing committed provisionally and replaced by the longer
 *   chain, the opponent acting, the done button, chains through the gate and back near the start,
 *   a man held up in the hand, set-up from an empty board by letter, a hall-sensor board, and a side
 *   boxed in passing with `done`);
 * - the whole game of `tests/data/not-made-in-germany/england-wins.json` played by hand on the board
 *   from set-up to England's win, with brief touches on every landing and some pauses on them, checking
 *   that the letters of the logical position follow every man (identity tracking).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseScenario, SCENARIO_DIR, type Scenario } from '../../data/scenarios/format';
import { debounce, FakeScheduler, MemoryJournal } from '../session/harness';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor } from '../../../firmware-protocol/profile';
import { parseScript, planScript } from '../../../firmware-protocol/virtual-board/script';
import type { SensorState } from '../../../firmware-protocol/messages';
import { identities, notMadeInGermany, setupPlan, START_POSITION, type NmigPosition } from '../../../src/games/not-made-in-germany/index';
import { unwrap } from '../../../src/core/result';
import { parseOptions } from '../../../src/core/options';
import type { BoardReading } from '../../../src/inference/reading';
import { Session } from '../../../src/session/session';
import { classify, prepare } from '../../../src/inference/match';
import type { SeatKind } from '../../../src/session/types';
import { said } from '../support/text';

const GAME = notMadeInGermany;
const PROFILE = unwrap(loadProfile('not-made-in-germany'));
const LAYOUT = layoutFor(PROFILE, GAME.id)!;

/** A session of Not Made in Germany on a simulated board, recording what it commits and says. */
class NmigTable {
  readonly committed: string[] = [];
  readonly sentences: string[] = [];
  readonly codes: string[] = [];
  private readonly sensors: SensorState[] = Array.from({ length: PROFILE.sensorCount }, () => 'empty' as SensorState);
  constructor(
    readonly session: Session,
    readonly clock: FakeScheduler,
    readonly sensing: 'reed' | 'hall',
  ) {
    session.subscribe((e) => {
      if (e.type === 'committed') this.committed.push(e.replaced ? `=${e.notation}` : e.notation);
      const g = session.view().guidance;
      if (g !== null && this.sentences[this.sentences.length - 1] !== said(g)) {
        this.sentences.push(said(g));
        this.codes.push(g.code);
      }
    });
  }

  /** Puts men on `cells` at once (no time passes, nothing is sent): `occupied` on a reed board, else the pole. */
  lay(cells: readonly string[], pole: (cell: string) => SensorState = () => 'occupied'): void {
    for (const c of cells) this.sensors[LAYOUT.sensorOf.get(c)!] = pole(c);
  }

  /** The 74 squares as the board reads them now. */
  reading(): BoardReading {
    const out: Record<string, SensorState> = {};
    for (const [cell, sensor] of LAYOUT.sensorOf) out[cell] = this.sensors[sensor]!;
    return out;
  }

  /** Plays a sensor script from now on (firmware debounce applied), then lets `tailMs` pass. */
  async play(script: string, tailMs = 3000): Promise<void> {
    const timeline = unwrap(planScript(unwrap(parseScript(script)), { profile: PROFILE, sensorKind: this.sensing, initial: this.sensors }));
    const base = this.clock.t;
    for (const ev of debounce(timeline.events, this.sensors)) {
      await this.clock.advanceTo(base + ev.at);
      if (ev.kind === 'sensor') {
        this.sensors[ev.sensor] = ev.state;
        await this.session.boardReading(this.reading());
      } else if (ev.kind === 'button') {
        await this.session.boardButton(ev.button);
      }
    }
    await this.clock.advanceTo(base + timeline.durationMs + tailMs);
  }

  /** The logical position in notation. */
  position(): string {
    return GAME.formatPosition(this.session.position as NmigPosition);
  }
}

/**
 * Starts a session at `start` (default the set-up) with both seats at the board, the board laid out as
 * `board` (default the position's men). On a hall board England's men show north up, Germany's south.
 */
async function startTable(
  o: { start?: string; board?: readonly string[]; players?: readonly SeatKind[]; sensing?: 'reed' | 'hall' } = {},
): Promise<NmigTable> {
  const kind = o.sensing ?? 'reed';
  const clock = new FakeScheduler();
  const session = unwrap(
    await Session.start(
      {
        id: 'nmig-test',
        game: GAME,
        options: {},
        players: o.players ?? ['board', 'board'],
        seed: 3,
        ...(o.start === undefined ? {} : { start: o.start }),
        board: { present: true, sensing: kind === 'hall' ? { kind: 'hall', northSeat: 0 } : { kind: 'reed' }, describe: { kind: 'virtual' } },
      },
      { scheduler: clock, journal: new MemoryJournal() },
    ),
  );
  const table = new NmigTable(session, clock, kind);
  const contents = GAME.physical!.contents(session.position as NmigPosition);
  const pole = (c: string): SensorState => (kind === 'reed' ? 'occupied' : contents[c]?.[0] === 1 ? 'south' : 'north');
  table.lay(o.board ?? Object.keys(contents).filter((c) => (contents[c] ?? []).length > 0), pole);
  await session.boardReading(table.reading());
  await clock.advanceTo(1000);
  return table;
}

function inOrder(seen: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const s of seen) if (i < wanted.length && s.toLowerCase().includes(wanted[i]!.toLowerCase())) i++;
  return i === wanted.length;
}

const DIR = join(SCENARIO_DIR, 'not-made-in-germany');
/** The scenarios of this game, sorted by file name. */
export function loadNmigScenarios(): Scenario[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.scenario'))
    .sort()
    .map((f) => parseScenario(f, readFileSync(join(DIR, f), 'utf8')));
}


describe('Not Made in Germany sensor scenarios (simulated board, fake time)', () => {
  const scenarios = loadNmigScenarios();
  it('has the chain scenarios of issue 6 §3', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(15);
  });
  for (const sc of scenarios) {
    it(`${sc.file}: ${sc.title}`, async () => {
      const t = await startTable({
        ...(sc.start === undefined ? {} : { start: sc.start }),
        ...(sc.board === undefined ? {} : { board: sc.board }),
        players: sc.players,
        sensing: sc.sensing,
      });
      await t.play(sc.script);
      expect(t.committed).toEqual(sc.moves);
      if (sc.silent) expect(t.sentences).toEqual([]);
      expect(inOrder(t.sentences, sc.says), `sentences shown: ${JSON.stringify(t.sentences)}`).toBe(true);
      expect(inOrder(t.codes, sc.codes), `codes shown: ${JSON.stringify(t.codes)}`).toBe(true);
      if (sc.position !== undefined) expect(t.position()).toBe(sc.position);
      expect(t.session.view().inSync).toBe(true);
      expect(t.session.view().phase).toBe(sc.result === undefined ? 'playing' : 'finished');
    });
  }
});

describe('a man held in the hand (src/inference/match.ts classify)', () => {
  it('is a man on its way, not a move waiting for a capture: said after the guidance delay, with where it may go', () => {
    const opts = unwrap(parseOptions(GAME.options, {}));
    const pos = unwrap(GAME.parsePosition('FDNALGNEF/9/9/9/9/5m3/4e4/3g5/f2r1anyf germany', opts));
    const prep = prepare<unknown, unknown>({
      game: GAME,
      position: pos,
      history: [],
      boardSeats: [0, 1],
      sensing: { kind: 'reed' },
      takebacks: true,
    });
    const contents = GAME.physical!.contents(pos);
    const reading: BoardReading = Object.fromEntries(
      Object.keys(contents).map((c) => [c, c !== 'd1' && (contents[c] ?? []).length > 0 ? 'occupied' : 'empty']),
    );
    // The board equals the first stage of every move of the R (lifted), and no stage of it takes a man.
    const c = classify(prep, reading);
    expect(c.kind).toBe('mismatch');
    if (c.kind !== 'mismatch') return;
    expect(c.guidance.code).toBe('inference/in-hand');
    expect(said(c.guidance)).toContain('The man from d1 is in the hand');
    expect(said(c.guidance)).toContain('f5');
  });
});

/** The record every whole-game test plays: 71 plies from the set-up to England's win. */
interface NmigRecord {
  readonly moves: readonly string[];
  readonly result: { readonly kind: string; readonly winners: readonly number[] };
}
const RECORD = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/not-made-in-germany/england-wins.json'), 'utf8')) as NmigRecord;

/** `d1-d3-f3-f5` → `d1-f5`: a move's identity, as the session writes it. */
const ends = (m: string) => {
  const s = m.split('-');
  return `${s[0]}-${s[s.length - 1]}`;
};

/**
 * The sensor script of one ply carried out by hand: the man lifted, set down on each landing of its
 * chain (briefly, or for `pauseOn` long enough to commit), and put down on its end square.
 */
function plyScript(move: string, pauseOn: ReadonlySet<number>, think: number): string {
  const s = move.split('-');
  const lines = [`# ${move}`, `${think} lift ${s[0]}`];
  for (let i = 1; i < s.length - 1; i++) {
    lines.push(`${pauseOn.has(i) ? 150 : 120} place ${s[i]}`);
    lines.push(`${pauseOn.has(i) ? 900 : 110} lift ${s[i]}`);
  }
  lines.push(`${s.length > 2 ? 130 : 250} place ${s[s.length - 1]}`);
  return `${lines.join('\n')}\n`;
}

describe('a whole game on the sensor board (simulated, fake time)', () => {
  it('is set up man by man, played landing by landing to England’s win, the letters following every man', async () => {
    const t = await startTable({ board: [] });
    expect(t.session.view().phase).toBe('setup');
    const setup = t.session.view().guidance!;
    expect(setup.kind).toBe('setup');
    // Every one of the 18 squares of the plan is asked for, and the plan names its man by letter.
    expect(new Set(setup.steps.map((s) => s.cell))).toEqual(new Set(setupPlan().map((p) => p.square)));
    expect(setupPlan().find((p) => p.square === 'b9')!.man).toMatchObject({ side: 0, letter: 'D' });
    // The men are put on one by one, England's first.
    await t.play(setupPlan().map((p) => `150 place ${p.square}`).join('\n'));
    expect(t.session.view().phase).toBe('playing');
    expect(t.position()).toBe(START_POSITION);

    const rng = xoroshiro128plus(11);
    const opts = unwrap(parseOptions(GAME.options, {}));
    let logical: NmigPosition = unwrap(GAME.parsePosition(START_POSITION, opts));
    let paused = 0;
    for (const [i, move] of RECORD.moves.entries()) {
      const landings = move.split('-').length - 2;
      // About one chain in four rests on one of its landings long enough to commit there.
      const pauseOn = new Set<number>(landings > 0 && uniformInt(rng, 1, 4) === 1 ? [uniformInt(rng, 1, landings)] : []);
      paused += pauseOn.size;
      await t.play(plyScript(move, pauseOn, uniformInt(rng, 300, 900)), 600);
      logical = unwrap(GAME.play(logical, unwrap(GAME.parseMove(move))));
      // Identity: the session's position, letters and all, is the record's after this ply.
      expect(t.position(), `after ply ${i + 1} ${move}`).toBe(GAME.formatPosition(logical));
      expect(identities(t.session.position as NmigPosition)).toEqual(identities(logical));
    }
    expect(paused).toBeGreaterThan(0);
    // A pause shows as a commit then a replacement; folded, the plies are the record's, each by its ends.
    const folded: string[] = [];
    for (const c of t.committed) if (c.startsWith('=')) folded[folded.length - 1] = c.slice(1);
    else folded.push(c);
    expect(folded).toEqual(RECORD.moves.map(ends));
    expect(t.committed.filter((c) => c.startsWith('='))).toHaveLength(paused);
    expect(t.session.status()).toMatchObject({ kind: 'won', winners: [0] });
    expect(t.sentences).toEqual(expect.arrayContaining([said(setup)]));
    expect(t.codes.filter((c) => c !== 'inference/setup')).toEqual([]);
  });
});
