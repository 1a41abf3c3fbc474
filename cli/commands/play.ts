/**
 * `parlour play`: a whole Morris (or other sensed game) session on a sensor board from the command line,
 * without the UI (issue 4 §3): set-up guidance, then each committed move, each mismatch and its
 * guidance, and the result, as lines (JSON lines with `--json`). Both seats are people at the board.
 * It exits when the game ends: 0 if it ended by the rules, 1 otherwise (stopped with Ctrl-C, the board
 * never connected, a refused start). Every move line is printed only after its journal entry is on
 * disk, so a printed move survives a crash (`--resume` continues the game). A takeback has a line of its
 * own (issue 12, failure 14). `--position` and `--moves` start the game from any position, as `apply`
 * reaches it.
 */
import { parseArgs } from 'node:util';
import { EXIT, UsageError, type CommandIO, type Command } from '../command';
import { argumentsProblem, describeError, knownGames, playMoves, readOptions, readPosition, splitMoves } from '../args';
import { USAGE } from '../help';
import { createHost, defaultDataDir, type Host } from '../../host/host';
import { checkSerialPath } from '../../host/serial-path';
import type { HostEvent, SessionView } from '../../host/types';
import { findGame } from '../../src/games/index';
import type { Json } from '../../src/core/game';
import { guidanceText } from '../../src/inference/guidance';
import { msg, withText, type Message, type Translator } from '../../src/i18n/index';
import type { GuidanceView } from '../../host/types';

type Line = { readonly type: string } & Record<string, Json | Message | undefined>;

/**
 * Why the serial device at `path` cannot be used, or undefined when it can. A missing device at start
 * is an error, not something to wait for: the board is not plugged in or the path is mistyped; a path
 * that is not a serial device (a file, `/dev/null`) is refused (`host/serial-path.ts`). (A board that
 * goes away during the game is reconnected to by the host.)
 */
async function missingDevice(path: string): Promise<Message | undefined> {
  const found = await checkSerialPath(path);
  if (!found.ok) return found.error.message;
  return found.value === 'missing' ? msg('cli.play.no-port', { path }) : undefined;
}

/**
 * The text line for guidance, in `tr`'s language. Set-up guidance is worded for a terminal, where no
 * board picture is shown: it names what to do on which cells ("setup: set the board up: put a white man
 * on a1; lift the man from d2") instead of the screen's "set the board up as shown".
 */
export function guidanceLine(g: GuidanceView, tr: Translator): string {
  if (g.kind !== 'setup' || g.steps.length === 0) return tr.t('cli.play.guidance', { kind: g.kind, text: guidanceText(g, tr.lang) });
  return tr.t('cli.play.setup', { steps: g.steps.map((st) => st.say) });
}

