/**
 * The renderer's state: the latest views the host sent, the start screen's catalogue, and the move
 * being built on screen. A class with `$state.raw` fields (views are replaced whole, never mutated;
 * `../shared/style/notes/svelte5.md`), shared through context (`./context.ts`). Every host call goes
 * through {@link AppState.run}, which shows a refusal to the user and never throws.
 *
 * Views are drawn at most once an animation frame (issue 19): every view, from an event or a reply,
 * goes through {@link AppState.show} and `./view-pacer.ts`, so a burst of any size leaves the screen
 * exact one frame after its last view, and never drawing a backlog. A view (or replay) of a game whose
 * screen is not loaded yet waits for it (`../games/registry.ts` loads each game's chunk on demand).
 *
 * Over 600 lines: it is the one object every screen shares, its fields and actions. What stands on its
 * own lives beside it: view pacing (`./view-pacer.ts`), picking (`./picking.ts`), the virtual board's
 * hands (`./held.ts`), refusals (`./refusal.ts`) and the notices that pass (`./elsewhere.ts`,
 * `./passing-notices.ts`).
 */
import type {
  ApiError,
  Catalogue,
  HostEvent,
  NewGameRequest,
  Notice,
  ParlourApi,
  PeekView,
  PortInfo,
  RecordInfo,
  ReplayView,
  SessionView,
  Startup,
} from '$api';
import type { Result } from '$core/result';
import { isLang, msg, type Lang, type Message } from '$i18n';
import { loadScreen, screenFor } from '../games/registry';
import type { GameScreen } from '../games/types';
import { holds, pick, pickState, type PickableMove } from './picking';
import { NONE, stableList } from './stable';
import { arrivedCells, handAction } from './held';
import { ElsewhereNotices } from './elsewhere';
import { ViewPacer, nextFrame, type FrameScheduler } from './view-pacer';
import { PASSING_CODES, withoutSuperseded } from '$api/notices';
import { PassingNotices } from './passing-notices';
import { setLanguage, t } from './i18n.svelte';
import type { Question } from './question';
import { leadsNowhere, refusalOf, refusalOfMove } from './refusal';

export type { Question } from './question';


/** Which screen is showing. */
export type ScreenName = 'loading' | 'start' | 'game' | 'replay';

/** The socket to the host (always `open` in Electron, where IPC is used). */
export type HostLink = 'connecting' | 'open' | 'closed';


/** The renderer's state and the actions of its screens. */
export class AppState {
  /** The bridge to the host. */
  readonly api: ParlourApi;
  catalogue = $state.raw<Catalogue | undefined>();
  startup = $state.raw<Startup | undefined>();
  view = $state.raw<SessionView | null>(null);
  replay = $state.raw<ReplayView | null>(null);
  notices = $state.raw<readonly Notice[]>([]);
  records = $state.raw<readonly RecordInfo[]>([]);
  ports = $state.raw<readonly PortInfo[]>([]);
  /** The last refusal of a call, shown until dismissed or the next success. */
  error = $state.raw<ApiError | undefined>();
  /**
   * Something that went well and is worth saying ("Saved as … in the folder …"), shown until the next
   * action; `record`: the file name of the record it is about.
   */
  info = $state<{ readonly text: string; readonly record?: string } | undefined>();
  link = $state<HostLink>('open');
  /** Cells picked so far for the move being built on screen. */
  picked = $state.raw<readonly string[]>([]);
  /** `true` while the start screen is shown over a game in progress ("New game"). */
  choosingNewGame = $state(false);
  /**
   * `true` after a stray pick was held back because the move being built only needs its capture (see
   * `./picking.ts` `holds`); the screen then says to take a man or press Escape. Cleared by the next pick.
   */
  pickHeld = $state(false);
  /** Calls in flight (buttons are disabled meanwhile). */
  busy = $state(0);
  /** Views drawn so far (each one replaced {@link AppState.view}); shown as the page's `data-views` for tests. */
  viewsDrawn = $state(0);
  /** Draws the views at most once a frame (`./view-pacer.ts`). */
  private readonly pacer: ViewPacer;
  /** The cell whose pick was refused just now (marked on the board; the reason is in {@link error}). */
  refused = $state<string | undefined>();
  /**
   * Counts the person's actions on the move being built (each pick, a cancel, a new position drawn): a
   * refusal's reason that comes back after a later action is about a pick the person has moved on from,
   * so it is not shown (under load it came after the next pick, and sounded and read as a second refusal).
   */
  private pickSerial = 0;
  /**
   * Moves this screen has sent and not yet had answered. While one is out, or its answer waits for a
   * frame, the position drawn is the one before it, and a pick read against it would be the wrong side's
   * move (a newcomer clicking fast sent White's mill-closing g7 as Black's placement, which the host
   * refused, losing the mill): such picks wait in {@link queuedPicks} and are read against the answer.
   */
  private sending = 0;
  /** `true` from this screen's move answered until that answer is drawn (it may wait for a frame). */
  private answerHeld = false;
  /** Picks made while a move of this screen was out, in order: picked again once its answer is drawn. */
  private queuedPicks: string[] = [];
  /**
   * An earlier position looked at during play (issue 14: "click any earlier move in the list to look at
   * that position during play, and come back"), or `null` for the game as it stands. Dropped when the
   * game moves on or the person comes back.
   */
  peeking = $state.raw<PeekView | null>(null);
  /** The confirmation being asked, or `null`. */
  asking = $state.raw<Question | null>(null);
  /** Ids of notices made here (what another screen did): negative, so they never meet the host's. */
  private localNotice = 0;

