/**
 * The shape of a `parlour` sub-command. Each command lives in its own file under `cli/commands/` and
 * is listed once in `cli/commands/index.ts`.
 *
 * Exit status convention (every command): 0 success; 1 a position, move, record, port or board problem
 * (one-line reason on stderr: which move, which rule); 2 a usage error (bad flags, unknown game).
 */
import { format, type Message, type Translator } from '../src/i18n/index';

/** Where a command writes; injected so tests can run commands in-process. */
export interface CliIO {
  /** Writes `text` to standard output as is (add the newline yourself). */
  readonly out: (text: string) => void;
  /** Writes `text` to standard error as is. */
  readonly err: (text: string) => void;
  /** Resolves when the command should stop early (Ctrl-C); long-running commands listen to it. */
  readonly signal: AbortSignal;
  /**
   * The environment the language is read from when `--lang` is not given (`LC_ALL`, `LC_MESSAGES`,
   * `LANG`; see `cli/i18n.ts`). Absent: English.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** What a command runs with: the {@link CliIO} and the translator of the chosen language. */
export interface CommandIO extends CliIO {
  /** Sentences for people in the chosen language (`--lang`, else the locale). Output for programs never uses it. */
  readonly tr: Translator;
}

/** One sub-command. */
export interface Command {
  /** The word after `parlour`, e.g. `legal`. */
  readonly name: string;
  /** One line for `parlour --help` (`cli.help.<name>.summary`). */
  readonly summary: Message;
  /** Full usage text for `parlour <name> --help` and usage errors (`cli.help.<name>.usage`, `cli/help.ts`). */
  readonly usage: Message;
  /**
   * Runs the command with the arguments after its name.
   * @returns the exit status (0, 1 or 2 as above).
   * @throws {UsageError} for bad arguments (the dispatcher prints the usage and exits 2).
   */
  run(argv: readonly string[], io: CommandIO): Promise<number>;
}

/**
 * Thrown by a command for a usage error: exit status 2, the problem and the usage on stderr, in the
 * reader's language (`said`, a `cli.usage.*` message). `message` is its English text, for logs and tests.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(readonly said: Message) {
    super(format(said, 'en'));
  }
}

/** Exit statuses shared by every command. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
