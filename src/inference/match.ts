/**
 * Position matching: what a settled board reading means for the game.
 *
 * The method is picochess' whole-position matching (`../shared/background/sensor-board-anchors.md` §B
 * "Inference method": "the board FEN is compared with the precomputed FEN after every legal move"),
 * generalised over any {@link Game} with a {@link PhysicalModel} and extended with the ideas that section
 * lists as missing or special cases: a provisional move replaced by a longer move of the same man
 * ("sliding"), two plies inside one settle window ("premove"), a return to an earlier position
 * (takeback), intermediate stages of a move (a mill formed, the capture not yet made), and on-screen
 * candidates when several moves leave the same board.
 *
 * Everything here is pure: a {@link Prepared} holds the successors of one logical position, computed
 * once; {@link classify} reads one settled reading against it; {@link liftFlag} judges a reading at once,
 * before it settles (a man lifted that may not move).
 */
import type { CellContents, Game, PlayerIndex } from '../core/game';
import { cellAgrees, changedCells, diffReading, isOccupied, readingMatches, seatReading, type BoardReading, type Sensing } from './reading';
import { correctionSteps, makeGuidance, putBackStep, type Guidance, type GuidanceStep } from './guidance';
import { msg, type Message, type SeatRef } from '../i18n/index';

/** Why a board change is refused: a code for programs and the reason for people. */
export interface Refusal {
  readonly code: string;
  readonly reason: Message;
}

/** The parts of a {@link Game} inference uses (any game with a `physical` model qualifies). */
export type InferenceGame<P, M> = Pick<Game<P, M, unknown>, 'id' | 'turn' | 'legalMoves' | 'play' | 'formatPosition' | 'formatMove' | 'physical' | 'players' | 'parseMove'>;

/**
 * Game-specific explanations of a refused board change (optional; see `explain.ts`).
 * `explainChange` returns the game's refusal for the move the board seems to show, `explainLift` the
 * reason a man on `cell` may not be lifted now. Both return `undefined` when they have nothing to add.
 */
export interface Explainer<P, M> {
  explainChange?(game: InferenceGame<P, M>, pos: P, target: CellContents, reading: BoardReading): Refusal | undefined;
  explainLift?(game: InferenceGame<P, M>, pos: P, cell: string): Refusal | undefined;
}

/**
 * What inference needs to know about the session (issue 4 §1). All positions are immutable values.
 */
export interface InferenceContext<P, M> {
  readonly game: InferenceGame<P, M>;
  /** The logical position: after every committed move, including a provisional one. */
  readonly position: P;
  /** Earlier positions of the game, oldest first (the start position first), not including `position`. */
  readonly history: readonly P[];
  /** The last move while it is provisional: the position before it and the move. */
  readonly provisional?: { readonly before: P; readonly move: M };
  /**
   * A move announced for the seat to move (a computer's or a screen player's) that people carry out on
   * the board; only it may commit for that seat.
   */
  readonly expected?: M;
  /** Seats whose players move men on the board themselves. */
  readonly boardSeats: readonly PlayerIndex[];
  readonly sensing: Sensing;
  /** Whether returning the board to an earlier position takes moves back. */
  readonly takebacks: boolean;
  readonly explainer?: Explainer<P, M>;
  /**
   * `true` when the next action is a teetotum spin (`Game.awaitsSpin`): no move is inferred from the board
   * (a spin comes from the teetotum, digital or entered by hand, never from men moved), and a man moved
   * meanwhile is told to wait for the spin. Source: issue 7 §1, §4.
   */
  readonly awaitsSpin?: boolean;
  /**
   * The board state to reach instead of the position's own contents, set only while syncing: a spin's
   * consequences carried out stage by stage on the board (Quoits: the first comer set back, forward or
   * removed before the new man is put down; issue 7 §4). Keys are cell names as in `physical.contents`.
   */
  readonly target?: CellContents;
}

