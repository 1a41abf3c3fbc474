/**
 * Move inference over time: board readings and button presses in, decisions out.
 *
 * Pure and clock-free: every input carries its time (ms, any monotonic origin) and the engine never reads
 * a clock or sets a timer. The driver calls {@link MoveInference.tick} at {@link MoveInference.nextWakeAt}.
 * Source: issue 4 §1–2; the settle window follows the host stability windows of
 * `../shared/background/sensor-board-protocols.md` §1 ("Host: a stability window of about 250–500 ms")
 * and picochess' "events only as a trigger ... once the board is quiet" (`sensor-board-anchors.md` §A).
 *
 * Rules:
 * - nothing commits until the reading has been unchanged for `settleMs` (or the `done` button is pressed
 *   and the board matches), so men in the hand, lifted and put back, slid across cells, bouncing
 *   contacts, or two men lifted at once never commit a move;
 * - lifts that no allowed move makes are flagged at once (`flags.ts` {@link liftFlag});
 * - a settled board that matches nothing gets guidance after `guidanceDelayMs` (at once on `done`);
 * - `done` on a board that shows the position unchanged commits the one allowed move the sensors cannot
 *   see (several: they are offered as candidates), e.g. an Archery arrow moved onto a space already
 *   holding one from a space that keeps one (issue 7 §4);
 * - in `sync` and `setup` modes (after undo/redo; at the start or resumption of a game) guidance is
 *   live and `synced` is reported once the board settles on the position (`setup` also accepts the
 *   position one legal move on, see {@link InferenceMode}).
 */
import type { CellContents } from '../core/game';
import type { Guidance } from './guidance';
import { correctionSteps, makeGuidance } from './guidance';
import { msg, type Message } from '../i18n/index';
import { classify, incompleteGuidance, physicalOf, prepare, referenceOf, unseenMoves, type InferenceContext, type Prepared } from './match';
import { liftFlag } from './flags';
import { diffReading, readingMatches, readingsEqual, type BoardReading } from './reading';

/** Timing of inference. */
export interface InferenceOptions {
  /** Occupancy must stay unchanged this long before a move commits, ms (default 400). */
  readonly settleMs: number;
  /** A settled mismatch is explained after this long, ms (default 2000). */
  readonly guidanceDelayMs: number;
  /** The board button that commits at once (default `done`). */
  readonly doneButton: string;
}

/** The defaults: settle 400 ms, guidance after 2000 ms, button `done`. */
export const DEFAULT_INFERENCE_OPTIONS: InferenceOptions = { settleMs: 400, guidanceDelayMs: 2000, doneButton: 'done' };

/** What the session must do (see {@link MoveInference}). */
export type InferenceOutput<M> =
  /** Commit these plies (one, or two in one settle window), in order. */
  | { readonly kind: 'commit'; readonly moves: readonly M[] }
  /** Replace the provisional move by this longer move of the same man. */
  | { readonly kind: 'replace'; readonly move: M }
  /**
   * The board shows the position `plies` plies ago: take them back, or, when the session wants the
   * takeback confirmed first, hold it ({@link MoveInference.holdTakeback}). `byButton`: the board's done
   * button was pressed on it (a confirmation).
   */
  | { readonly kind: 'takeback'; readonly plies: number; readonly byButton: boolean }
  /** Ask which is meant; an empty list withdraws the question. */
  | { readonly kind: 'candidates'; readonly candidates: readonly (readonly M[])[] }
  /** The board shows the position (leaves `sync` mode). */
  | { readonly kind: 'synced' }
  /** Show (or, with `null`, clear) guidance. Sent only when it changes. */
  | { readonly kind: 'guidance'; readonly guidance: Guidance | null }
  /** The opponent acted: the provisional move is final. */
  | { readonly kind: 'final' };

/**
 * `play`: moves are inferred; `sync`: the board must first be made to show the position (after undo or
 * redo: the board showing a later position must not replay it); `setup`: as `sync`, but a board that
 * already shows one legal move from the position (people played on while the app was restarting)
 * syncs and commits that move.
 */
export type InferenceMode = 'play' | 'sync' | 'setup';

const MAX_TRACE = 256;

/**
 * Mismatches said as soon as the board settles rather than after the guidance delay: a man of the wrong
 * colour placed, a move in the other side's turn, a move other than the announced one (issue 4 §1:
 * "a man of the wrong colour moved or placed is flagged"; "a wrong man moved is flagged at once").
 */
const AT_ONCE: ReadonlySet<string> = new Set(['inference/wrong-colour', 'inference/wrong-turn', 'inference/not-announced', 'inference/spin-first']);

