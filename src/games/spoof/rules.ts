/**
 * The rules of Spoof: a shot is simulated (`physics.ts`), then judged by the sheet.
 *
 * Source: `003_f3d54d3140fde9d6.txt`, every rule sentence (quoted in {@link SPOOF_RULES}). How each
 * sentence is read, and what Parlour decided where it is silent, is listed in `docs/games/spoof.md`
 * §Interpretations. The order in which a shot is judged (first match wins):
 *
 * 1. the shot man went off the board: out of play on the neutral ground, turn lost;
 * 2. it came to rest on or touching the neutral ground (or, under `neutralTouch: 'in-passing'`, touched it
 *    while sliding): out of play there, turn lost;
 * 3. it knocked a man quite out of his square: the shot man is lost (reversed, to the opponent's squares),
 *    even when it was shot from a square and stopped on the lines (the heavier penalty of the two);
 * 4. it was shot from a square and did not go quite out of that end's squares: put back, turn lost;
 * 5. it attacked the opponent's squares (touched a man in one, or stopped touching one) while the opponent
 *    has men in the open: the man is lost;
 * 6. it stopped on the lines of any squares while the opponent has men in the open: the man is lost;
 * 7. it attacked the squares while other men of its own side are in the open: per `ownInOpenAttack`
 *    (by default nothing: "the same side" is read as the squares' owner, whose men in the open are rule 5);
 * 8. it covers (overlaps at rest by at least `minCoverMm`) one of its own side's men: back to its square,
 *    turn lost;
 * 9. it covers opponent's men: each is reversed and goes to the shooter's squares, the shot man takes the
 *    place of the (most deeply) covered one, and the shooter shoots again;
 * 10. otherwise a miss: the man stays where it stopped and the turn passes.
 *
 * Men other than the shot man: one that stops on or touching the neutral ground is out of play ("from any
 * cause whatsoever"); one knocked within, partly or quite out of its square, or even off the board, is put
 * back into it ("he can only be moved by the "spoof.""); one in the open knocked off the board is out of
 * play on the neutral ground, as a shot man would be; a man in the open stays where it stops. A man in the
 * open that comes to rest wholly inside a square with room is placed in that square.
 */
import { err, ok, type Result } from '../../core/result';
import { citations, type MoveError, type PlayerIndex, type RuleCitation } from '../../core/game';
import { msg, type Message } from '../../i18n/index';
import {
  BOARD,
  SQUARE_CAPACITY,
  discTouchesRect,
  neutralSpots,
  offBoard,
  onSquareLines,
  roundMm,
  squareHolding,
  squareRect,
  touchesNeutral,
  touchesRow,
} from './geometry';
import { settle, startShot, type SimState } from './physics';
import {
  seatOf,
  freezePosition,
  homeEnd,
  homeSquareFor,
  inPlay,
  layOutSquares,
  opponent,
  squareCount,
  type Man,
  type Place,
  type SpoofPosition,
} from './position';
import { shotOnGrid, type Shot } from './shot';

/** The sheet this game implements. */
export const SPOOF_SHEET = '003_f3d54d3140fde9d6.txt';

/** The rule sentences of the sheet, verbatim (typos and all), by topic. */
export const SPOOF_RULES = Object.freeze({
  firstShot: 'The player who is represented by the stars, takes the first shot',
  ownMen: 'His opponent (plain) then shoots off one of his men in the same manner',
  cover:
    "the object being to cover, or partly cover his opponent's man, that is in the open space, if he succeeds in doing this, the one covered is then reversed and becomes a star and is removed to one of his own squares.",
  capacity: '(The squares will hold four men each.)',
  takesPlace: 'His [ow]n man takes the position of the one captured, and is agai[n] directed against the enemy',
  unsuccessful:
    'should he be unsuccessful, h[is] opponent then takes another shot, either with the one alrea[d]y in play or from the squares, and if successful follows his [s]hot with any of his men, and endeavours to make another [c]apture.',
  loses: 'The player who first loses all his men loses the game.',
  squaresSameSide: 'THE SQUARES can only be attacked when there are no men of the same side out in the open space.',
  squaresOpponents:
    'If a man attacks a square, or stops on any lines of the squares, when there are any of his opponents out in the open space, the man is lost to the player and is reversed and becomes an opponent.',
  leaveSquares:
    'In taking a shot from the squares, the man must go quite out of the squares; if he stops on any of the lines he must be put back into the square, and the player must lose his turn.',
  knockedOut:
    'Should a man be knocked quite out of his square instead of being covered, the player shooting the man loses same, and he is reversed and becomes an opponent.',
  onlySpoof: 'When a man has been placed in a square he can only be moved by the "spoof."',
  several: 'More than one man may be covered at one shot—when this is done, both are then to be reversed.',
  neutral:
    'any man alighting on or touching the same, from any cause whatsoever, is out of play, and must remain on the neutral ground; if done by shooting, the player also loses his turn.',
  offBoard:
    'Should a man that has been shot miss its mark and go off the board, the same is considered out of play, and placed on neutral ground.',
  alternate:
    'The players to move alternately, except when a succcessful shot has been made—then the player continues the shots from any of his men until he misses covering a counter.',
  coverOwn:
    "Either player covering or partly covering a man a loses his turn, and returns into his own square; or if he partly covers one of his own and opponent's at the the same time, the same penalty is incurred.",
});