  /**
   * @param api the bridge to the host.
   * @param frame when the next animation frame begins (default `requestAnimationFrame`).
   */
  constructor(api: ParlourApi, frame: FrameScheduler = nextFrame) {
    this.api = api;
    this.pacer = new ViewPacer((view) => this.draw(view), frame);
    api.subscribe((e) => this.onEvent(e));
  }

  /**
   * Shows a view from the host: at once when nothing was drawn in this frame, else the latest of the
   * frame when the next one begins (see the module docstring).
   */
  show(view: SessionView | null): void {
    this.passing.received(view);
    this.pacer.show(view);
  }

  /**
   * Shows the view a call of this screen's own was answered with: what another screen did before
   * ("Another screen played d2") no longer applies once this screen has acted, so those notices go.
   */
  private answered(view: SessionView): void {
    this.notices = this.elsewhere.acted(this.notices);
    this.show(view);
  }

  /** The notices of what another screen did, and how long they stay (`./elsewhere.ts`). */
  private readonly elsewhere = new ElsewhereNotices();
  /** The notices true only of the position they came with, such as a board takeback's (`./passing-notices.ts`). */
  private readonly passing = new PassingNotices();

  /**
   * Plays `notation` from a game's own screen area (`GameScreen.Screen`'s `onmove`).
   * @returns `true` when the host took it.
   */
  async playMove(notation: string): Promise<boolean> {
    const v = await this.run(this.api.playMove(notation));
    if (v !== undefined) this.answered(v);
    return v !== undefined;
  }

  /** Shows `view` as soon as its game's screen is loaded, dropping any held one (the answer to this screen's own newGame or resume). */
  private showNow(view: SessionView | null): Promise<void> {
    return this.pacer.showNow(view);
  }

  private draw(view: SessionView | null): void {
    const before = this.view;
    this.view = view;
    this.viewsDrawn++;
    this.notices = this.passing.moved(this.elsewhere.moved(this.notices, view), view);
    this.settleHands(view);
    if (view === null || before === null || before.position !== view.position || before.turn !== view.turn) {
      this.pickSerial++;
      this.picked = [];
      this.pickHeld = false;
      this.refused = undefined;
    }
    if (view === null || before === null || view.id !== before.id || view.moves.length !== before.moves.length) this.peeking = null;
    this.answerHeld = false;
    this.pickQueued();
    // A resignation or a draw offer being confirmed is moot once the game it was for is over or gone
    // (another screen ended it): the question closes, answered no, rather than lead to a refusal.
    const moot = view === null || view.phase === 'finished' || (before !== null && view.id !== before.id);
    if (moot && this.asking !== null && this.asking.kind !== 'new-game') this.asking.answer(false);
  }

