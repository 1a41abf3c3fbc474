/**
 * Quoits: two to four players pitch four men each onto numbered quoit spaces by the double
 * teetotum; four rounds make a game, and games are played until someone reaches 60 (or, as an
 * option, one game decides).
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS (quoted in {@link QUOITS_RULES}); issue 7 §1, §3.
 * Turn structure: every action is a spin (a move such as `3+5`). First the players spin for lead (ties
 * spin again, see `../teetotum/lead`); then each spin pitches the next man in playing order onto the
 * space its throw names ({@link pitchOutcome}). After four rounds the game is scored; the board stays
 * until the next spin begins the next game (clearing it, and spinning for lead again under
 * `newGameLead: spin`).
 *
 * Collisions, as Parlour reads the sheet ("If two men hit the same space, the first corner is set
 * back one space, if the rear space is vacant ; if occupied, the man goes for-ward on space, but
 * should this space also be occupied it is removed from the board and does not count for its
 * player."): the man already on the space (the first comer) moves to the space behind it if there
 * is one and it is vacant; otherwise to the space in front of it if there is one and it is vacant;
 * otherwise he is removed. The new man takes the space his throw names. Under the option
 * `collisionForward: newcomer` the second half is the new man's: with the rear space taken, the first
 * comer stays and the new man goes on to the space in front, or is removed. Moves never chain.
 * No throw names the hub: a man reaches the hub only by being sent forward onto it from the space
 * behind it (in the default layout, space 7).
 */
import type { CellContents, Game, MoveError, NotationError, PhysicalModel, PlayerIndex, Status } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { msg, type Message } from '../../i18n/index';
import { leadSpinner, playOrder, recordLeadSpin, startLead } from '../teetotum/lead';
import { TEETOTUM_SEATS } from '../teetotum/seats';
import { formatSpinMove, isDoublet, spinFaceProblem, spinOutcomes, spinSum, type SpinMove } from '../teetotum/spin';
import { DEFAULT_QUOIT_LAYOUT, indexLayout, layoutFitsFaces, type QuoitLayout } from './layout';
import { formatQuoitsMove, formatQuoitsPosition, parseQuoitsMove, parseQuoitsPositionSyntax } from './notation';
import { quoitsOptions, type QuoitsOptions } from './options';
import { quoitsProblems, setOfSeat, type QuoitMan, type QuoitsPosition } from './position';
import { QUOITS_RULES, QUOITS_SHEET } from './rules';
import { gameComplete, matchOver, quoitsTotals, scoreBoard } from './scoring';

/** What happens to the first comer when a man is pitched onto an occupied space. */
export type CollisionResult = 'set-back' | 'forward' | 'removed';

/** What a pitch does, for previews, announcements and board checks. */
export interface PitchOutcome {
  /** The seat pitching. */
  readonly seat: PlayerIndex;
  /** The set the seat plays for (0 or 1). */
  readonly set: number;
  /** The space the throw names (where the new man ends, unless the collision moved him on). */
  readonly space: string;
  /** Where the new man ends: `space`, or (`collisionForward: newcomer`) the space in front of it; `undefined` when he was removed. */
  readonly lands: string | undefined;
  /** What the collision did when the space was occupied. */
  readonly collision?: {
    /** The owner of the man already on the space (the first comer). */
    readonly owner: PlayerIndex;
    /** The man who moved: the first comer, or (`collisionForward: newcomer`, rear space taken) the new man. */
    readonly mover: 'first-comer' | 'newcomer';
    readonly result: CollisionResult;
    /** The space the mover moved to (`set-back`, `forward`); absent when removed. */
    readonly to?: string;
  };
}

function moveError(code: string, message: Message, rule?: keyof typeof QUOITS_RULES): MoveError {
  return rule === undefined ? { code, message } : { code, message, rule: QUOITS_RULES[rule] };
}

/** The position at the start of the next four-round game: the finished game scored into history, the board cleared. */
function nextGame(p: QuoitsPosition): QuoitsPosition {
  const scores = scoreBoard(p).lines.map((l) => l.total);
  const spin = p.options.newGameLead === 'spin';
  return {
    ...p,
    history: [...p.history, scores],
    men: [],
    pitched: 0,
    lead: spin ? startLead(p.playerCount) : undefined,
    order: spin ? [] : p.order,
  };
}

