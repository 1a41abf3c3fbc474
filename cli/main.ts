/**
 * `parlour`: the command-line entry point. Dispatches to the sub-commands of `cli/commands/`.
 * Exit status: 0 success, 1 invalid or illegal input (reason on stderr), 2 usage error.
 * `--lang de|en`, anywhere on the line, chooses the language of sentences for people (default: the
 * locale of the environment; `cli/i18n.ts`).
 */
import { EXIT, UsageError, type CliIO } from './command';
import { COMMANDS } from './commands/index';
import { line, overview } from './help';
import { cliLanguage } from './i18n';
import { msg, translator, type Lang } from '../src/i18n/index';

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
      if (v === undefined || v.startsWith('--')) throw new UsageError(msg('cli.usage.lang-missing'));
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
    // No language was given that Parlour speaks: the problem is said in the environment's.
    io.err(`parlour: ${translator(cliLanguage(undefined, io.env ?? {})).say(e.said)}\n`);
    return EXIT.usage;
  }
  const tr = translator(lang);
  const cio = { ...io, tr };
  const [name, ...rest] = words;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview(COMMANDS, tr));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`parlour: ${tr.t('cli.usage.unknown-command', { name: JSON.stringify(name) })}\n\n${overview(COMMANDS, tr)}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(line(tr.say(command.usage)));
    return EXIT.ok;
  }
  try {
    return await command.run(rest, cio);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`parlour ${command.name}: ${tr.say(e.said)}\n\n${line(tr.say(command.usage))}`);
      return EXIT.usage;
    }
    throw e;
  }
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