/**
 * The inference engine of one session. Not thread-safe; call it from one place.
 * `P` is the game's position type, `M` its move type.
 */
export class MoveInference<P, M> {
  private readonly options: InferenceOptions;
  private prep: Prepared<P, M> | undefined;
  private mode: InferenceMode = 'sync';
  private reading: BoardReading | undefined;
  private changedAt = 0;
  private settled = true;
  private guidanceAt: number | undefined;
  private shown: Guidance | null = null;
  private askedCandidates = false;
  private trace: BoardReading[] = [];
  private finalSent = false;

  constructor(options: Partial<InferenceOptions> = {}) {
    this.options = { ...DEFAULT_INFERENCE_OPTIONS, ...options };
  }

  /** The last reading, if any. */
  get lastReading(): BoardReading | undefined {
    return this.reading;
  }

  /** The current mode. */
  get currentMode(): InferenceMode {
    return this.mode;
  }

  /** The guidance on show, if any. */
  get guidance(): Guidance | null {
    return this.shown;
  }

  /** Cells whose man is off the board compared with the position (lifted, in a hand). */
  lifted(): string[] {
    if (this.prep === undefined || this.reading === undefined) return [];
    return [...diffReading(this.reading, this.prep.target, this.prep.cells, this.prep.ctx.sensing).missing];
  }

  /**
   * The allowed moves the board cannot see (see `unseenMoves` in `./match`), each a one-ply sequence,
   * while the last reading shows the position in `play` mode; `[]` otherwise.
   */
  unseen(): (readonly M[])[] {
    if (this.prep === undefined || this.reading === undefined || this.mode !== 'play') return [];
    return unseenMoves(this.prep, this.reading);
  }

  /** `true` when the last reading shows the position. */
  inSync(): boolean {
    return this.prep !== undefined && this.reading !== undefined && readingMatches(this.reading, this.prep.target, this.prep.ctx.sensing);
  }

  /**
   * Sets what the session holds now (after every commit, undo, redo, takeback, announcement) and the mode.
   * In `sync` mode the set-up guidance is computed at once from the last reading.
   * @param at the time now, ms.
   */
  setContext(ctx: InferenceContext<P, M>, mode: InferenceMode, at: number): InferenceOutput<M>[] {
    this.prep = prepare(ctx);
    this.mode = mode;
    this.held = undefined;
    this.finalSent = false;
    this.guidanceAt = undefined;
    const out: InferenceOutput<M>[] = [];
    if (this.askedCandidates) {
      this.askedCandidates = false;
      out.push({ kind: 'candidates', candidates: [] });
    }
    if (this.reading !== undefined) {
      this.trace = [this.reading];
      // Re-judge the board against the new position when it is quiet; otherwise wait for it to settle.
      // In `sync` and `setup` a board that already shows the position is judged too, so it syncs (a move
      // the sensors cannot see, played on screen, leaves the board as it was).
      if (this.settled && (mode !== 'play' || !readingMatches(this.reading, this.prep.target, ctx.sensing))) {
        this.settled = false;
        this.changedAt = at - this.options.settleMs;
      }
    }
    this.show(this.liveGuidance(), out);
    return out;
  }

  /**
   * A full board reading at time `at` (ms). Heartbeat snapshots equal to the last reading change nothing.
   */
  snapshot(reading: BoardReading, at: number): InferenceOutput<M>[] {
    const out: InferenceOutput<M>[] = [];
    const prev = this.reading;
    if (prev !== undefined && readingsEqual(prev, reading)) return this.tick(at);
    this.reading = reading;
    this.changedAt = at;
    this.settled = false;
    this.guidanceAt = undefined;
    if (this.trace.length >= MAX_TRACE) this.trace.shift();
    this.trace.push(reading);
    const prep = this.prep;
    if (prep === undefined) return out;
    if (this.askedCandidates) {
      this.askedCandidates = false;
      out.push({ kind: 'candidates', candidates: [] });
    }
    const prov = prep.ctx.provisional;
    if (prov !== undefined && !this.finalSent && prev !== undefined && this.mode === 'play') {
      const mover = prep.ctx.game.turn(prov.before);
      for (const c of Object.keys(reading)) {
        if (prev[c] === reading[c]) continue;
        const owners = prep.target[c] ?? [];
        const who = owners[owners.length - 1];
        if (who !== undefined && who !== mover) {
          this.finalSent = true;
          out.push({ kind: 'final' });
          break;
        }
      }
    }
    this.show(this.liveGuidance(), out);
    return out;
  }