  /** Loads the catalogue and the start-up state; called once by the root component. */
  async load(): Promise<void> {
    const [cat, start] = await Promise.all([this.run(this.api.catalogue()), this.run(this.api.startup())]);
    if (cat !== undefined) this.catalogue = cat;
    if (start !== undefined) {
      if (start.resume !== null) void loadScreen(start.resume.game); // fetched while the offer is read
      // The chosen language's catalogue before the first screen shows, so that it does not change under the reader.
      if (isLang(start.language)) await setLanguage(start.language);
      // The game in progress is drawn before the start-up state is taken: until then the screen says
      // "Loading". Taken first, the start screen showed while the game's screen (a chunk) loaded.
      await this.showNow(start.view);
      this.startup = start;
      this.notices = start.notices.reduce<readonly Notice[]>((all, n) => withNotice(all, n), this.notices);
    }
  }

  /** Shows every text in `lang` from now on, and has the host remember the choice (its settings file). */
  chooseLanguage(lang: Lang): void {
    void setLanguage(lang);
    void this.run(this.api.setLanguage(lang));
  }

  /** The screen to show. */
  readonly screen: ScreenName = $derived.by(() => {
    if (this.catalogue === undefined || this.startup === undefined) return 'loading';
    if (this.replay !== null) return 'replay';
    if (this.view !== null && !this.choosingNewGame) return 'game';
    return 'start';
  });

  /** The screen adapter of the game in progress. */
  readonly adapter: GameScreen | undefined = $derived(this.view === null ? undefined : screenFor(this.view.game));

  /**
   * The notices to show: all of them, except one that repeats the resume offer's own repair sentence
   * while the start screen shows that offer (the journal damage was said twice), and, away from the
   * game screen, those true only of the position on it (`./passing-notices.ts`).
   */
  readonly shownNotices: readonly Notice[] = $derived.by(() => {
    const repaired = this.screen === 'start' ? this.startup?.resume?.repaired : undefined;
    const here = this.screen === 'game' ? this.notices : this.notices.filter((n) => !PASSING_CODES.includes(n.code));
    return repaired ? here.filter((n) => !sameMessage(n.message, repaired)) : here;
  });

  /** `true` when the seat to move plays on screen and moves are accepted. */
  readonly screenTurn: boolean = $derived.by(() => {
    const v = this.view;
    if (v === null || v.turn === null || v.phase !== 'playing' || v.candidates !== null) return false;
    // A board player plays on screen when the game has no board (the host allows it: the kiosk moves a
    // visitor's game to the screen when the board is lost).
    const kind = v.seats[v.turn]?.kind;
    return kind === 'screen' || (kind === 'board' && v.board.kind === 'none');
  });

  /**
   * `true` when a hint may be asked for: the game's computer has choices to make (it offers levels), a
   * person is to move, play is on, and no teetotum spin is awaited (the host says why otherwise).
   */
  readonly hintable: boolean = $derived.by(() => {
    const v = this.view;
    if (v === null || v.turn === null || v.phase !== 'playing' || v.awaitsSpin === true || v.candidates !== null) return false;
    const offers = this.catalogue?.games.find((g) => g.id === v.game)?.levels ?? [];
    return offers.length > 0 && v.seats[v.turn]?.kind !== 'computer';
  });

  /** `true` when the seat to move plays on the in-process virtual board, which the screen can then handle. */
  readonly virtualHands: boolean = $derived.by(() => {
    const v = this.view;
    if (v === null || v.board.kind !== 'virtual' || v.status.kind !== 'ongoing') return false;
    return v.seats.some((s) => s.kind === 'board');
  });

  /** The same lists while their items stay the same (`./stable.ts`): the board redraws only what changed. */
  private readonly sameTargets = stableList<string>();
  private readonly sameArrived = stableList<string>();
  private readonly sameHints = stableList<string>();
  /** The legal moves and contents the pick paths were made from, and the paths. */
  private pickedFrom: { legal: unknown; contents: unknown; adapter: unknown; paths: readonly PickableMove[] } | undefined;