/** A position reachable by one or two plies, with the board it leaves. */
export interface Successor<P, M> {
  readonly moves: readonly M[];
  readonly position: P;
  readonly contents: CellContents;
  /** `formatPosition(position)`: moves with equal keys mean the same. */
  readonly key: string;
  /** Board states while the last move is carried out (its last entry equals `contents`). */
  readonly stages: readonly CellContents[];
}

/** The successors and facts of one context, computed once (see {@link prepare}). */
export interface Prepared<P, M> {
  readonly ctx: InferenceContext<P, M>;
  readonly cells: readonly string[];
  readonly target: CellContents;
  readonly turn: PlayerIndex | undefined;
  /** One-ply successors that may commit: every legal move of a board seat, or only the expected move. */
  readonly allowed: readonly Successor<P, M>[];
  /** Every legal one-ply successor (for explanations). */
  readonly legal: readonly Successor<P, M>[];
  /** One-ply successors of the provisional move's start other than the provisional move. */
  readonly extensions: readonly Successor<P, M>[];
  /** Cells the allowed moves may empty at some stage (lifting their men is never flagged). */
  readonly vacatable: ReadonlySet<string>;
  /** Cells the last move changed (their men may carry on, or be taken back). */
  readonly lastMoveCells: ReadonlySet<string>;
  /** A seat as messages name it (`{ game: <id>, seat }`). */
  readonly seatRef: (seat: PlayerIndex) => SeatRef;
  /** Two-ply successors, computed on first use. */
  doubles(): readonly Successor<P, M>[];
}

/** The game's physical model. @throws Error for a game without one (a programmer error). */
export function physicalOf<P, M>(game: InferenceGame<P, M>) {
  const physical = game.physical;
  if (physical === undefined) throw new Error('inference needs a game with a physical model');
  return physical;
}

function successorsOf<P, M>(game: InferenceGame<P, M>, pos: P, moves: readonly M[], prefix: readonly M[] = []): Successor<P, M>[] {
  const physical = physicalOf(game);
  const out: Successor<P, M>[] = [];
  for (const m of moves) {
    const r = game.play(pos, m);
    if (!r.ok) continue;
    const contents = physical.contents(r.value);
    const stages = physical.stages?.(pos, m) ?? [contents];
    out.push({ moves: [...prefix, m], position: r.value, contents, key: game.formatPosition(r.value), stages });
  }
  return out;
}

/**
 * Computes the successors of `ctx.position` and the facts {@link classify} and {@link liftFlag} need.
 * Cost: one `play` and one `contents` per legal move (two-ply successors only when first needed).
 * @throws Error when the game has no physical model (a programmer error: such games are not sensed).
 */
export function prepare<P, M>(ctx: InferenceContext<P, M>): Prepared<P, M> {
  const { game, position } = ctx;
  const physical = physicalOf(game);
  const own = physical.contents(position);
  const target = ctx.target ?? own;
  // The cells of this position (a Quoits layout chosen by option has its own), in the model's order.
  const cells = Object.keys(own);
  const turn = game.turn(position);
  const legalMoves = turn === undefined ? [] : game.legalMoves(position);
  const legal = successorsOf(game, position, legalMoves);
  let allowed: Successor<P, M>[];
  if (turn === undefined || ctx.awaitsSpin === true) allowed = [];
  else if (ctx.expected !== undefined) {
    const key = game.formatMove(ctx.expected);
    allowed = legal.filter((s) => game.formatMove(s.moves[0]!) === key);
  } else if (ctx.boardSeats.includes(turn)) allowed = legal;
  else allowed = [];
  const vacatable = new Set<string>();
  for (const s of allowed) {
    for (const st of s.stages) {
      for (const c of cells) if ((target[c] ?? []).length > 0 && (st[c] ?? []).length === 0) vacatable.add(c);
    }
  }
  let extensions: Successor<P, M>[] = [];
  const lastMoveCells = new Set<string>();
  if (ctx.provisional !== undefined) {
    const { before, move } = ctx.provisional;
    const key = game.formatMove(move);
    extensions = successorsOf(game, before, game.legalMoves(before).filter((m) => game.formatMove(m) !== key));
  }
  const prev = ctx.history[ctx.history.length - 1];
  if (prev !== undefined) for (const c of changedCells(physical.contents(prev), target, cells)) lastMoveCells.add(c);
  const seatRef = (seat: PlayerIndex): SeatRef => ({ game: game.id, seat });
  let doubles: Successor<P, M>[] | undefined;
  return {
    ctx,
    cells,
    target,
    turn,
    allowed,
    legal,
    extensions,
    vacatable,
    lastMoveCells,
    seatRef,
    doubles() {
      if (doubles !== undefined) return doubles;
      doubles = [];
      for (const s of allowed) {
        const t2 = game.turn(s.position);
        if (t2 === undefined || !ctx.boardSeats.includes(t2)) continue;
        doubles.push(...successorsOf(game, s.position, game.legalMoves(s.position), s.moves));
      }
      return doubles;
    },
  };
}

