/**
 * The board side of the host: opens the chosen board (the in-process virtual board, or a sensor board
 * on a serial port through `firmware-protocol/serial/`), keeps the `src/board` connection, maps snapshots to
 * cells with the board profile, and lights the board's LEDs from the session's guidance.
 *
 * LED colours (`PROTOCOL.md` §5.3 colours): `lift` red blinking, `put` green, `move` red blinking at
 * its start and green at its end, `turn` blue, `take` yellow blinking; the announced computer move
 * yellow (its start blinking); the destinations of candidate moves blue blinking; a hint (issue 17:
 * "shown on the board (and by LEDs on a sensor board)") white, blinking where the man leaves (and on a
 * man it takes) and steady where it goes. The issue asks for "cells to fix, in a colour of their own"
 * (issue 4 §2).
 */
import { createBoardConnection } from '../src/board/connection';
import { ledsFromSets } from '../src/board/leds';
import type { BoardConnection, BoardEvent, ConnectionState, LedColour, LinkSource } from '../src/board/types';
import { layoutFor, type BoardProfile, type GameLayout } from '../firmware-protocol/profile';
import { listProfiles, loadProfile } from '../firmware-protocol/profile-files';
import { createVirtualBoard, type VirtualBoard } from '../firmware-protocol/virtual-board/virtual-board';
import { lazySerialSource } from './serial';
import type { GameId, PlayerIndex } from '../src/core/game';
import { err, ok, type Result } from '../src/core/result';
import type { BoardReading, CellReading, Sensing } from '../src/inference/reading';
import type { SessionCoreView } from '../src/session/session';
import type { LatencyTrace } from './latency-trace';
import type { BoardChoice, BoardView, HostError } from './types';
import { msg, type Message } from '../src/i18n/index';

/** The first bundled profile that maps `game`, or the named one. Errors: `board/profile`, `board/no-profile`. */
export function profileFor(game: GameId, name?: string): Result<{ profile: BoardProfile; layout: GameLayout }, HostError> {
  const names = name === undefined ? listProfiles() : [name];
  for (const n of names) {
    const p = loadProfile(n);
    if (!p.ok) {
      if (name !== undefined) return err({ code: 'board/profile', message: msg('core.verbatim', { text: p.error.message }) });
      continue;
    }
    const layout = layoutFor(p.value, game);
    if (layout !== undefined) return ok({ profile: p.value, layout });
    if (name !== undefined) return err({ code: 'board/profile', message: msg('host.profile-no-cells', { profile: name, game }) });
  }
  return err({ code: 'board/no-profile', message: msg('host.no-profile', { game }) });
}

/** What the host hears from a board. */
export interface BoardListener {
  reading(reading: BoardReading): void;
  button(name: string): void;
  /**
   * The board came back: a HELLO after an earlier one (the cable put back, or the board reset). What it
   * shows next may be an earlier position nobody meant to take back (issue 12 §2).
   */
  reconnected(): void;
  /** The connection state or the board's identity changed. */
  changed(): void;
  notice(level: 'info' | 'warning' | 'error', code: string, message: Message): void;
}

/** An open board. */
export interface BoardRuntime {
  readonly choice: BoardChoice;
  readonly profile: BoardProfile;
  readonly layout: GameLayout;
  readonly connection: BoardConnection;
  /** The in-process virtual board, for `{ kind: 'virtual' }`. */
  readonly virtual?: VirtualBoard;
  /** How men show on this board's sensors (known for sure after HELLO). */
  sensing(northSeat: PlayerIndex): Sensing;
  /** The board's last snapshot as a cell reading, if one has come. */
  lastReading(): BoardReading | undefined;
  /** The board part of the view. */
  view(inSync: boolean): BoardView;
  /** Lights the LEDs for `view` (guidance cells, the announced move, a hint); all off when there is nothing to show. */
  showLeds(view: SessionCoreView | null): void;
  stop(): Promise<void>;
}

/** Options of {@link openBoard}. */
export interface OpenBoardOptions {
  readonly game: GameId;
  readonly choice: Exclude<BoardChoice, { kind: 'none' }>;
  readonly listener: BoardListener;
  /** Men on the virtual board at power-on, as `cell` or `cell=S` (hall). */
  readonly virtualInitial?: readonly string[];
  /** Sensor kind of a new virtual board (default reed). */
  readonly virtualSensorKind?: 'reed' | 'hall';
  /** Marks each line's arrival and each decoded SNAP (the benchmark's breakdown); default none. */
  readonly trace?: LatencyTrace;
}

/** `source` with every line of its links marked on `trace` as it arrives, before the connection reads it. */
function tracedSource(source: LinkSource, trace: LatencyTrace): LinkSource {
  return {
    ...(source.onConnected === undefined ? {} : { onConnected: (link) => source.onConnected!(link) }),
    async open(attempt) {
      const opened = await source.open(attempt);
      if (!opened.ok) return opened;
      const link = opened.value;
      return {
        ok: true,
        value: {
          label: link.label,
          write: (line) => link.write(line),
          onLine: (listener) =>
            link.onLine((line) => {
              trace.line();
              listener(line);
            }),
          onClose: (listener) => link.onClose(listener),
          close: () => link.close(),
        },
      };
    },
  };
}

function stateOf(s: ConnectionState): BoardView['state'] {
  switch (s) {
    case 'idle':
      return 'disconnected';
    case 'connecting':
    case 'syncing':
      return 'connecting';
    case 'live':
      return 'connected';
    case 'lost':
      return 'reconnecting';
    case 'incompatible':
      return 'error';
  }
}

/**
 * Opens a board and starts its connection. The board's snapshots reach `listener.reading` as cell
 * readings (only the profile's cells of `game`).
 * Errors: `board/profile`, `board/no-profile`.
 */
