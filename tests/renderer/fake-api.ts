/**
 * A small in-memory {@link ParlourApi} for component tests: screen-only games of the real Morris engine
 * (moves are validated by `src/games/morris`), plus setters for what a sensor board would cause
 * (board state, guidance, lifted men, candidates). Every call is recorded. It is the renderer's test
 * double only; the real host is exercised end to end in `tests/e2e`.
 */
import { buildCatalogue, type HostEvent, type NewGameRequest, type ParlourApi, type ProfileInfo, type SessionView } from '../../src/api';
import { err, ok } from '../../src/core/result';
import type { AnyGame } from '../../src/core/game';
import { GAMES, findGame } from '../../src/games';
import { msg } from '../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

/** The fake with its controls. */
export interface FakeApi {
  readonly api: ParlourApi;
  /** Calls made, as `method(json params)`. */
  readonly calls: string[];
  /** The current view. */
  view(): SessionView | null;
  /** Changes the view (as the host would after a board event) and pushes it to subscribers. */
  patch(p: Partial<SessionView>): void;
  /** Pushes an arbitrary event. */
  emit(e: HostEvent): void;
}

const DEFAULT_SETTINGS = { settleMs: 400, guidanceDelayMs: 2000, takebacks: 'allowed' as const, northSeat: 0, computerDelayMs: 300 };

/** The board profiles the fake's catalogue lists unless told otherwise. */
const PROFILES: readonly ProfileInfo[] = [{ name: 'morris-archery', title: 'Morrice and Archery board', games: ['morris', 'archery'] }];

/**
 * Creates the fake; `startWith` starts a game at once (as a resumed session would); `profiles`: the
 * board profiles its catalogue lists (default: the Morris and Archery board alone).
 */