/** The meaning of a settled reading (see {@link classify}). */
export type Classification<M> =
  /**
   * The board shows the logical position. `unseen` lists the allowed moves (distinct in meaning) whose
   * result the board cannot tell from it (Archery: an arrow moved from a space that keeps another arrow
   * onto a space that already holds one); the player confirms one with `done` or on screen (issue 7 §4).
   */
  | { readonly kind: 'match'; readonly unseen?: readonly (readonly M[])[] }
  /** The board shows exactly one meaning: commit these plies (one, or two in one settle window). */
  | { readonly kind: 'commit'; readonly moves: readonly M[] }
  /** The same man carried on: the provisional move is replaced by `move`. */
  | { readonly kind: 'replace'; readonly move: M }
  /** Several meanings leave this board: ask which (each a sequence of one or two plies). */
  | { readonly kind: 'candidates'; readonly candidates: readonly (readonly M[])[] }
  /** The board shows the position `plies` plies ago. */
  | { readonly kind: 'takeback'; readonly plies: number }
  /** A move is under way (a mill formed, the capture not yet made). */
  | { readonly kind: 'incomplete'; readonly guidance: Guidance }
  /** The board matches nothing; `explained` when the guidance names a specific reason. */
  | { readonly kind: 'mismatch'; readonly guidance: Guidance; readonly explained: boolean };

function matching<P, M>(list: readonly Successor<P, M>[], reading: BoardReading, sensing: Sensing): Successor<P, M>[] {
  return list.filter((s) => readingMatches(reading, s.contents, sensing));
}

/** Groups by meaning (resulting position), keeping the first of each group, in order. */
function distinct<P, M>(list: readonly Successor<P, M>[]): Successor<P, M>[] {
  const seen = new Set<string>();
  const out: Successor<P, M>[] = [];
  for (const s of list) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    out.push(s);
  }
  return out;
}

/**
 * Reads a settled board, in this order (issue 4 §1):
 * 1. it shows the logical position → `match`;
 * 2. it shows one allowed ply's result → `commit` (several with different results → `candidates`);
 * 3. the provisional move's man carried on to another legal result → `replace`;
 * 4. an unfinished stage of an allowed move → `incomplete` (e.g. "take a black man (b4 or f6)");
 * 5. two plies (the first allowed, the second by a board seat), when `trace` shows the board passed
 *    through the first ply's result → `commit` both (several → `candidates`);
 * 6. an earlier position of the game → `takeback` (refused with guidance when takebacks are off),
 *    unless the board is also on its way to an allowed move (see {@link inTransit});
 * 7. only men of allowed moves off the board → `mismatch` saying where the man in the hand may go;
 * 8. otherwise `mismatch`, with the reason when one is known and the steps back to the position.
 *
 * @param trace the readings seen since the board last matched (oldest first), for ordering two plies.
 */