/**
 * What pitching with `spin` does in `p`, where the next action is a pitch (not a spin for lead, not
 * the first spin of a next game): the seat, its set, the space named ("the Quoit space which
 * corresponds to his throw": the sum, or for a doublet its own doublet space) and the collision.
 * @throws Error when `p` does not await a pitch or the layout lacks the space (a programmer bug:
 *   `setup` checks the layout against the faces).
 */
export function pitchOutcome(p: QuoitsPosition, spin: Pick<SpinMove, 'a' | 'b'>): PitchOutcome {
  if (p.lead !== undefined || gameComplete(p)) throw new Error('pitchOutcome: the next spin is not a pitch');
  const ix = indexLayout(p.options.layout);
  const seat = p.order[p.pitched % p.playerCount]!;
  const set = setOfSeat(p, seat)!;
  const target = isDoublet(spin) ? ix.doublets[set]!.get(spin.a) : ix.numbers[set]!.get(spinSum(spin));
  if (target === undefined) throw new Error(`pitchOutcome: set ${set} has no space for ${spin.a}-${spin.b}`);
  const space = ix.spaces[target]!.id;
  const first = p.men.find((m) => m.space === space);
  if (first === undefined) return { seat, set, space, lands: space };
  const vacant = (i: number) => i >= 0 && !p.men.some((m) => m.space === ix.spaces[i]!.id);
  const back = ix.behind[target]!;
  const front = ix.front[target]!;
  const owner = first.owner;
  if (vacant(back)) return { seat, set, space, lands: space, collision: { owner, mover: 'first-comer', result: 'set-back', to: ix.spaces[back]!.id } };
  const mover = p.options.collisionForward;
  const to = vacant(front) ? ix.spaces[front]!.id : undefined;
  const collision = to === undefined ? { owner, mover, result: 'removed' as const } : { owner, mover, result: 'forward' as const, to };
  return { seat, set, space, lands: mover === 'newcomer' ? to : space, collision };
}

/** The men after the first comer's collision move (if any), before the new man is placed. */
function menAfterCollision(men: readonly QuoitMan[], o: PitchOutcome): QuoitMan[] {
  if (!o.collision || o.collision.mover === 'newcomer') return [...men];
  const to = o.collision.to;
  return to === undefined ? men.filter((m) => m.space !== o.space) : men.map((m) => (m.space === o.space ? { owner: m.owner, space: to } : m));
}

function pitch(p: QuoitsPosition, spin: SpinMove): QuoitsPosition {
  const o = pitchOutcome(p, spin);
  const men = menAfterCollision(p.men, o);
  return { ...p, men: o.lands === undefined ? men : [...men, { owner: o.seat, space: o.lands }], pitched: p.pitched + 1 };
}

/** The seat whose spin comes next, or `undefined` when the match is over. */
function nextActor(p: QuoitsPosition): PlayerIndex | undefined {
  if (matchOver(p)) return undefined;
  if (gameComplete(p)) return p.options.newGameLead === 'spin' ? 0 : p.order[0];
  if (p.lead !== undefined) return leadSpinner(p.lead);
  return p.order[p.pitched % p.playerCount];
}

/** The sensor-board view of Quoits on `layout`: one cell per quoit space (its id), one man per space. */
export function quoitsPhysical(layout: QuoitLayout): PhysicalModel<QuoitsPosition, SpinMove> {
  const ids = indexLayout(layout).spaces.map((s) => s.id);
  const contents = (p: QuoitsPosition, men: readonly QuoitMan[] = p.men): CellContents => {
    const cells: Record<string, PlayerIndex[]> = {};
    for (const id of indexLayout(p.options.layout).spaces.map((s) => s.id)) cells[id] = [];
    for (const m of men) cells[m.space]?.push(m.owner);
    return cells;
  };
  return {
    cells: ids,
    contents: (p) => contents(p),
    stages(p, m) {
      const stages: CellContents[] = [];
      let q = p;
      if (gameComplete(p) && !matchOver(p)) {
        q = nextGame(p);
        stages.push(contents(q));
      }
      if (q.lead !== undefined || matchOver(q) || spinFaceProblem(q.options.faces, m)) return stages.length ? stages : [contents(q)];
      const o = pitchOutcome(q, m);
      if (o.collision?.mover === 'first-comer') stages.push(contents(q, menAfterCollision(q.men, o)));
      stages.push(contents(pitch(q, m)));
      return stages;
    },
  };
}