export function createFakeApi(startWith?: NewGameRequest, profiles: readonly ProfileInfo[] = PROFILES): FakeApi {
  const calls: string[] = [];
  const listeners = new Set<(e: HostEvent) => void>();
  let game: AnyGame | undefined;
  let positions: unknown[] = [];
  let moves: string[] = [];
  let undone: string[] = [];
  let req: NewGameRequest | undefined;
  let current: SessionView | null = null;
  let extra: Partial<SessionView> = {};

  const emit = (e: HostEvent) => {
    for (const l of listeners) l(e);
  };

  function build(): SessionView | null {
    if (game === undefined || req === undefined) return null;
    const g = game;
    const pos = positions[positions.length - 1];
    const status = g.status(pos);
    const turn = g.turn(pos) ?? null;
    const before = g.physical!.contents(pos);
    const legal = g.legalMoves(pos).map((m: unknown) => {
      const after = g.physical!.contents(g.play(pos, m).ok ? (g.play(pos, m) as { value: unknown }).value : pos);
      const cells = Object.keys(before);
      return {
        notation: g.formatMove(m),
        vacates: cells.filter((c) => (before[c]?.length ?? 0) > (after[c]?.length ?? 0)),
        fills: cells.filter((c) => (before[c]?.length ?? 0) < (after[c]?.length ?? 0)),
      };
    });
    const moveViews = moves.map((n, i) => ({ ply: i + 1, seat: i % 2, notation: n, by: req!.players[i % 2]!, provisional: false }));
    const board = req.board ?? { kind: 'none' as const };
    return {
      id: 'test-game',
      game: g.id,
      gameName: g.name,
      options: {},
      settings: DEFAULT_SETTINGS,
      seats: g.players.seats.slice(0, req.players.length).map((s, i) => ({
        seat: i,
        name: s.name,
        colour: s.colour,
        kind: req!.players[i]!,
        ...(req!.players[i] === 'computer' ? { level: req!.levels?.[i] ?? 'medium' } : {}),
      })),
      phase: status.kind === 'ongoing' ? 'playing' : 'finished',
      position: g.formatPosition(pos),
      contents: before,
      moves: moveViews,
      turn,
      status,
      legalMoves: legal,
      lastMove: moveViews[moveViews.length - 1] ?? null,
      provisional: false,
      candidates: null,
      guidance: null,
      announced: null,
      thinking: null,
      hint: null,
      board: board.kind === 'none' ? { kind: 'none', state: 'none' } : { kind: board.kind, state: 'connected', boardId: 'VB-1' },
      lifted: [],
      canUndo: moves.length > 0,
      canRedo: undone.length > 0,
      drawOffer: null,
      ...extra,
    };
  }

  function refresh() {
    current = build();
    emit({ type: 'view', view: current });
    return current!;
  }

  function start(r: NewGameRequest) {
    const g = findGame(r.game);
    if (g === undefined) return false;
    const options = g.options.schema.parse({});
    const setup = g.setup(options, r.players.length);
    if (!setup.ok) return false;
    game = g;
    req = r;
    positions = [setup.value];
    moves = [];
    undone = [];
    extra = {};
    return true;
  }
  if (startWith !== undefined) {
    start(startWith);
    current = build();
  }

  const log = (m: string, p: unknown[]) => calls.push(`${m}(${JSON.stringify(p)})`.replace('([])', '()'));
  const noGame = err({ code: 'session/no-game', message: v('no game in progress') });

  const api = {
    subscribe(l: (e: HostEvent) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** Not a kiosk (the kiosk's state also comes with `startup`); not logged, so call lists stay the screens' own. */
    kioskState: async () => ok(null),
    catalogue: async () => (log('catalogue', []), ok(buildCatalogue(GAMES, profiles))),
    startup: async () => (log('startup', []), ok({ resume: null, settings: DEFAULT_SETTINGS, language: null, view: current, notices: [], kiosk: null })),
    newGame: async (r: NewGameRequest) => {
      log('newGame', [r]);
      return start(r) ? ok(refresh()) : err({ code: 'host/unknown-game', message: `no game ${r.game}` });
    },
    playMove: async (n: string) => {
      log('playMove', [n]);
      if (game === undefined) return noGame;
      const m = game.parseMove(n);
      if (!m.ok) return err(m.error);
      const next = game.play(positions[positions.length - 1], m.value);
      if (!next.ok) return err(next.error);
      positions.push(next.value);
      moves.push(n);
      undone = [];
      // As the host does: a hint is for the position it was asked in.
      extra = { ...extra, hint: null };
      return ok(refresh());
    },
    undo: async () => {
      log('undo', []);
      if (moves.length === 0) return err({ code: 'session/nothing-to-undo', message: v('nothing to undo') });
      positions.pop();
      undone.push(moves.pop()!);
      return ok(refresh());
    },
    redo: async () => {
      log('redo', []);
      const n = undone.pop();
      if (n === undefined || game === undefined) return err({ code: 'session/nothing-to-redo', message: v('nothing to redo') });
      const m = game.parseMove(n);
      const next = m.ok ? game.play(positions[positions.length - 1], m.value) : undefined;
      if (next === undefined || !next.ok) return err({ code: 'session/nothing-to-redo', message: v('cannot redo') });
      positions.push(next.value);
      moves.push(n);
      return ok(refresh());
    },
    confirmTakeback: async () => {
      log('confirmTakeback', []);
      return err({ code: 'session/no-takeback', message: 'no takeback is waiting to be confirmed' });
    },
    chooseCandidate: async (c: string) => {
      log('chooseCandidate', [c]);
      extra = { ...extra, candidates: null };
      return ok(refresh());
    },
    offerDraw: async (seat: number) => {
      log('offerDraw', [seat]);
      extra = { ...extra, drawOffer: seat };
      return ok(refresh());
    },
    agreeDraw: async (seat: number) => {
      log('agreeDraw', [seat]);
      if (extra.drawOffer === undefined || extra.drawOffer === null || extra.drawOffer === seat) {
        return err({ code: 'session/no-draw-offer', message: v('no draw was offered by the other side') });
      }
      extra = { ...extra, drawOffer: null, status: { kind: 'draw', reason: v('agreed by both players') }, termination: 'agreement', phase: 'finished', turn: null, legalMoves: [] };
      return ok(refresh());
    },
    resign: async (seat: number) => {
      log('resign', [seat]);
      extra = { ...extra, status: { kind: 'won', winners: [seat === 0 ? 1 : 0], reason: msg('session.resigned', { seat: { game: 'morris', seat } }) }, phase: 'finished', turn: null, legalMoves: [], termination: 'resignation' };
      return ok(refresh());
    },
    declineDraw: async () => {
      log('declineDraw', []);
      extra = { ...extra, drawOffer: null };
      return ok(refresh());
    },
    /** A hint being worked out; the test makes it ready with `patch({ hint: { state: 'ready', ... } })`. */
    hint: async () => {
      log('hint', []);
      if (current === null || current.turn === null) return noGame;
      extra = { ...extra, hint: { seat: current.turn, state: 'thinking' } };
      return ok(refresh());
    },
    listRecords: async () => (log('listRecords', []), ok([])),
    peek: async (ply: number) => {
      log('peek', [ply]);
      const pos = positions[ply];
      if (game === undefined || pos === undefined) return err({ code: 'session/bad-ply', message: msg('host.bad-ply', { max: positions.length - 1 }) });
      return ok({ ply, position: game.formatPosition(pos), contents: game.physical!.contents(pos) });
    },
    setLanguage: async (l: unknown) => (log('setLanguage', [l]), ok(null)),
    dismissNotice: async (id: unknown) => (log('dismissNotice', [id]), ok(null)),
    listPorts: async () => (log('listPorts', []), ok([{ path: '/dev/ttyACM0', manufacturer: 'Parlour' }])),
    virtualBoard: async (a: unknown) => (log('virtualBoard', [a]), ok(null)),
  } as Record<string, unknown>;
  const refuse = (m: string) => async (...p: unknown[]) => (log(m, p), err({ code: 'test/unsupported', message: `${m} is not faked` }));
  for (const m of ['resumeGame', 'discardResume', 'resign', 'offerDraw', 'agreeDraw', 'declineDraw', 'setSettings', 'connectBoard', 'saveRecord', 'loadRecord', 'replaySeek', 'closeReplay', 'view']) {
    api[m] ??= refuse(m);
  }

  return {
    api: api as unknown as ParlourApi,
    calls,
    view: () => current,
    patch(p) {
      extra = { ...extra, ...p };
      refresh();
    },
    emit,
  };
}
