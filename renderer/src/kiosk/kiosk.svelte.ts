/**
 * The kiosk's state in the renderer (issue 16): which kiosk page shows (the attract loop, a visitor's
 * pages, staff), the attract frames and the board between visitors as the host sends them, the two-tier
 * idle machine (`$kiosk/idle`, driven by one timer here), the visitor's display choices (language, larger
 * text, less motion) and their reset, and the way into staff mode (corner taps, PIN).
 *
 * Only the host decides: a PIN is checked there, a visitor's game is started there in a short format,
 * the reset journals and discards the game there. This class shows and forwards.
 */
import type { AttractFrame, BoardWatch, KioskState, SensorTest } from '$api';
import type { GameId } from '$core/game';
import { IDLE_START, countdownLeft, idleDeadline, idleStep, idleTimesOf, type IdleEffect, type IdleEvent, type IdleState } from '$kiosk/idle';
import { cornerTap, type CornerTaps } from '$kiosk/staff';
import type { FormatId, TextSize } from '$kiosk/config';
import type { AppState } from '../lib/app.svelte';
import { language, setLanguage } from '../lib/i18n.svelte';
import { setReducedMotion } from '../lib/motion';
import { actingSeat } from '../lib/seats';
import { Reader } from './read-aloud.svelte';
import { loadScreen } from '../games/registry';

/** The kiosk's pages. */
export type KioskPage = 'attract' | 'home' | 'howto' | 'history' | 'game' | 'staff';

/** Width and height of the staff corner (top left), CSS px. */
export const STAFF_CORNER_PX = 72;

/** The host's notices a visitor is not shown (the board's link state; see the constructor). */
const VISITOR_HIDDEN_NOTICES: readonly string[] = ['board/disconnected', 'board/reconnected'];

/** The clock and timers the kiosk uses (the page's; tests give fake ones). */
export interface KioskClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: KioskClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** The kiosk's state and actions (see the module docs). */
export class KioskUi {
  readonly app: AppState;
  state = $state.raw<KioskState>(undefined as unknown as KioskState);
  frame = $state.raw<AttractFrame | null>(null);
  board = $state.raw<BoardWatch | null>(null);
  sensors = $state.raw<SensorTest | null>(null);
  page = $state<KioskPage>('attract');
  /** The game the visitor's pages are about. */
  game = $state<GameId>('morris');
  /** The format of the visitor's game in progress (for "Play again"). */
  format = $state<FormatId>('quick');
  idle = $state.raw<IdleState>(IDLE_START);
  /** Seconds left of "Still playing?", while it shows. */
  countdown = $state<number | undefined>();
  textSize = $state<TextSize>('normal');
  reducedMotion = $state(false);
  /** A question to confirm before a destructive action, while it shows. */
  confirm = $state<'resign' | 'new' | 'restart' | 'quit' | null>(null);
  /** The seat "Give up this game for …?" names and, answered yes, gives up (set by {@link askResign}). */
  resignSeat = $state<number | undefined>();
  pinOpen = $state(false);
  /** What the PIN pad says after an answer. */
  pinAnswer = $state.raw<{ kind: 'wrong'; left: number } | { kind: 'locked'; minutes: number } | { kind: 'none' } | null>(null);
  staffToken = $state<string | undefined>();
  /** Read-aloud (K12; `./read-aloud.svelte.ts`), and whether the visitor has the sound on (back on after every reset). */
  readonly reader = new Reader();
  sound = $state(true);

  private readonly clock: KioskClock;
  private timer: unknown;
  private taps: CornerTaps = [];

  constructor(app: AppState, state: KioskState, clock: KioskClock = realClock) {
    this.app = app;
    this.clock = clock;
    this.state = state;
    this.frame = state.attract;
    this.board = state.board;
    this.game = state.config.games[0]?.game ?? 'morris';
    app.api.subscribe((e) => {
      // The board's link comes and goes in words meant for a technician (a port's path, the operating
      // system's error); a visitor sees the kiosk's own calm line instead (kiosk-practice K17), and the
      // staff screen and the log keep the details.
      if (e.type === 'notice' && VISITOR_HIDDEN_NOTICES.includes(e.notice.code)) app.dismiss(e.notice.id);
      if (e.type !== 'kiosk') return;
      const k = e.kiosk;
      if (k.kind === 'attract') this.frame = k.frame;
      else if (k.kind === 'board') this.board = k.board;
      else if (k.kind === 'sensors') this.sensors = k.test;
      else if (k.kind === 'state') this.state = k.state;
      else if (k.kind === 'activity') this.activity();
    });
    this.applyDefaults();
  }

  /**
   * The page starts: any game a crashed page left is journalled and discarded, and the attract loop
   * shows. The page opens on the attract screen already; a visitor who touched it (or staff who opened
   * the PIN pad) while the host was still answering stays where they went, rather than being sent back
   * to the attract loop when the answer comes (a slow start took the visitor's first page away).
   */
  async begin(): Promise<void> {
    // Each game's drawing is a chunk of its own (issue 19): every offered game's is fetched now, so
    // that neither the attract loop moving on to the next game nor a visitor's choice shows an empty
    // board while one loads.
    for (const g of this.state.config.games) void loadScreen(g.game);
    await this.app.run(this.app.api.kioskReset('renderer'));
    await this.reread();
    if (this.page === 'attract' && !this.pinOpen) await this.showAttract();
  }