  /** Judges the current reading again once it has been quiet for the settle time from `at` (a retry). */
  retry(at: number): void {
    if (this.reading === undefined) return;
    this.settled = false;
    this.changedAt = at;
  }

  /** A board button pressed at `at` (ms): the done button judges the board at once. */
  button(name: string, at: number): InferenceOutput<M>[] {
    if (name !== this.options.doneButton || this.reading === undefined) return [];
    return this.judge(at, true);
  }

  /** Time passes: commits a settled board, shows delayed guidance. Call at {@link nextWakeAt}. */
  tick(at: number): InferenceOutput<M>[] {
    const out: InferenceOutput<M>[] = [];
    if (!this.settled && this.reading !== undefined && at >= this.changedAt + this.options.settleMs) {
      out.push(...this.judge(at, false));
    }
    if (this.guidanceAt !== undefined && at >= this.guidanceAt && this.pendingMismatch !== undefined) {
      this.guidanceAt = undefined;
      this.show(this.pendingMismatch, out);
    }
    return out;
  }

  /** When to call {@link tick} next (ms), or `undefined` when nothing is pending. */
  nextWakeAt(): number | undefined {
    const a = this.settled || this.reading === undefined ? undefined : this.changedAt + this.options.settleMs;
    const b = this.guidanceAt;
    if (a === undefined) return b;
    if (b === undefined) return a;
    return Math.min(a, b);
  }

  private pendingMismatch: Guidance | undefined;
  /** A takeback the session holds until it is confirmed: its plies and the board it shows. */
  private held: { readonly plies: number; readonly contents: CellContents } | undefined;

  /**
   * The session holds the takeback of `plies` plies the board shows until it is confirmed (issue 12 §2:
   * more than one ply, or right after the board reconnected): the game stands, and the guidance says so
   * and gives the steps back to the position. The board showing the position again drops it.
   */
  holdTakeback(plies: number): InferenceOutput<M>[] {
    const out: InferenceOutput<M>[] = [];
    const prep = this.prep;
    const earlier = prep?.ctx.history[prep.ctx.history.length - plies];
    if (prep === undefined || earlier === undefined) return out;
    this.held = { plies, contents: physicalOf(prep.ctx.game).contents(earlier) };
    this.guidanceAt = undefined;
    this.show(this.liveGuidance(), out);
    return out;
  }

  /** The plies of the takeback held for confirmation while the board still shows it; `undefined` otherwise. */
  heldTakeback(): number | undefined {
    const h = this.held;
    if (h === undefined || this.prep === undefined || this.reading === undefined) return undefined;
    return readingMatches(this.reading, h.contents, this.prep.ctx.sensing) ? h.plies : undefined;
  }

  private judge(at: number, now: boolean): InferenceOutput<M>[] {
    const out: InferenceOutput<M>[] = [];
    const prep = this.prep;
    const reading = this.reading;
    this.settled = true;
    if (prep === undefined || reading === undefined) return out;
    if (this.mode !== 'play') {
      if (readingMatches(reading, prep.target, prep.ctx.sensing)) {
        this.show(null, out);
        out.push({ kind: 'synced' });
        this.trace = [reading];
        return out;
      }
      if (this.mode === 'setup') {
        const c = classify(prep, reading, this.trace);
        if (c.kind === 'commit' && c.moves.length === 1) {
          this.show(null, out);
          out.push({ kind: 'synced' }, { kind: 'commit', moves: c.moves });
          this.trace = [reading];
          return out;
        }
      }
      this.show(this.setupGuidance(prep, reading), out);
      return out;
    }
    const c = classify(prep, reading, this.trace);
    if (c.kind !== 'takeback' && c.kind !== 'mismatch') this.held = undefined;
    switch (c.kind) {
      case 'match':
        this.show(null, out);
        this.trace = [reading];
        // `done` on a board that looks unchanged confirms a move the sensors cannot see (issue 7 §4).
        if (now && c.unseen !== undefined) {
          if (c.unseen.length === 1) out.push({ kind: 'commit', moves: c.unseen[0]! });
          else {
            this.askedCandidates = true;
            out.push({ kind: 'candidates', candidates: c.unseen });
          }
        }
        break;
      case 'commit':
        this.show(null, out);
        out.push({ kind: 'commit', moves: c.moves });
        this.trace = [reading];
        break;
      case 'replace':
        this.show(null, out);
        out.push({ kind: 'replace', move: c.move });
        this.trace = [reading];
        break;
      case 'takeback':
        // Held for confirmation, the same takeback waits (the guidance stays); done confirms it.
        if (this.held?.plies === c.plies && !now) break;
        out.push({ kind: 'takeback', plies: c.plies, byButton: now });
        break;
      case 'candidates':
        this.askedCandidates = true;
        out.push({ kind: 'candidates', candidates: c.candidates });
        break;
      case 'incomplete':
        this.show(c.guidance, out);
        break;
      case 'mismatch': {
        // A man lifted that may not be is the first thing to put right, and the flag says it best: a
        // settled board is not a mismatch for the rest of it (a mill formed, the capture pending, is on
        // its way to a legal move; issue 12 §12).
        const flag = this.held === undefined ? liftFlag(prep, reading, this.trace) : undefined;
        if (this.held !== undefined) this.show(this.heldGuidance(prep, reading, this.held), out);
        else if (flag !== undefined) this.show(flag, out);
        else if (now || this.shown?.kind === 'mismatch' || AT_ONCE.has(c.guidance.code)) this.show(c.guidance, out);
        else {
          if (this.shown?.kind === 'incomplete') this.show(null, out);
          this.pendingMismatch = c.guidance;
          this.guidanceAt = at + this.options.guidanceDelayMs;
        }
        break;
      }
    }
    return out;
  }