  /** The legal moves as pick paths (empty unless it is a screen player's turn). */
  readonly pickable: readonly PickableMove[] = $derived.by(() => {
    const a = this.adapter;
    if (!this.screenTurn || a === undefined || this.view === null) return NONE;
    const v = this.view;
    const from = this.pickedFrom;
    if (from !== undefined && from.legal === v.legalMoves && from.contents === v.contents && from.adapter === a) return from.paths;
    const occupied = (c: string) => (v.contents[c]?.length ?? 0) > 0;
    const paths = v.legalMoves
      .map((m) => {
        const path = a.path(m.notation);
        // Settled once the last vacant cell is picked: what follows are men to take (Morris `g7xb6`).
        const lastVacant = path.findLastIndex((c) => !occupied(c));
        return { text: m.notation, path, settled: lastVacant < 0 ? path.length : lastVacant + 1 };
      })
      .filter((m) => m.path.length > 0);
    this.pickedFrom = { legal: v.legalMoves, contents: v.contents, adapter: a, paths };
    return paths;
  });

  /** Cells the person on screen may pick next. */
  readonly targets: readonly string[] = $derived(this.sameTargets(pickState(this.pickable, this.picked).targets));

  /**
   * Cells where the sensor board reads a man that the position does not have: a man just put down,
   * shown faintly until the move commits (the settle time), or one that does not belong there.
   */
  readonly arrived: readonly string[] = $derived(this.view === null ? NONE : this.sameArrived(arrivedCells(this.view)));

  /** Legal destinations of the man lifted on the board (from the legal moves' paths). */
  readonly hints: readonly string[] = $derived.by(() => {
    const v = this.view;
    const a = this.adapter;
    if (v === null || a === undefined || v.lifted.length === 0) return NONE;
    const out: string[] = [];
    for (const m of v.legalMoves) {
      const path = a.path(m.notation);
      if (path.length >= 2 && v.lifted.includes(path[0]!) && !out.includes(path[1]!)) out.push(path[1]!);
    }
    return this.sameHints(out);
  });

  private onEvent(e: HostEvent): void {
    switch (e.type) {
      case 'view':
        this.show(e.view);
        break;
      case 'replay': {
        const replay = e.replay;
        if (replay === null || screenFor(replay.game) !== undefined) this.replay = replay;
        else void loadScreen(replay.game).then(() => (this.replay = replay));
        break;
      }
      case 'notice':
        this.notices = withNotice(withoutSuperseded(this.notices, e.notice), e.notice);
        this.passing.added(e.notice);
        break;
      case 'committed':
        break;
      case 'elsewhere':
        // One game, several screens (src/api/elsewhere.ts): say what another screen did to it, while it applies.
        this.notices = this.elsewhere.add(this.notices, e, --this.localNotice, this.view?.game);
        break;
    }
  }

  /**
   * Asks a question before something that ends or replaces the game in progress.
   * @returns `true` when the person said yes.
   */
  ask(kind: Question['kind'], text: string, yes: string): Promise<boolean> {
    this.asking?.answer(false);
    return new Promise((resolve) => {
      this.asking = {
        kind,
        text,
        yes,
        answer: (y) => {
          this.asking = null;
          resolve(y);
        },
      };
    });
  }

  /**
   * Awaits a host call; on failure shows its error and returns `undefined`.
   * @returns the reply value, or `undefined` when the host refused.
   */
  async run<T>(call: Promise<Result<T, ApiError>>): Promise<T | undefined> {
    this.busy++;
    try {
      const r = await call;
      if (r.ok) {
        this.error = undefined;
        return r.value;
      }
      this.error = r.error;
      return undefined;
    } finally {
      this.busy--;
    }
  }

  /** A cell picked on the board by click, tap, drag or keyboard. */
  async pickCell(cell: string): Promise<void> {
    // Read against the answer to this screen's move: a pick made while the move is out, or while its
    // answer waits for a frame, waits for that answer (in order, after any picks waiting already).
    if (this.sending > 0 || this.answerHeld || this.queuedPicks.length > 0) {
      this.queuedPicks.push(cell);
      return;
    }
    this.info = undefined;
    const serial = ++this.pickSerial;
    if (this.screenTurn) {
      const before = this.picked;
      this.refused = undefined;
      this.pickHeld = holds(this.pickable, before, cell);
      const next = pick(this.pickable, before, cell);
      this.picked = next;
      if (leadsNowhere(this.pickable, before, cell, this.pickHeld)) {
        await this.explainRefusal([...before, cell], cell, serial);
        return;
      }
      // A pick on the way to a move is a new action: the last refusal's sentence no longer applies.
      this.error = undefined;
      const done = pickState(this.pickable, next).complete;
      if (done !== undefined) {
        this.picked = [];
        this.sending++;
        let v: SessionView | undefined;
        try {
          v = await this.run(this.api.playMove(done.text));
          if (v !== undefined) this.answered(v);
        } finally {
          this.sending--;
        }
        // Refused: the picks made meanwhile were meant for a position that did not come; they are dropped.
        if (v === undefined) this.queuedPicks = [];
        // Its answer waits for a frame, and what is drawn is not that position yet (no event brought it).
        else if (this.pacer.pending && (this.view?.id !== v.id || this.view.position !== v.position || this.view.moves.length !== v.moves.length)) this.answerHeld = true;
        else this.pickQueued();
      }
      return;
    }
    if (this.virtualHands && this.view !== null) {
      // Handling the virtual board's men from the screen: a click acts on what the board holds (./held.ts).
      const action = handAction(this.view, cell, this.handHeld[cell]);
      if ((await this.run(this.api.virtualBoard(action))) === null) this.handHeld[cell] = action.action === 'place';
    }
  }