  /** After the host came back: the attract loop shown at once, the host's state read again, the page begun. */
  async relink(): Promise<void> {
    this.toAttract();
    this.app.view = null;
    await this.begin();
  }

  /**
   * Reads the kiosk's state from the host again. The page hears the host's kiosk events only from when
   * this object exists, once the kiosk's chunk has loaded (issue 19), while its first state came with
   * `startup` before that: a change in between (the board connecting, seen in CI) was otherwise never
   * shown, since the board's line changes only when the board does.
   */
  private async reread(): Promise<void> {
    const state = await this.app.run(this.app.api.kioskState());
    if (state === undefined || state === null) return;
    this.state = state;
    this.frame = state.attract;
    this.board = state.board;
  }

  private get times() {
    return idleTimesOf(this.state.config.idle);
  }

  // ------------------------------------------------------------------------------------------
  // Idle
  // ------------------------------------------------------------------------------------------

  private step(e: IdleEvent): void {
    const r = idleStep(this.idle, e, this.times);
    this.idle = r.state;
    if (r.effect !== undefined) this.effect(r.effect);
    this.arm();
  }

  private arm(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.clock.now();
    this.countdown = countdownLeft(this.idle, now, this.times);
    const deadline = idleDeadline(this.idle, this.times);
    if (deadline === undefined) return;
    // In the warning, wake every second to count down; else at the deadline.
    const next = this.idle.phase === 'warning' ? Math.min(deadline, now + 1000 - ((now - this.idle.lastActivity - this.times.quietMs) % 1000)) : deadline;
    this.timer = this.clock.setTimeout(() => this.step({ type: 'tick', at: this.clock.now() }), Math.max(0, next - now));
  }

  private effect(effect: IdleEffect): void {
    if (effect === 'wake') this.wake();
    else if (effect === 'reset') void this.reset();
  }

  /** A person did something: a touch, a key, or a change on the sensor board. */
  activity(): void {
    this.step({ type: 'activity', at: this.clock.now() });
  }

  /** Whether "Still playing?" shows. */
  get warning(): boolean {
    return this.idle.phase === 'warning';
  }

  // ------------------------------------------------------------------------------------------
  // Pages
  // ------------------------------------------------------------------------------------------

  private applyDefaults(): void {
    const d = this.state.config;
    void setLanguage(d.languages.default);
    this.setTextSize(d.display.textSize);
    this.setReducedMotion(d.display.reducedMotion);
  }

  /** Back to the attract loop with the exhibit's defaults (language, text size, motion). */
  async showAttract(): Promise<void> {
    this.toAttract();
    await this.app.run(this.app.api.kioskScreen('attract'));
  }

  /** The page's part of {@link showAttract}: the attract page with the exhibit's defaults, the host not told. */
  private toAttract(): void {
    this.reader.stop();
    this.sound = true;
    this.applyDefaults();
    this.confirm = null;
    this.pinOpen = false;
    this.staffToken = undefined;
    this.page = 'attract';
    this.step({ type: 'attract', at: this.clock.now() });
  }

  /** From the attract loop to the visitor's first page, about the game being shown. */
  private wake(): void {
    if (this.page !== 'attract') return;
    const shown = this.frame?.game;
    if (shown !== undefined && this.state.config.games.some((g) => g.game === shown)) this.game = shown;
    this.page = 'home';
    void this.app.run(this.app.api.kioskScreen('visitor'));
  }

  /** The idle reset: the game journalled and discarded by the host, the attract loop back. */
  private async reset(): Promise<void> {
    await this.app.run(this.app.api.kioskReset('idle'));
    this.app.view = null;
    await this.showAttract();
  }

  /** Shows a visitor's page about game `game`. */
  show(page: 'home' | 'howto' | 'history', game: GameId = this.game): void {
    this.reader.stop();
    this.game = game;
    this.page = page;
  }

  /** Starts a visitor's game of the chosen game in `format`. */
  async start(format: FormatId, game: GameId = this.game): Promise<void> {
    this.game = game;
    this.format = format;
    const v = await this.app.run(this.app.api.kioskStart({ game, format }));
    if (v === undefined) return;
    this.app.view = v;
    this.app.picked = [];
    this.page = 'game';
  }

  /** Continues the game the men on the board stand in. */
  async continueOnBoard(): Promise<void> {
    const v = await this.app.run(this.app.api.kioskContinue());
    if (v === undefined) return;
    this.app.view = v;
    this.game = v.game;
    this.page = 'game';
  }