/** The sentences of {@link SPOOF_RULES} as citations (with the catalogue key of each one's translation). */
export const SPOOF_CITATIONS = citations('spoof', SPOOF_SHEET, SPOOF_RULES);

/** A citation of one sentence of {@link SPOOF_RULES}. */
export function cite(key: keyof typeof SPOOF_RULES): RuleCitation {
  return SPOOF_CITATIONS[key];
}

/** How a shot turned out for the shot man (see the module docs for the order of judgement). */
export const OUTCOME_KINDS = [
  'captured',
  'missed',
  'neutral',
  'off-board',
  'knocked-out',
  'not-out',
  'attack-opponent-in-open',
  'lines-opponent-in-open',
  'attack-own-in-open',
  'covered-own',
] as const;
/** One of {@link OUTCOME_KINDS}. */
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

/** What one shot did. */
export interface ShotOutcome {
  readonly kind: OutcomeKind;
  /** The side that shot. */
  readonly shooter: PlayerIndex;
  /** The man shot. */
  readonly man: number;
  /** Ids of the opponent's men covered and captured (kind `captured` only). */
  readonly captured: readonly number[];
  /** Ids of every man the shot man covers at rest (own and opponent's), whatever the verdict. */
  readonly covered: readonly number[];
  /** Ids of the men (the shot man included) put out of play on the neutral ground by this shot. */
  readonly outOfPlay: readonly number[];
  /** Ids of the men knocked quite out of their squares (put back; the shot man is lost for it). */
  readonly knockedOut: readonly number[];
  /** Whether the shot man was reversed and became the opponent's. */
  readonly manLost: boolean;
  /** Whether the shooter shoots again. */
  readonly turnKept: boolean;
  /** The sentence of the sheet the verdict rests on. */
  readonly rule: RuleCitation;
  /** What happened, for people: a `spoof.announce` message ("covered 2 men: Stars shoots again"). */
  readonly announcement: Message;
}

/** The full result of a shot: the position after it, the verdict, and the simulation at rest (for drawing). */
export interface ShotReport {
  readonly position: SpoofPosition;
  readonly outcome: ShotOutcome;
  readonly sim: SimState;
}

/** Whether the game is over (see `status` in `index.ts`): a side without men in play, or the shot limit reached. */
export function gameOver(pos: SpoofPosition): boolean {
  const a = pos.men.some((m) => m.owner === 0 && inPlay(m));
  const b = pos.men.some((m) => m.owner === 1 && inPlay(m));
  return !a || !b || (pos.options.shotLimit > 0 && pos.shots >= pos.options.shotLimit);
}

/**
 * Whether the man `manId` of the side to shoot may attack the opponent's squares now without penalty:
 * the opponent has no man in the open ("THE SQUARES can only be attacked when there are no men of the
 * same side out in the open space"), and, unless `ownInOpenAttack` is `allowed`, no other man of the
 * shooter's side is in the open either (the attacker's reading of "the same side").
 */
export function maySafelyAttackSquares(pos: SpoofPosition, manId: number): boolean {
  const p = pos.turn;
  const q = opponent(p);
  if (pos.men.some((m) => m.owner === q && m.place.kind === 'open')) return false;
  return pos.options.ownInOpenAttack === 'allowed' || !ownOtherInOpen(pos, manId);
}

function ownOtherInOpen(pos: SpoofPosition, manId: number): boolean {
  return pos.men.some((m) => m.owner === pos.turn && m.id !== manId && m.place.kind === 'open');
}

/** The men the side to shoot may flick now: its men in play, only the chain man under `followUp: 'same-man'`. */
export function shootableMen(pos: SpoofPosition): readonly Man[] {
  if (gameOver(pos)) return [];
  return pos.men.filter(
    (m) =>
      m.owner === pos.turn &&
      inPlay(m) &&
      (pos.options.followUp === 'any-man' || pos.chain === null || m.id === pos.chain),
  );
}