/** The `play` command. */
export const playCommand: Command = {
  name: 'play',
  summary: msg('cli.help.play.summary'),
  usage: USAGE.play,
  async run(argv: readonly string[], io: CommandIO): Promise<number> {
    const { tr } = io;
    let values;
    try {
      ({ values } = parseArgs({
        args: [...argv],
        options: {
          game: { type: 'string' },
          port: { type: 'string' },
          options: { type: 'string' },
          settings: { type: 'string' },
          profile: { type: 'string' },
          data: { type: 'string' },
          position: { type: 'string' },
          moves: { type: 'string' },
          resume: { type: 'boolean' },
          new: { type: 'boolean' },
          json: { type: 'boolean' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (e) {
      throw argumentsProblem(e);
    }
    const json = values.json === true;
    const resume = values.resume === true;
    if (resume && values.new === true) throw new UsageError(msg('cli.usage.together', { a: '--resume', b: '--new' }));
    if (!resume && values.game === undefined) throw new UsageError(msg('cli.usage.required-or-resume', { flag: '--game' }));
    if (!resume && values.port === undefined) throw new UsageError(msg('cli.usage.required-or-resume', { flag: '--port' }));
    if (resume && (values.position !== undefined || values.moves !== undefined)) throw new UsageError(msg('cli.usage.start-not-resume'));
    const parseJson = (flag: string, text: string | undefined): Record<string, Json> | undefined => {
      if (text === undefined) return undefined;
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch (e) {
        throw new UsageError(msg('cli.usage.not-json', { flag, detail: (e as Error).message }));
      }
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new UsageError(msg('cli.usage.not-object', { flag }));
      return v as Record<string, Json>;
    };
    const options = parseJson('--options', values.options);
    const settings = parseJson('--settings', values.settings);
    let start: string | undefined;
    if (values.game !== undefined) {
      const g = findGame(values.game);
      if (g === undefined) throw new UsageError(msg('cli.unknown-game', { game: JSON.stringify(values.game), known: knownGames() }));
      if (g.physical === undefined) throw new UsageError(msg('cli.usage.not-sensed', { game: g.id }));
      if (values.position !== undefined || values.moves !== undefined) {
        // the position the game starts from, reached as `parlour apply` reaches it
        const opts = readOptions(g, values.options);
        const from = readPosition(g, opts, values.position);
        if (!from.ok) {
          io.err(`parlour play: position: ${describeError(from.error, tr)}\n`);
          return EXIT.failure;
        }
        const reached = playMoves(g, from.value, values.moves === undefined ? [] : splitMoves(g, values.moves), tr);
        if (!reached.ok) {
          io.err(`parlour play: ${reached.error}\n`);
          return EXIT.failure;
        }
        start = g.formatPosition(reached.value);
      }
    }
    if (!resume) {
      const missing = await missingDevice(values.port!);
      if (missing !== undefined) {
        io.err(`parlour play: ${tr.say(missing)}\n`);
        return EXIT.failure;
      }
    }

    // JSON lines are for programs: their sentences stay English; the text lines follow --lang.
    const print = (line: Line, text: string): void => {
      io.out(json ? `${JSON.stringify(withText(line, 'en'))}\n` : `${text}\n`);
    };
    const noticeLine = (n: { level: 'info' | 'warning' | 'error'; message: Message }): string => tr.t('cli.play.notice', { level: n.level, text: tr.say(n.message) });

    let host: Host;
    try {
      host = await createHost({ dataDir: values.data ?? defaultDataDir() });
    } catch (e) {
      io.err(`parlour play: ${tr.t('cli.play.data-folder', { why: (e as Error).message })}\n`);
      return EXIT.failure;
    }
    const startup = await host.startup();
    if (startup.ok) for (const n of startup.value.notices) print({ type: 'notice', level: n.level, code: n.code, message: n.message }, noticeLine(n));
    const offer = startup.ok ? startup.value.resume : null;
    if (!resume && offer !== null && values.new !== true) {
      io.err(`parlour play: ${tr.t('cli.play.unfinished', { game: offer.game, n: offer.plies, at: offer.updatedAt })}\n`);
      await host.close();
      return EXIT.failure;
    }

    const last: { phase?: string; guidance?: string; board?: string } = {};
    let finish: (code: number) => void = () => undefined;
    const done = new Promise<number>((resolve) => (finish = resolve));
    let view: SessionView | null = null;
    const onEvent = (e: HostEvent): void => {
      if (e.type === 'notice') {
        print({ type: 'notice', level: e.notice.level, code: e.notice.code, message: e.notice.message }, noticeLine(e.notice));
        return;
      }
      if (e.type === 'takeback') {
        print(
          { type: 'takeback', plies: e.plies, source: e.source, ply: e.ply },
          tr.t('cli.play.takeback', { n: e.plies, source: e.source === 'board' ? 'board' : 'screen', ply: e.ply }),
        );
        return;
      }
      if (e.type === 'committed') {
        const seat = { game: view?.game ?? values.game ?? '', seat: e.seat };
        print(
          { type: 'move', ply: e.ply, seat: e.seat, notation: e.notation, replaced: e.replaced },
          tr.t('cli.play.move', { ply: e.ply, seat, move: e.notation, replaced: e.replaced ? 'yes' : 'no' }),
        );
        return;
      }
      if (e.type !== 'view' || e.view === null) return;
      const v = e.view;
      view = v;
      const boardKey = `${v.board.state}|${v.board.boardId ?? ''}`;
      if (boardKey !== last.board) {
        last.board = boardKey;
        const id = v.board.boardId === undefined ? '' : ` (${v.board.boardId})`;
        const why = v.board.message === undefined ? '' : `: ${tr.say(v.board.message)}`;
        print(
          { type: 'board', state: v.board.state, port: v.board.port, boardId: v.board.boardId, message: v.board.message },
          tr.t('cli.play.board', { state: v.board.state, rest: `${id}${why}` }),
        );
      }
      if (v.phase !== last.phase) {
        last.phase = v.phase;
        if (v.phase !== 'finished') print({ type: 'phase', phase: v.phase, position: v.position }, tr.t('cli.play.phase', { phase: v.phase }));
      }
      if (v.board.state === 'error') {
        // the port could not be opened (e.g. permission denied): nothing will come of waiting
        io.err(`parlour play: ${tr.t('cli.play.board-unusable', { why: v.board.message === undefined ? '' : tr.say(v.board.message) })}\n`);
        finish(EXIT.failure);
        return;
      }
      const g = v.guidance;
      // No guidance means "the board matches" only once a snapshot has arrived and been compared with
      // the position (connected and in sync); before that there is nothing to say yet.
      if (g === null && v.board.kind === 'serial' && (v.board.state !== 'connected' || v.board.inSync !== true)) return;
      const gKey = g === null ? '' : `${g.code}|${JSON.stringify([g.reason, g.whole, g.steps])}`;
      if (gKey !== last.guidance) {
        last.guidance = gKey;
        if (g !== null) {
          print(
            { type: 'guidance', kind: g.kind, code: g.code, sentence: guidanceText(g, 'en'), cells: g.cells.map((c) => `${c.kind}:${c.cell}`) },
            guidanceLine(g, tr),
          );
        } else print({ type: 'guidance', kind: null, code: null, sentence: null, cells: [] }, tr.t('cli.play.matches'));
      }
      if (v.status.kind !== 'ongoing' && v.phase === 'finished') {
        const rules = v.termination === 'rules';
        const text =
          v.status.kind === 'won'
            ? tr.t('cli.play.won', { seats: v.status.winners.map((seat) => ({ game: v.game, seat })), n: v.status.winners.length, reason: v.status.reason })
            : tr.t('cli.play.draw', { reason: v.status.reason });
        print({ type: 'result', kind: v.status.kind, winners: v.status.kind === 'won' ? [...v.status.winners] : [], reason: v.status.reason, termination: v.termination, position: v.position }, text);
        finish(rules ? EXIT.ok : EXIT.failure);
      }
    };
    host.subscribe(onEvent);

    const started = resume
      ? await host.resumeGame()
      : await host.newGame({
          game: values.game as never,
          players: ['board', 'board'],
          board: { kind: 'serial', path: values.port!, ...(values.profile === undefined ? {} : { profile: values.profile }) },
          ...(options === undefined ? {} : { options }),
          ...(settings === undefined ? {} : { settings: settings as never }),
          ...(start === undefined ? {} : { start }),
        });
    if (!started.ok) {
      io.err(`parlour play: ${tr.say(started.error.message)}\n`);
      await host.close();
      return EXIT.failure;
    }
    if (resume && started.value.board.kind !== 'serial') {
      io.err(`parlour play: ${tr.t('cli.play.resume-not-serial', { kind: started.value.board.kind })}\n`);
      await host.close();
      return EXIT.failure;
    }
    if (resume) {
      const v = started.value;
      const missing = v.board.port === undefined ? undefined : await missingDevice(v.board.port);
      if (missing !== undefined) {
        io.err(`parlour play: ${tr.t('cli.play.still-resumable', { why: missing })}\n`);
        await host.close();
        return EXIT.failure;
      }
      print(
        { type: 'resumed', id: v.id, game: v.game, moves: v.moves.map((m) => m.notation), position: v.position },
        tr.t('cli.play.resumed', { game: v.game, n: v.moves.length, moves: v.moves.map((m) => m.notation).join(' ') }),
      );
    }
    // Keeps the process alive until the game ends: the board connection's retry timers may not, and
    // an event loop with nothing left would end the process with Node's status 13 (unsettled await).
    const keepAlive = setInterval(() => undefined, 1 << 30);
    void done.finally(() => clearInterval(keepAlive));
    const onAbort = (): void => finish(EXIT.failure);
    io.signal.addEventListener('abort', onAbort, { once: true });
    if (io.signal.aborted) finish(EXIT.failure);
    const code = await done;
    io.signal.removeEventListener('abort', onAbort);
    await host.close();
    return code;
  },
};
