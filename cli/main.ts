/**
 * `parlour`: the command-line entry point. Dispatches to the sub-commands of `cli/commands/`.
 * Exit status: 0 success, 1 invalid or illegal input (reason on stderr), 2 usage error.
 */
import { EXIT, UsageError, type CliIO } from './command';
import { COMMANDS } from './commands/index';

/** Runs `parlour` with `argv` (the words after `parlour`) and returns the exit status. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
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
    return await command.run(rest, io);
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
  };
  process.exitCode = await main(process.argv.slice(2), io);
}