  /**
   * Says why the picks `cells` are not a move (`./refusal.ts`); the cell is marked until the next pick.
   * @param serial {@link pickSerial} at the pick: if the person has acted since, the answer is only drawn
   *   (a move the host took after all), never shown as a refusal.
   */
  private async explainRefusal(cells: readonly string[], cell: string, serial: number): Promise<void> {
    // The last refusal's sentence goes with its mark: no moment shows the new mark beside the old reason.
    this.error = undefined;
    this.refused = cell;
    this.busy++;
    try {
      const r = await refusalOf(this.api, this.adapter, this.view!, cells, cell);
      if (serial !== this.pickSerial) {
        if (r.ok) this.answered(r.value);
        return;
      }
      if (r.ok) {
        // The picks did make a move after all (a path the pick list does not know): it is played.
        this.answered(r.value);
        this.refused = undefined;
        this.picked = [];
      } else this.error = r.error;
    } finally {
      this.busy--;
    }
  }

  /**
   * Says why the move `attempt` that a game's own screen area knows is not allowed (`GameScreen.Screen`'s
   * `onrefused`: Spoof's press on a man that may not be flicked now) is refused, in the engine's words.
   */
  async explainAttempt(attempt: string): Promise<void> {
    this.info = undefined;
    this.error = undefined; // as for a refused pick: never the new mark beside the old reason
    const serial = ++this.pickSerial;
    this.busy++;
    try {
      const r = await refusalOfMove(this.api, attempt);
      if (r.ok) this.answered(r.value);
      else if (serial === this.pickSerial) this.error = r.error;
    } finally {
      this.busy--;
    }
  }

  /**
   * What the virtual board holds on cells clicked whose new reading has not come back in a view yet, so a
   * second click at once acts on the board as it is (a man put down and lifted again).
   */
  private handHeld: Record<string, boolean> = {};

  /** Forgets the clicks the view's reading now shows. */
  private settleHands(view: SessionView | null): void {
    for (const [cell, held] of Object.entries(this.handHeld)) {
      const r = view?.board.reading?.[cell];
      if (view === null || (r !== undefined && (r !== 'empty') === held)) delete this.handHeld[cell];
    }
  }

  /** Shows the start screen over the game in progress (the game carries on underneath). */
  showStart(): void {
    this.info = undefined;
    this.error = undefined;
    this.choosingNewGame = true;
  }

  /**
   * Shows the position after ply `ply` of the game in progress (the last ply, or a ply out of range:
   * back to the game as it stands). Nothing in the game changes.
   */
  async peek(ply: number): Promise<void> {
    const v = this.view;
    if (v === null || ply >= v.moves.length || ply < 0) {
      this.peeking = null;
      return;
    }
    const at = await this.run(this.api.peek(ply));
    if (at !== undefined && this.view?.moves.length === v.moves.length) {
      this.peeking = at;
      this.picked = [];
    }
  }

  /** Picks again, in order, the cells picked while this screen's move was out, once its answer is drawn. */
  private pickQueued(): void {
    if (this.sending > 0 || this.answerHeld || this.queuedPicks.length === 0) return;
    const cells = this.queuedPicks;
    this.queuedPicks = [];
    void (async () => {
      // Each may send a move again: the rest then wait for its answer (pickCell queues them).
      for (const c of cells) await this.pickCell(c);
    })();
  }