/** The Quoits game declaration (see the module docs). */
export const quoits: Game<QuoitsPosition, SpinMove, QuoitsOptions> = {
  id: 'quoits',
  name: 'Quoits',
  sheet: QUOITS_SHEET,
  players: { min: 2, max: 4, seats: TEETOTUM_SEATS },
  options: quoitsOptions,

  setup(options, playerCount) {
    if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4) {
      return err({ code: 'setup/player-count', message: msg('setup.player-count-range', { game: 'quoits', min: 2, max: 4, n: playerCount }) });
    }
    const misfit = layoutFitsFaces(options.layout, options.faces);
    if (misfit.length > 0) {
      return err({ code: 'setup/layout-mismatch', message: msg('quoits.layout-mismatch', { why: misfit.join('; ') }) });
    }
    return ok({ options, playerCount, lead: startLead(playerCount), order: [], pitched: 0, men: [], history: [] });
  },

  optionsOf: (p) => p.options,
  turn: nextActor,
  awaitsSpin: (p) => !matchOver(p),
  legalMoves: (p) => (matchOver(p) ? [] : spinOutcomes(p.options.faces)),

  play(p, m): Result<QuoitsPosition, MoveError> {
    if (matchOver(p)) return err(moveError('quoits/game-over', msg('quoits.game-over'), p.options.goal === 'one-game' ? 'oneGame' : 'anew'));
    const fp = spinFaceProblem(p.options.faces, m);
    if (fp) return err(moveError('quoits/not-a-face', msg('teetotum.impossible-spin', { spin: formatSpinMove(m), why: fp }), 'sum'));
    const q = gameComplete(p) ? nextGame(p) : p;
    if (q.lead !== undefined) {
      const r = recordLeadSpin(q.lead, spinSum(m), q.options.leadTies);
      if ('lead' in r) return ok({ ...q, lead: r.lead });
      return ok({ ...q, lead: undefined, order: playOrder(r.leader, q.playerCount) });
    }
    return ok(pitch(q, m));
  },

  status(p): Status {
    if (!matchOver(p)) return { kind: 'ongoing' };
    const totals = quoitsTotals(p);
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
    const goal = p.options.goal === 'one-game' ? 'oneGame' : 'score';
    const target = p.options.targetScore;
    if (winners.length === totals.length) return { kind: 'draw', reason: msg('quoits.status.all-equal', { best, goal, target }) };
    if (winners.length === 1) return { kind: 'won', winners, reason: msg('quoits.status.highest', { best, goal, target }) };
    return { kind: 'won', winners, reason: msg('quoits.status.tie', { seats: winners.map((seat) => ({ game: 'quoits', seat })), best, goal, target }) };
  },

  parsePosition(text, options) {
    const r = parseQuoitsPositionSyntax(text, options);
    return r.ok ? quoitsFromSetup(r.value) : r;
  },
  formatPosition: formatQuoitsPosition,
  parseMove: parseQuoitsMove,
  formatMove: formatQuoitsMove,
  physical: quoitsPhysical(DEFAULT_QUOIT_LAYOUT),
};

/**
 * The one gate from untrusted data to a Quoits position.
 * @returns the position, or `quoits/bad-position` listing every problem (see {@link quoitsProblems}).
 */
export function quoitsFromSetup(raw: QuoitsPosition): Result<QuoitsPosition, NotationError> {
  const problems = quoitsProblems(raw);
  if (problems.length > 0) return err({ code: 'quoits/bad-position', message: msg('quoits.notation.impossible', { why: problems.join('; ') }) });
  return ok(raw);
}