/**
 * Checks that `shot` may be played in `pos` (not whether it is any good).
 * Errors (`code`): `spoof/game-over`, `spoof/off-grid` (heading/speed not on the notation grid or out of
 * range), `spoof/no-such-man`, `spoof/not-your-man`, `spoof/out-of-play`, `spoof/same-man`.
 */
export function checkShot(pos: SpoofPosition, shot: Shot): Result<Man, MoveError> {
  if (gameOver(pos)) return err({ code: 'spoof/game-over', message: msg('spoof.game-over'), rule: cite('loses') });
  if (!shotOnGrid(shot)) return err({ code: 'spoof/off-grid', message: msg('spoof.off-grid') });
  const man = pos.men.find((m) => m.id === shot.man);
  if (man === undefined) return err({ code: 'spoof/no-such-man', message: msg('spoof.no-such-man', { man: shot.man }) });
  if (man.owner !== pos.turn) {
    return err({ code: 'spoof/not-your-man', message: msg('spoof.not-your-man', { man: shot.man, owner: seatOf(man.owner), seat: seatOf(pos.turn) }), rule: cite('ownMen') });
  }
  if (!inPlay(man)) return err({ code: 'spoof/out-of-play', message: msg('spoof.out-of-play', { man: shot.man }), rule: cite('neutral') });
  if (pos.options.followUp === 'same-man' && pos.chain !== null && shot.man !== pos.chain) {
    return err({ code: 'spoof/same-man', message: msg('spoof.same-man', { man: pos.chain }), rule: cite('takesPlace') });
  }
  return ok(man);
}

/** Simulates `shot` from `pos` without judging it (the start of the animation); same errors as {@link checkShot}. */
export function beginShot(pos: SpoofPosition, shot: Shot): Result<SimState, MoveError> {
  const c = checkShot(pos, shot);
  if (!c.ok) return c;
  return ok(startShot(simMen(pos), shot.man, shot.heading, shot.speed, pos.options.neutralTouch));
}

function simMen(pos: SpoofPosition) {
  return pos.men.map((m) => ({ id: m.id, x: m.x, y: m.y, inPlay: inPlay(m) }));
}

/** Overlap depth (mm) of two men centred at the given points: 2r minus the distance between centres. */
export function overlapDepth(ax: number, ay: number, bx: number, by: number): number {
  return 2 * BOARD.manRadius - Math.hypot(ax - bx, ay - by);
}

/**
 * Whether a man at (ax, ay) covers (or partly covers) one at (bx, by) under `minCoverMm`: they overlap,
 * and by at least `minCoverMm` (with 0, any overlap at all counts).
 */
export function covers(ax: number, ay: number, bx: number, by: number, minCoverMm: number): boolean {
  const depth = overlapDepth(ax, ay, bx, by);
  return depth > 0 && depth >= minCoverMm;
}

/**
 * Plays `shot` in `pos`: simulates the flick to rest and applies the sheet's rules.
 * Errors: those of {@link checkShot}. Never mutates `pos`.
 */
export function resolveShot(pos: SpoofPosition, shot: Shot): Result<ShotReport, MoveError> {
  const c = checkShot(pos, shot);
  if (!c.ok) return c;
  const shotMan = c.value;
  const sim = settle(startShot(simMen(pos), shot.man, shot.heading, shot.speed, pos.options.neutralTouch));
  return ok(judge(pos, shotMan, sim));
}

interface Rest {
  x: number;
  y: number;
  fell: boolean;
  neutral: boolean;
  moved: boolean;
}