  /**
   * Cancels the move being built, and with it a refused pick's mark and its reason (the sentence is about
   * the move just dropped; an error of another kind stays).
   */
  cancelPick(): void {
    this.queuedPicks = [];
    this.pickSerial++;
    this.picked = [];
    this.pickHeld = false;
    if (this.refused !== undefined) this.error = undefined;
    this.refused = undefined;
  }

  /**
   * Starts a new game; one that replaces a game in progress (unfinished, with moves made) or sets aside
   * the game offered for resuming is confirmed first. `false` when the person kept playing or the host refused.
   */
  async newGame(req: NewGameRequest): Promise<boolean> {
    const v0 = this.view;
    const offer = this.startup?.resume ?? null;
    if (v0 !== null && v0.status.kind === 'ongoing' && v0.moves.length > 0) {
      const yes = await this.ask('new-game', t('play.confirm.new', { game: v0.game, n: v0.moves.length }), t('play.confirm.yes-new'));
      if (!yes) return false;
    } else if (v0 === null && offer !== null) {
      // The game offered for resuming is set aside by a new one: asked as for a game in progress.
      const yes = await this.ask('new-game', t('play.confirm.new-unfinished', { game: offer.game, n: offer.plies }), t('play.confirm.yes-new'));
      if (!yes) return false;
    }
    this.replay = null;
    const stale = this.notices.map((n) => n.id);
    void loadScreen(req.game); // fetched while the host starts the game
    const v = await this.run(this.api.newGame(req));
    if (v === undefined) return false;
    // The old game's notices (a resumed journal's repair, "resumed after n plies") no longer apply;
    // those the new game raised while starting stay.
    this.notices = this.notices.filter((n) => !stale.includes(n.id));
    this.info = undefined;
    await this.showNow(v);
    this.picked = [];
    this.choosingNewGame = false;
    if (this.startup !== undefined) this.startup = { ...this.startup, resume: null };
    return true;
  }

  /** Resumes the journal's unfinished game. */
  async resume(): Promise<void> {
    const v = await this.run(this.api.resumeGame());
    if (v === undefined) return;
    await this.showNow(v);
    this.choosingNewGame = false;
    if (this.startup !== undefined) this.startup = { ...this.startup, resume: null };
  }

  /** Drops the resume offer. */
  async discardResume(): Promise<void> {
    if ((await this.run(this.api.discardResume())) === null && this.startup !== undefined) {
      this.startup = { ...this.startup, resume: null };
    }
  }

  /**
   * Takes back the last ply; a refusal is said as "Nothing taken back: <the host's reason>." While a
   * move is being built (a man placed, its capture still to choose) it takes back only that move, as
   * Escape does: the man just put down is what a person means to take back (a newcomer saw Undo drop it
   * and the other side's ply before it).
   */
  async undo(): Promise<void> {
    if (this.picked.length > 0) {
      this.cancelPick();
      return;
    }
    const v = await this.run(this.api.undo());
    if (v !== undefined) this.answered(v);
    else if (this.error !== undefined) this.error = { ...this.error, message: msg('play.refused.undo', { reason: this.error.message }) };
  }

  /** Confirms the takeback the board shows (`view.takeback`). */
  async confirmTakeback(): Promise<void> {
    const v = await this.run(this.api.confirmTakeback());
    if (v !== undefined) this.answered(v);
  }

  /** Replays the last undone ply. */
  async redo(): Promise<void> {
    const v = await this.run(this.api.redo());
    if (v !== undefined) this.answered(v);
  }

  /**
   * Seat `seat` resigns, once the person confirmed it (unless `confirmed`: the kiosk asked its own question).
   */
  async resign(seat: number, confirmed = false): Promise<void> {
    const game = this.view?.game;
    if (!confirmed && game !== undefined) {
      const who = { game, seat };
      if (!(await this.ask('resign', t('play.confirm.resign', { seat: who }), t('play.confirm.yes-resign', { seat: who })))) return;
    }
    const v = await this.run(this.api.resign(seat));
    if (v !== undefined) this.answered(v);
  }