export function classify<P, M>(prep: Prepared<P, M>, reading: BoardReading, trace: readonly BoardReading[] = []): Classification<M> {
  const { ctx } = prep;
  const sensing = ctx.sensing;
  if (readingMatches(reading, prep.target, sensing)) {
    const unseen = unseenMoves(prep, reading);
    return unseen.length === 0 ? { kind: 'match' } : { kind: 'match', unseen };
  }
  const singles = distinct(matching(prep.allowed, reading, sensing));
  if (singles.length === 1) return { kind: 'commit', moves: singles[0]!.moves };
  if (singles.length > 1) return { kind: 'candidates', candidates: singles.map((s) => s.moves) };
  // Two plies count only when the board was seen showing the first ply done: on a reed board one lift can
  // look like two plies (a man moved, then captured by a man moving onto its point), and one hand cannot
  // play both sides without the first move standing for a moment.
  // When the first ply is an announced move, its order against the reply does not matter: the person
  // only carried it out.
  const doubles = (): Successor<P, M>[] =>
    distinct(matching(prep.doubles(), reading, sensing)).filter((d) => {
      if (ctx.expected !== undefined) return true;
      const first = prep.allowed.find((s) => s.moves[0] === d.moves[0]);
      return first !== undefined && trace.some((r) => readingMatches(r, first.contents, sensing));
    });
  const ext = distinct(matching(prep.extensions, reading, sensing));
  // A reply made into the point the first ply left can leave the occupancy of a provisional move pushed on
  // (white b4-c4, black b2-b4 reads as black's b2 placed on c4 instead): the board seen showing the first
  // ply done decides for the two plies (issue 12 §13).
  if (ext.length === 1 && doubles().length === 0) return { kind: 'replace', move: ext[0]!.moves[0]! };
  // A mill formed and the capture not yet made is far likelier than a capture and a placement on the
  // captured man's point inside one settle window, so unfinished stages are read before two plies.
  const incomplete = incompleteGuidance(prep, reading);
  if (incomplete !== undefined) return { kind: 'incomplete', guidance: incomplete };
  const pairs = doubles();
  if (pairs.length === 1) return { kind: 'commit', moves: pairs[0]!.moves };
  if (pairs.length > 1) return { kind: 'candidates', candidates: pairs.map((d) => d.moves) };
  const physical = physicalOf(ctx.game);
  // A board on its way to an allowed move (a capture taken off first) is not a takeback, even when it
  // equals an earlier position (the man just placed, taken first by the mill that captures it).
  const transit = inTransit(prep, reading);
  for (let k = ctx.history.length - 1; k >= 0 && !transit; k--) {
    if (!readingMatches(reading, physical.contents(ctx.history[k]!), sensing)) continue;
    const plies = ctx.history.length - k;
    if (ctx.takebacks) return { kind: 'takeback', plies };
    const steps = correctionSteps({ reading, target: prep.target, cells: prep.cells, sensing, seatRef: prep.seatRef, setup: false });
    return {
      kind: 'mismatch',
      explained: true,
      guidance: makeGuidance('mismatch', 'inference/takeback-refused', msg('inference.takeback-refused'), steps),
    };
  }
  const inHand = inHandGuidance(prep, reading);
  if (inHand !== undefined) return { kind: 'mismatch', guidance: inHand, explained: true };
  return mismatch(prep, reading, trace);
}

/**
 * The allowed moves (one ply each, distinct in meaning, in legal-move order) that leave the board reading
 * as `reading` does while it shows the position: moves a sensor cannot see, which the player confirms with
 * `done` or on screen. `[]` when the reading does not show the position, or every move would be seen.
 */
export function unseenMoves<P, M>(prep: Prepared<P, M>, reading: BoardReading): (readonly M[])[] {
  const sensing = prep.ctx.sensing;
  if (!readingMatches(reading, prep.target, sensing)) return [];
  return distinct(matching(prep.allowed, reading, sensing)).map((s) => s.moves);
}

/**
 * `true` when every sensed cell shows either the position or a state some allowed move passes through
 * (any of its stages): the board is between the position and that move.
 */
function inTransit<P, M>(prep: Prepared<P, M>, reading: BoardReading): boolean {
  const sensing = prep.ctx.sensing;
  return prep.allowed.some((s) =>
    Object.keys(reading).every(
      (c) => cellAgrees(reading[c], prep.target[c], sensing) || s.stages.some((st) => cellAgrees(reading[c], st[c], sensing)),
    ),
  );
}