  /**
   * The visitor pressed *Give up*: asks "Give up this game for <seat>?" for the seat a person here gives
   * up for (`actingSeat`, ../lib/seats.ts: the seat to move in a game of two visitors, the visitor's own
   * against the computer; never the computer's, issue 14). That seat is kept with the question, so the
   * one named is the one that gives up, even if the turn passes while it shows. Nothing is asked when no
   * person's seat can give up (no game, or none of theirs to move).
   */
  askResign(): void {
    const v = this.app.view;
    const seat = v === null ? undefined : actingSeat(v);
    if (seat === undefined) return;
    this.resignSeat = seat;
    this.confirm = 'resign';
  }

  /** Answers the confirmation: `true` carries the action out. */
  async answer(yes: boolean): Promise<void> {
    const what = this.confirm;
    this.confirm = null;
    if (!yes || what === null) return;
    if (what === 'resign') {
      const seat = this.resignSeat;
      this.resignSeat = undefined;
      if (seat !== undefined) await this.app.resign(seat, true);
    } else if (what === 'new') {
      this.page = 'home';
    } else if (what === 'restart' || what === 'quit') {
      await this.staffAction(what);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Display
  // ------------------------------------------------------------------------------------------

  setTextSize(size: TextSize): void {
    this.textSize = size;
    if (typeof document !== 'undefined') document.documentElement.classList.toggle('kiosk-large', size === 'large');
  }

  /** The visitor's sound switch: off stops any reading and hides "Read aloud". */
  setSound(on: boolean): void {
    this.sound = on;
    if (!on) this.reader.stop();
  }

  /** Whether read-aloud may make a sound now: the exhibit allows it and the visitor has the sound on. */
  get soundAllowed(): boolean {
    return this.state.config.content.readAloud && this.sound;
  }

  /**
   * Whether anything can be read aloud in the visitor's language: the exhibit allows it, and the content
   * pack has a recording in the language or the system a voice for it (the sound switch and the silent
   * note follow this).
   */
  get readAloudPossible(): boolean {
    const lang = language.current;
    return this.state.config.content.readAloud && (this.reader.voiceFor(lang) !== undefined || (this.state.pack?.audio.some((k) => k.startsWith(`${lang}/`)) ?? false));
  }

  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
    setReducedMotion(on);
  }

  /** Shows every text in `lang` (one tap from any page; the attract screen wakes as well). */
  chooseLanguage(lang: (typeof language)['current']): void {
    void setLanguage(lang);
  }

  // ------------------------------------------------------------------------------------------
  // Staff
  // ------------------------------------------------------------------------------------------

  /**
   * A tap anywhere at client `x`, `y` (CSS px): taps in the staff corner are counted, and the gesture
   * opens the PIN pad unless the host has locked it out.
   */
  tap(x: number, y: number): void {
    if (x > STAFF_CORNER_PX || y > STAFF_CORNER_PX) {
      this.taps = [];
      return;
    }
    const s = this.state.config.staff;
    const r = cornerTap(this.taps, this.clock.now(), s.gestureTaps, s.gestureSeconds * 1000);
    this.taps = r.taps;
    if (!r.open) return;
    const locked = this.state.staff.lockedUntil;
    if (locked !== null && locked > Date.now()) return; // the gesture is locked out: nothing shows
    this.pinAnswer = s.pinSet ? null : { kind: 'none' };
    this.pinOpen = true;
  }

  /** Sends a PIN to the host. */
  async enterPin(pin: string): Promise<void> {
    const r = await this.app.run(this.app.api.staffUnlock(pin));
    if (r === undefined) return;
    if (r.result === 'open') {
      this.pinOpen = false;
      this.pinAnswer = null;
      this.staffToken = r.token;
      this.page = 'staff';
      await this.app.run(this.app.api.kioskScreen('staff'));
    } else if (r.result === 'wrong') {
      this.pinAnswer = { kind: 'wrong', left: r.attemptsLeft };
    } else if (r.result === 'locked') {
      this.pinAnswer = { kind: 'locked', minutes: Math.max(1, Math.ceil((r.lockedUntil - Date.now()) / 60_000)) };
      this.clock.setTimeout(() => {
        this.pinOpen = false;
        this.pinAnswer = null;
      }, 4000);
    } else {
      this.pinAnswer = { kind: 'none' };
    }
  }

  /** What the last "Load content pack" or rollback said (the staff screen's content tab). */
  packAnswer = $state.raw<{ result: 'installed' | 'rolled-back' | 'refused'; faults: KioskState['faults'] } | null>(null);

  /** Staff load the pack of `content.folder`, or roll back to the previous one. */
  async staffPack(action: 'load' | 'rollback'): Promise<void> {
    const token = this.staffToken;
    if (token === undefined) return;
    const r = await this.app.run(this.app.api.staffPack(token, action));
    if (r === undefined) return;
    this.state = r.state;
    this.packAnswer = { result: r.result, faults: r.faults };
  }

  /** A staff action on the host; leaving goes back to the attract loop. */
  async staffAction(action: 'reload' | 'restart' | 'quit' | 'leave'): Promise<void> {
    const token = this.staffToken;
    if (token === undefined) return;
    const r = await this.app.run(this.app.api.staffAction(token, action));
    if (r !== undefined && r !== null) this.state = r;
    if (action === 'leave') await this.showAttract();
  }
}