  private setupGuidance(prep: Prepared<P, M>, reading: BoardReading): Guidance | null {
    const steps = correctionSteps({ reading, target: prep.target, cells: prep.cells, sensing: prep.ctx.sensing, seatRef: prep.seatRef, setup: true });
    if (steps.length === 0) return null;
    return makeGuidance('setup', 'inference/setup', msg('inference.setup'), steps);
  }

  /** Guidance that follows the board live: set-up steps in sync mode; lift flags and a shown mismatch in play. */
  private liveGuidance(): Guidance | null {
    const prep = this.prep;
    const reading = this.reading;
    if (prep === undefined || reading === undefined) return null;
    if (this.mode !== 'play') return this.setupGuidance(prep, reading);
    // A held takeback explains every man lifted: the board was put back as a whole.
    if (this.held !== undefined) return this.heldGuidance(prep, reading, this.held);
    const flag = liftFlag(prep, reading, this.trace);
    if (flag !== undefined) return flag;
    if (this.shown?.kind === 'mismatch' && !readingMatches(reading, prep.target, prep.ctx.sensing)) {
      // The board now shows a legal move: no need to say it is wrong while it settles.
      if (prep.allowed.some((s) => readingMatches(reading, s.contents, prep.ctx.sensing))) return null;
      const target = referenceOf(prep, this.trace);
      const steps = correctionSteps({ reading, target, cells: prep.cells, sensing: prep.ctx.sensing, seatRef: prep.seatRef, setup: false });
      // Back on the way to a legal move (the mill formed, the capture pending): say what finishes it.
      if (steps.length === 0) return incompleteGuidance(prep, reading) ?? null;
      return makeGuidance('mismatch', this.shown.code, this.shown.reason, steps);
    }
    if (this.shown?.kind === 'incomplete') return this.shown;
    return null;
  }

  /**
   * While a takeback is held: what the board shows and how to go on (confirm, or put the men back), with
   * the steps back to the position; `null` once the board shows the position again (the hold is dropped).
   */
  private heldGuidance(prep: Prepared<P, M>, reading: BoardReading, held: { readonly plies: number; readonly contents: CellContents }): Guidance | null {
    const steps = correctionSteps({ reading, target: prep.target, cells: prep.cells, sensing: prep.ctx.sensing, seatRef: prep.seatRef, setup: false });
    if (steps.length === 0) {
      this.held = undefined;
      return null;
    }
    const shows = readingMatches(reading, held.contents, prep.ctx.sensing);
    return makeGuidance('mismatch', 'inference/takeback-confirm', takebackReason(held.plies, shows), steps);
  }

  private show(g: Guidance | null, out: InferenceOutput<M>[]): void {
    if (g === null && this.shown === null) return;
    if (g !== null && this.shown !== null && JSON.stringify(g) === JSON.stringify(this.shown)) return;
    this.shown = g;
    out.push({ kind: 'guidance', guidance: g });
  }
}

/**
 * The reason of a held takeback's guidance: the board shows the game `plies` plies back and the takeback
 * awaits confirmation, or (`shows` false) the board is on its way back to the position.
 */
function takebackReason(plies: number, shows: boolean): Message {
  return msg('inference.takeback-held', { n: plies, shows: shows ? 'yes' : 'no' });
}