/**
 * `true` when stage `i` of allowed move `s` waits for men to be taken off (a mill formed, the capture
 * not yet made). A stage that only shows a man in the hand (a jump chain's man lifted, an arrow lifted)
 * does not: the man is on its way, and a long hold is read as a man in the hand (issue 6 §3).
 */
function awaitsTake<P, M>(prep: Prepared<P, M>, s: Successor<P, M>, i: number): boolean {
  const st = s.stages[i]!;
  const next = s.stages[i + 1];
  return next !== undefined && prep.cells.some((c) => (st[c] ?? []).length > 0 && (next[c] ?? []).length === 0);
}

/**
 * The board state the steps back lead to: the latest unfinished stage of an allowed move (a mill
 * formed, the capture pending) that a reading of `trace` showed, else the position's contents. A board
 * on its way to a legal move is not undone by guidance (issue 12 §12: "Put the man from e4 back on b4"
 * told the mover to undo the mill that was to capture).
 */
export function referenceOf<P, M>(prep: Prepared<P, M>, trace: readonly BoardReading[]): CellContents {
  const sensing = prep.ctx.sensing;
  for (let k = trace.length - 1; k >= 0; k--) {
    for (const s of prep.allowed) {
      for (let i = 0; i < s.stages.length - 1; i++) if (awaitsTake(prep, s, i) && readingMatches(trace[k]!, s.stages[i]!, sensing)) return s.stages[i]!;
    }
  }
  return prep.target;
}

/** When `reading` equals an unfinished stage of allowed moves: the men that may be taken to finish. */
export function incompleteGuidance<P, M>(prep: Prepared<P, M>, reading: BoardReading): Guidance | undefined {
  const sensing = prep.ctx.sensing;
  const takes = new Map<string, PlayerIndex>();
  let found = false;
  for (const s of prep.allowed) {
    for (let i = 0; i < s.stages.length - 1; i++) {
      const st = s.stages[i]!;
      if (!awaitsTake(prep, s, i) || !readingMatches(reading, st, sensing)) continue;
      const next = s.stages[i + 1]!;
      found = true;
      for (const c of prep.cells) {
        const before = st[c] ?? [];
        if (before.length > 0 && (next[c] ?? []).length === 0) takes.set(c, before[before.length - 1]!);
      }
    }
  }
  if (!found) return undefined;
  const steps: GuidanceStep[] = [...takes].map(([cell, seat]) => ({ kind: 'take', cell, seat, say: msg('guidance.step.take', { cell }) }));
  const cells = [...takes.keys()];
  // Every man a stage takes off is the opponent's: one seat.
  const owner = takes.values().next().value!;
  const reason = msg('inference.capture-pending', { man: prep.seatRef(owner), cells });
  return { kind: 'incomplete', code: 'inference/capture-pending', reason, whole: reason, steps, cells: steps.map((s) => ({ cell: s.cell, kind: 'take' as const })) };
}

/**
 * When the only difference is men of allowed moves off the board (a man in the hand, a capture taken
 * first): say where the man may go. Shown after the guidance delay, like a mismatch.
 */
function inHandGuidance<P, M>(prep: Prepared<P, M>, reading: BoardReading): Guidance | undefined {
  const diff = diffReading(reading, prep.target, prep.cells, prep.ctx.sensing);
  if (diff.extra.length > 0 || diff.wrongColour.length > 0 || diff.missing.length === 0) return undefined;
  if (!diff.missing.every((c) => prep.vacatable.has(c))) return undefined;
  const own = diff.missing.filter((c) => owner(prep.target, c) === prep.turn);
  const targets = new Set<string>();
  for (const s of prep.allowed) {
    if (!own.every((c) => (s.contents[c] ?? []).length === 0)) continue;
    for (const c of prep.cells) if ((prep.target[c] ?? []).length === 0 && (s.contents[c] ?? []).length > 0) targets.add(c);
  }
  const steps: GuidanceStep[] = diff.missing.map((c) => putBackStep(c, owner(prep.target, c)!));
  // Only an opponent's man is off (one some allowed move could take): name it, and how to go on.
  const reason =
    own.length > 0
      ? msg('inference.in-hand', { from: own, targets: [...targets], n: targets.size })
      : msg('inference.off-board', { cells: diff.missing });
  return { ...makeGuidance('incomplete', 'inference/in-hand', reason, steps), whole: reason };
}