function judge(pos: SpoofPosition, shotMan: Man, sim: SimState): ShotReport {
  const p = pos.turn;
  const q = opponent(p);
  const opts = pos.options;
  const rest = new Map<number, Rest>();
  for (const b of sim.bodies) {
    const x = roundMm(b.x);
    const y = roundMm(b.y);
    const wasIn = inPlay(pos.men[b.id - 1]!);
    const fell = wasIn && (b.fell || offBoard(x, y));
    rest.set(b.id, { x, y, fell, neutral: wasIn && !fell && (b.neutralInPassing || (b.moved && touchesNeutral(x, y))), moved: b.moved });
  }
  const rs = rest.get(shotMan.id)!;
  const oppEnd = homeEnd(q);
  const origin = shotMan.place;
  const oppInOpen = pos.men.some((m) => m.owner === q && m.place.kind === 'open');
  const ownInOpen = opts.ownInOpenAttack !== 'allowed' && ownOtherInOpen(pos, shotMan.id);

  // Men covered by the shot man at rest.
  const covered: { man: Man; depth: number }[] = [];
  if (!rs.fell && !rs.neutral) {
    for (const m of pos.men) {
      if (m.id === shotMan.id || !inPlay(m)) continue;
      const r = rest.get(m.id)!;
      if (r.fell || r.neutral) continue;
      if (covers(rs.x, rs.y, r.x, r.y, opts.minCoverMm)) covered.push({ man: m, depth: overlapDepth(rs.x, rs.y, r.x, r.y) });
    }
  }
  covered.sort((a, b) => b.depth - a.depth || a.man.id - b.man.id);
  // Men knocked quite out of their squares.
  const knockedOut: number[] = [];
  for (const m of pos.men) {
    if (m.id === shotMan.id || m.place.kind !== 'square') continue;
    const r = rest.get(m.id)!;
    if (!r.moved) continue;
    if (r.fell || !discTouchesRect(r.x, r.y, squareRect(m.place.end, m.place.index))) knockedOut.push(m.id);
  }
  // "Attacks a square": touches a man in a square of the opponent's end, covers an opponent's man in any
  // square (or any man in the opponent's squares), or comes to rest touching the opponent's row.
  const inOppSquare = (m: Man) => m.place.kind === 'square' && (m.place.end === oppEnd || m.owner === q);
  const attack =
    sim.contacts.some((id) => {
      const m = pos.men[id - 1]!;
      return m.place.kind === 'square' && m.place.end === oppEnd;
    }) ||
    covered.some((cv) => inOppSquare(cv.man)) ||
    (!rs.fell && !rs.neutral && touchesRow(rs.x, rs.y, oppEnd));
  const lines = !rs.fell && !rs.neutral && onSquareLines(rs.x, rs.y);

  let kind: OutcomeKind;
  if (rs.fell) kind = 'off-board';
  else if (rs.neutral) kind = 'neutral';
  else if (knockedOut.length > 0) kind = 'knocked-out';
  else if (origin.kind === 'square' && touchesRow(rs.x, rs.y, origin.end)) kind = 'not-out';
  else if (attack && oppInOpen) kind = 'attack-opponent-in-open';
  else if (lines && oppInOpen) kind = 'lines-opponent-in-open';
  else if (attack && ownInOpen) kind = 'attack-own-in-open';
  else if (covered.some((cv) => cv.man.owner === p)) kind = 'covered-own';
  else if (covered.length > 0) kind = 'captured';
  else kind = 'missed';

  const manLost =
    kind === 'knocked-out' ||
    kind === 'attack-opponent-in-open' ||
    kind === 'lines-opponent-in-open' ||
    (kind === 'attack-own-in-open' && opts.ownInOpenAttack === 'man-lost');
  const captured = kind === 'captured' ? covered.map((cv) => cv.man.id) : [];

  // New men: everyone where they came to rest, then the rules move them.
  const men: { id: number; owner: PlayerIndex; place: Place; x: number; y: number }[] = pos.men.map((m) => {
    const r = rest.get(m.id)!;
    return { id: m.id, owner: m.owner, place: m.place, x: r.x, y: r.y };
  });
  const outOfPlay: number[] = [];
  const offBoardIds: number[] = [];
  const setOut = (id: number, fell: boolean) => {
    const m = men[id - 1]!;
    m.place = { kind: 'out' };
    outOfPlay.push(id);
    if (fell) offBoardIds.push(id);
  };
  // Men other than the shot man.
  for (const m of pos.men) {
    if (m.id === shotMan.id || !inPlay(m)) continue;
    const r = rest.get(m.id)!;
    if (!r.moved) continue;
    // "from any cause whatsoever": the neutral ground takes any man; a man in a square knocked off the
    // board goes back into it (re-laid below, "he can only be moved by the spoof"), a man in the open is
    // out of play on the neutral ground; a man in a square that moved on the board goes back into it; a
    // man in the open stays where it stopped.
    if (r.neutral || (r.fell && m.place.kind === 'open')) setOut(m.id, r.fell);
  }
  // The shot man.
  const sm = men[shotMan.id - 1]!;
  const toHome = (m: (typeof men)[number], owner: PlayerIndex) => {
    const sq = homeSquareFor(men as Man[], owner);
    m.place = { kind: 'square', end: sq.end, index: sq.index };
  };
  switch (kind) {
    case 'off-board':
      setOut(sm.id, true);
      break;
    case 'neutral':
      setOut(sm.id, false);
      break;
    case 'not-out':
      sm.place = origin; // put back into its square
      break;
    case 'covered-own':
      if (origin.kind === 'square') sm.place = origin;
      else toHome(sm, p);
      break;
    case 'captured': {
      const first = covered[0]!.man;
      for (const cv of covered) {
        const m = men[cv.man.id - 1]!;
        m.owner = p;
        m.place = { kind: 'open' }; // leaves its place before the shot man takes it
      }
      sm.place = first.place;
      sm.x = rest.get(first.id)!.x;
      sm.y = rest.get(first.id)!.y;
      for (const cv of covered) toHome(men[cv.man.id - 1]!, p);
      break;
    }
    default:
      if (manLost) {
        sm.owner = q;
        sm.place = { kind: 'open' };
        toHome(sm, q);
      } else {
        sm.place = { kind: 'open' }; // missed, or attack-own-in-open under 'turn-lost'
      }
  }
  // Men in the open that came to rest wholly inside a square with room are placed in it.
  for (const m of men) {
    if (m.place.kind !== 'open') continue;
    const sq = squareHolding(m.x, m.y);
    if (sq !== undefined && squareCount(men as Man[], sq) < SQUARE_CAPACITY) m.place = { kind: 'square', end: sq.end, index: sq.index };
  }
  // Men shot or knocked off the board are laid on free spots of the neutral ground.
  const unplaced = new Set(offBoardIds);
  for (const id of offBoardIds) {
    const m = men[id - 1]!;
    const others = men.filter((o) => o.place.kind === 'out' && !unplaced.has(o.id));
    const spots = neutralSpots();
    const spot = spots.find((s) => others.every((o) => Math.hypot(o.x - s.x, o.y - s.y) >= 2 * BOARD.manRadius)) ?? spots[4]!;
    m.x = spot.x;
    m.y = spot.y;
    unplaced.delete(id);
  }
  const laid = layOutSquares(men as Man[]).map((m) => ({ ...m, x: roundMm(m.x), y: roundMm(m.y) }));
  const turnKept = kind === 'captured';
  const position = freezePosition({
    options: opts,
    men: laid,
    turn: turnKept ? p : q,
    shots: pos.shots + 1,
    chain: turnKept ? shotMan.id : null,
  });
  const others = outOfPlay.filter((id) => id !== shotMan.id).length;
  const outcome: ShotOutcome = Object.freeze({
    kind,
    shooter: p,
    man: shotMan.id,
    captured,
    covered: covered.map((cv) => cv.man.id),
    outOfPlay,
    knockedOut,
    manLost,
    turnKept,
    rule: cite(RULE_OF[kind]),
    announcement: msg('spoof.announce.others', { verdict: announce(kind, p, captured.length, opts.ownInOpenAttack === 'man-lost'), others }),
  });
  return { position, outcome, sim };
}