  /** Seat `seat` offers a draw to its opponent, once the person confirmed it. */
  async offerDraw(seat: number): Promise<void> {
    // An offer may end the game at once (a computer that is not ahead accepts): asked first, as a resignation is.
    const v0 = this.view;
    if (v0 !== null) {
      const to = { game: v0.game, seat: seat === 0 ? 1 : 0 };
      if (!(await this.ask('offer-draw', t('play.confirm.offer-draw', { to }), t('play.confirm.yes-offer-draw')))) return;
    }
    const v = await this.run(this.api.offerDraw(seat));
    if (v !== undefined) this.answered(v);
  }

  /** Seat `seat` agrees to the draw another seat offered: the game ends drawn by agreement. */
  async agreeDraw(seat: number): Promise<void> {
    const v = await this.run(this.api.agreeDraw(seat));
    if (v !== undefined) this.answered(v);
  }

  /** Declines a draw offer. */
  async declineDraw(): Promise<void> {
    const v = await this.run(this.api.declineDraw());
    if (v !== undefined) this.answered(v);
  }

  /** Asks the host for a hint for the person to move (the view brings it once worked out). */
  async askHint(): Promise<void> {
    const v = await this.run(this.api.hint());
    if (v !== undefined) this.answered(v);
  }

  /** Picks one of the candidate moves of an ambiguous board change. */
  async choose(candidate: readonly string[]): Promise<void> {
    const v = await this.run(this.api.chooseCandidate(candidate.join(',')));
    if (v !== undefined) this.answered(v);
  }

  /** Saves the game as a record file in the host's data folder, and says which file, in which folder. */
  async save(): Promise<void> {
    const r = await this.run(this.api.saveRecord());
    if (r !== undefined) this.info = { text: t('app.saved', { name: r.name, folder: r.folder }), record: r.name };
  }

  /** Refreshes the list of saved records. */
  async refreshRecords(): Promise<void> {
    const r = await this.run(this.api.listRecords());
    if (r !== undefined) this.records = r;
  }

  /** Refreshes the list of serial ports. */
  async refreshPorts(): Promise<void> {
    const r = await this.run(this.api.listPorts());
    if (r !== undefined) this.ports = r;
  }

  /** Opens a record for replay, by saved name or from a file's text. */
  async openRecord(source: { name: string } | { text: string }): Promise<void> {
    const r = await this.run(this.api.loadRecord(source));
    if (r === undefined) return;
    await loadScreen(r.game);
    this.replay = r;
  }

  /** Shows ply `ply` of the replay. */
  async seek(ply: number): Promise<void> {
    const r = this.replay;
    if (r === null) return;
    const target = Math.max(0, Math.min(r.total, ply));
    const asked = (this.seeking = { ply: target });
    const next = await this.run(this.api.replaySeek({ ply: target }));
    // A later seek was asked for meanwhile: its answer is the one to show.
    if (this.seeking !== asked) return;
    this.seeking = undefined;
    if (next !== undefined) this.replay = next;
  }

  /** The replay's ply last asked for whose answer has not come yet. */
  private seeking: { readonly ply: number } | undefined;

  /**
   * Seeks `delta` plies from the ply last asked for (else the one shown), so that quick presses of an
   * arrow each count even before the host has answered the one before (the newcomer's ten quick presses
   * went nine plies).
   */
  step(delta: number): Promise<void> {
    return this.seek((this.seeking?.ply ?? this.replay?.ply ?? 0) + delta);
  }

  /** Leaves the replay. */
  async closeReplay(): Promise<void> {
    await this.run(this.api.closeReplay());
    this.replay = null;
  }

  /**
   * Dismisses a notice here, and tells the host, so that a page opened later does not show it again. The
   * host's answer is not waited for or shown: a host that cannot take it (an older one) changes nothing
   * on this screen.
   */
  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
    void this.api.dismissNotice(id);
  }
}

/**
 * `notices` with `n` added last, at most 6 kept: a notice with the same id, or the same code and
 * sentence (the host repeats a journal repair at start-up and as an event), is replaced rather than
 * shown twice.
 */
function withNotice(notices: readonly Notice[], n: Notice): readonly Notice[] {
  return [...notices.filter((o) => o.id !== n.id && !(o.code === n.code && sameMessage(o.message, n.message))), n].slice(-6);
}

/** `true` when two messages say the same (same code and parameters). */
function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