export function openBoard(o: OpenBoardOptions): Result<BoardRuntime, HostError> {
  const found = profileFor(o.game, o.choice.profile);
  if (!found.ok) return found;
  const { profile, layout } = found.value;
  let virtual: VirtualBoard | undefined;
  let source;
  if (o.choice.kind === 'virtual') {
    virtual = createVirtualBoard({ profile, sensorKind: o.virtualSensorKind ?? 'reed', initial: o.virtualInitial ?? [] });
    source = virtual.source;
  } else {
    source = lazySerialSource(o.choice.path);
  }
  const connection = createBoardConnection({ source: o.trace === undefined ? source : tracedSource(source, o.trace) });
  let message: Message | undefined;
  let wasLost = false;
  const toReading = (sensors: readonly string[]): BoardReading => {
    const out: Record<string, CellReading> = {};
    for (const [cell, sensor] of layout.sensorOf) {
      const s = sensors[sensor];
      if (s === 'empty' || s === 'occupied' || s === 'north' || s === 'south') out[cell] = s;
    }
    return out;
  };
  connection.subscribe((e: BoardEvent) => {
    switch (e.type) {
      case 'connection':
        message = e.reason?.message;
        o.listener.changed();
        if (e.state === 'lost' && !wasLost) {
          wasLost = true;
          o.listener.notice('warning', 'board/disconnected', message === undefined ? msg('host.board-disconnected') : msg('host.board-disconnected-why', { why: message }));
        }
        if (e.state === 'live' && wasLost) {
          wasLost = false;
          o.listener.notice('info', 'board/reconnected', msg('host.board-reconnected'));
        }
        if (e.state === 'incompatible') o.listener.notice('error', e.reason?.code ?? 'board/incompatible', e.reason?.message ?? msg('host.board-incompatible'));
        break;
      case 'hello':
        if (e.known) o.listener.reconnected();
        o.listener.changed();
        break;
      case 'snapshot':
        o.trace?.decoded(e.snapshot.boardTimeMs);
        o.listener.reading(toReading(e.snapshot.sensors));
        break;
      case 'button':
        o.listener.button(e.button);
        break;
      case 'board-error':
        o.listener.notice('warning', `board/${e.code.toLowerCase()}`, e.message);
        break;
      default:
        break;
    }
  });
  connection.start();
  let lastLeds = '';
  const runtime: BoardRuntime = {
    choice: o.choice,
    profile,
    layout,
    connection,
    ...(virtual === undefined ? {} : { virtual }),
    sensing(northSeat) {
      const kind = connection.hello?.sensorKind ?? virtual?.sensorKind ?? 'reed';
      return kind === 'hall' ? { kind: 'hall', northSeat } : { kind: 'reed' };
    },
    lastReading() {
      const snap = connection.snapshot;
      return snap === undefined ? undefined : toReading(snap.sensors);
    },
    view(inSync) {
      const hello = connection.hello;
      const snap = connection.snapshot;
      return {
        kind: o.choice.kind,
        state: stateOf(connection.state),
        ...(o.choice.kind === 'serial' ? { port: o.choice.path } : {}),
        ...(hello === undefined ? {} : { boardId: hello.boardId, model: hello.model, sensorKind: hello.sensorKind }),
        profile: profile.name,
        ...(message === undefined ? {} : { message }),
        ...(snap === undefined ? {} : { reading: toReading(snap.sensors) }),
        inSync,
      };
    },
    showLeds(view) {
      const hello = connection.hello;
      const count = hello?.ledCount ?? 0;
      if (count === 0) return;
      const steady: Partial<Record<LedColour, number[]>> = {};
      const blink: Partial<Record<LedColour, number[]>> = {};
      const colours = hello?.colours ?? [];
      if (colours.length === 0) return;
      // A board with fewer colours shows the missing ones in its first colour (blinking still tells them apart).
      const add = (set: Partial<Record<LedColour, number[]>>, wanted: LedColour, cell: string): void => {
        const colour = colours.includes(wanted) ? wanted : colours[0]!;
        const i = layout.sensorOf.get(cell);
        if (i !== undefined) (set[colour] ??= []).push(i);
      };
      if (view !== null && view.phase !== 'finished') {
        for (const c of view.guidance?.cells ?? []) {
          const colour: LedColour = c.kind === 'lift' ? 'red' : c.kind === 'put' || c.kind === 'move' ? 'green' : c.kind === 'turn' ? 'blue' : 'yellow';
          add(c.kind === 'take' || c.kind === 'lift' ? blink : steady, colour, c.cell);
        }
        // Candidates to choose between on screen: their cells blink blue on the board as well.
        for (const cand of view.candidates ?? []) {
          for (const n of cand) {
            const lm = view.legalMoves.find((m) => m.notation === n);
            for (const c of lm?.fills ?? []) add(blink, 'blue', c);
          }
        }
        if (view.announced !== null) {
          for (const c of view.announced.vacates) add(blink, 'yellow', c);
          for (const c of view.announced.fills) add(steady, 'yellow', c);
        }
        if (view.hint?.state === 'ready') {
          for (const c of view.hint.vacates) add(blink, 'white', c);
          for (const c of view.hint.fills) add(steady, 'white', c);
        }
      }
      const frame = ledsFromSets(count, { steady, blink });
      const key = JSON.stringify(frame);
      if (key === lastLeds) return;
      lastLeds = key;
      const r = connection.setLeds(frame);
      if (!r.ok) o.listener.notice('warning', r.error.code, r.error.message);
    },
    async stop() {
      await connection.stop();
      virtual?.stop();
    },
  };
  return ok(runtime);
}
