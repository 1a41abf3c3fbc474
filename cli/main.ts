/**
 * `parlour`: the command-line entry point. Dispatches to the sub-commands of `cli/commands/`.
 * Exit status: 0 success, 1 invalid or illegal input (reason on stderr), 2 usage error.
 * `--lang de|en`, anywhere on the line, chooses the language of sentences for people (default: the
 * locale of the environment; `cli/i18n.ts`).
 */
import { EXIT, UsageError, type CliIO } from './command';
import { COMMANDS } from './commands/index';
import { cliLanguage } from './i18n';
import { translator, type Lang } from '../src/i18n/index';

/**
 * Takes `--lang X` or `--lang=X` out of `argv`.
 * @returns the other words and the language given, if any.
 * @throws {UsageError} for `--lang` without a value.
 */
export function takeLang(argv: readonly string[]): { rest: string[]; lang: string | undefined } {
  const rest: string[] = [];
  let lang: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--lang') {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError('--lang needs a language, e.g. --lang de');
      lang = v;
      i++;
    } else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else rest.push(a);
  }
  return { rest, lang };
}

/** Runs `parlour` with `argv` (the words after `parlour`) and returns the exit status. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  let words: string[];
  let lang: Lang;
  try {
    const taken = takeLang(argv);
    words = taken.rest;
    lang = cliLanguage(taken.lang, io.env ?? {});
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`parlour: ${e.message}\n`);
    return EXIT.usage;
  }
  const cio = { ...io, tr: translator(lang) };
  const [name, ...rest] = words;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`parlour: unknown command ${JSON.stringify(name)}\n\n${helpText()}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage.endsWith('\n') ? command.usage : `${command.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, cio);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`parlour ${command.name}: ${e.message}\n\n${command.usage}${command.usage.endsWith('\n') ? '' : '\n'}`);
      return EXIT.usage;
    }
    throw e;
  }
}

function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length), 4);
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `usage: parlour <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nparlour <command> --help shows a command's options.\n`;
}

/** Runs as a process: wires stdio and SIGINT, sets the exit code. */
export async function runAsProcess(): Promise<void> {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  const io: CliIO = {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    signal: controller.signal,
    env: process.env,
  };
  process.exitCode = await main(process.argv.slice(2), io);
}