/** The sheet sentence behind each verdict. */
export const RULE_OF: Readonly<Record<OutcomeKind, keyof typeof SPOOF_RULES>> = Object.freeze({
  captured: 'cover',
  missed: 'alternate',
  neutral: 'neutral',
  'off-board': 'offBoard',
  'not-out': 'leaveSquares',
  'knocked-out': 'knockedOut',
  'attack-opponent-in-open': 'squaresOpponents',
  'lines-opponent-in-open': 'squaresOpponents',
  'attack-own-in-open': 'squaresSameSide',
  'covered-own': 'coverOwn',
});

/**
 * The announcement of a verdict, as the screen and the scorekeeper show it.
 * @param kind the verdict; @param shooter the side that shot; @param capturedCount men covered (for `captured`);
 * @param ownAttackLosesMan the `ownInOpenAttack` option is `man-lost`.
 */
export function announce(kind: OutcomeKind, shooter: PlayerIndex, capturedCount: number, ownAttackLosesMan = true): Message {
  const me = seatOf(shooter);
  const them = seatOf(opponent(shooter));
  switch (kind) {
    case 'captured':
      return msg('spoof.announce.captured', { n: capturedCount, me });
    case 'missed':
      return msg('spoof.announce.missed', { them });
    case 'neutral':
      return msg('spoof.announce.neutral');
    case 'off-board':
      return msg('spoof.announce.off-board');
    case 'not-out':
      return msg('spoof.announce.not-out');
    case 'knocked-out':
      return msg('spoof.announce.knocked-out', { them });
    case 'attack-opponent-in-open':
      return msg('spoof.announce.attack-opponent', { them });
    case 'lines-opponent-in-open':
      return msg('spoof.announce.lines-opponent', { them });
    case 'attack-own-in-open':
      return msg('spoof.announce.attack-own', { me, them, penalty: ownAttackLosesMan ? 'manLost' : 'turnLost' });
    case 'covered-own':
      return msg('spoof.announce.covered-own', { me });
  }
}