/**
 * Guidance for a settled board that matches nothing: the reason, when known, and the steps back to
 * {@link referenceOf} (the position, or the unfinished stage of a legal move the board was seen in).
 */
export function mismatch<P, M>(prep: Prepared<P, M>, reading: BoardReading, trace: readonly BoardReading[] = []): { kind: 'mismatch'; guidance: Guidance; explained: boolean } {
  const { ctx } = prep;
  const ref = referenceOf(prep, trace);
  const steps = correctionSteps({ reading, target: ref, cells: prep.cells, sensing: ctx.sensing, seatRef: prep.seatRef, setup: false });
  const reason = explainMismatch(prep, reading, ref);
  return {
    kind: 'mismatch',
    explained: reason !== undefined,
    guidance: makeGuidance('mismatch', reason?.code ?? 'inference/no-match', reason?.reason ?? msg('inference.no-match'), steps),
  };
}

/** The seat of the top man on `cell` in `contents`, if any. */
export function owner(contents: CellContents, cell: string): PlayerIndex | undefined {
  const o = contents[cell] ?? [];
  return o[o.length - 1];
}

/**
 * Why a settled board matches nothing, when a reason can be named: judged against `ref` (the position,
 * or the unfinished stage of a legal move the board was seen in; the game's own explanation only for the
 * position).
 */
function explainMismatch<P, M>(prep: Prepared<P, M>, reading: BoardReading, ref: CellContents): Refusal | undefined {
  const { ctx, turn } = prep;
  if (turn === undefined) return { code: 'inference/game-over', reason: msg('inference.game-over') };
  const diff = diffReading(reading, ref, prep.cells, ctx.sensing);
  const name = prep.seatRef(turn);
  if (ctx.awaitsSpin === true) return spinFirst(name);
  if (!ctx.boardSeats.includes(turn) || ctx.expected !== undefined) return waitOrAnnounced(prep, name);
  // Hall boards: a man of the wrong colour placed.
  if (ctx.sensing.kind === 'hall') {
    const mine = seatReading(turn, ctx.sensing);
    const wrong = diff.extra.filter((c) => isOccupied(reading[c]) && reading[c] !== 'occupied' && reading[c] !== mine);
    const lifted = diff.missing.filter((c) => owner(ref, c) !== turn);
    if (wrong.length > lifted.length) return { code: 'inference/wrong-colour', reason: msg('inference.wrong-colour', { seat: name, cell: wrong[0]!, man: name }) };
  }
  const movers = new Set(diff.missing.map((c) => owner(ref, c)));
  if (diff.missing.length > 0 && !movers.has(turn) && diff.extra.length > 0) {
    return { code: 'inference/wrong-turn', reason: msg('inference.wrong-turn', { seat: name }) };
  }
  const game = ref === prep.target ? ctx.explainer?.explainChange?.(ctx.game, ctx.position, prep.target, reading) : undefined;
  if (game !== undefined) return game;
  return undefined;
}

/** The reason given for men moved while a teetotum spin is awaited. */
export function spinFirst(seat: SeatRef): Refusal {
  return { code: 'inference/spin-first', reason: msg('inference.spin-first', { seat }) };
}

/** The reason given for men moved for a seat that does not play on the board: wait, or carry out the announced move. */
export function waitOrAnnounced<P, M>(prep: Prepared<P, M>, seat: SeatRef): Refusal {
  const expected = prep.ctx.expected;
  if (expected !== undefined) return { code: 'inference/not-announced', reason: msg('inference.not-announced', { seat, move: prep.ctx.game.formatMove(expected) }) };
  return { code: 'inference/wait', reason: msg('inference.wait', { seat }) };
}
