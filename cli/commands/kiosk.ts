/**
 * `parlour kiosk check FILE` and `parlour kiosk pin [--config FILE]`: the museum technician's two tools
 * for the kiosk configuration (docs/kiosk.md):
 * - `check` reads a configuration file as the kiosk does (`src/kiosk/validate.ts`) and names every fault,
 *   or says it is good: run it before copying a new file to the kiosk;
 * - `pin` reads a staff PIN (4 to 12 digits) from standard input and prints its scrypt hash
 *   (`host/kiosk/pin.ts`), or with `--config FILE` writes the hash into that file's `staff.pinHash`
 *   (keeping everything else; the file is checked first, and written atomically).
 * Sentences follow `--lang` or the locale (`cli/i18n.ts`). Exit status: 0 good, 1 a fault, 2 usage.
 */
import { readFile } from 'node:fs/promises';
import { EXIT, UsageError, type Command } from '../command';
import { parseFlags, stringFlag } from '../args';
import { readKioskConfig } from '../../src/kiosk/validate';
import { hashPin } from '../../host/kiosk/pin';
import { writeFileAtomic } from '../../host/files';

/** Where `pin` reads the PIN from (standard input; the tests give it text: the electron/fiddle `testing` pattern). */
export const testing = { input: (): AsyncIterable<unknown> => process.stdin };

/** The first line of standard input (the PIN, typed or piped; never a flag, so it stays out of the shell's history). */
async function readLine(): Promise<string> {
  let text = '';
  for await (const chunk of testing.input()) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0]!.trim();
}

/** The `kiosk` command. */
export const kioskCommand: Command = {
  name: 'kiosk',
  summary: 'check a museum kiosk configuration, or hash a staff PIN for it',
  usage: `usage: parlour kiosk check FILE [--lang de|en]
       parlour kiosk pin [--config FILE] [--lang de|en]

check  reads FILE as the kiosk does and names every fault (exit 1), or says it is good (exit 0).
pin    reads a staff PIN of 4 to 12 digits from standard input and prints its scrypt hash; with
       --config FILE it writes the hash into FILE's staff.pinHash instead (FILE is checked first).
       e.g.  read -rs PIN && echo "$PIN" | parlour kiosk pin --config /etc/parlour/kiosk.json

Exit status: 0 success, 1 a fault in the file or the PIN, 2 usage error.`,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'check') {
      const [file, ...flagsArgv] = rest;
      if (file === undefined || file.startsWith('--')) throw new UsageError('kiosk check needs the configuration FILE');
      parseFlags(flagsArgv, {});
      const tr = io.tr; // --lang, or the locale (cli/main.ts)
      const text = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
        io.err(`${tr.t('kiosk.fault.read', { file, detail: e.code ?? e.message })}\n`);
        return undefined;
      });
      if (text === undefined) return EXIT.failure;
      const r = readKioskConfig(text);
      if (r.ok) {
        io.out(`${tr.t('kiosk.staff.config.ok')}\n`);
        return EXIT.ok;
      }
      for (const f of r.error) io.err(`${file}: ${tr.say(f.problem)}\n`);
      return EXIT.failure;
    }
    if (sub === 'pin') {
      const flags = parseFlags(rest, { config: { type: 'string' } });
      const tr = io.tr;
      const pin = await readLine();
      let hash: string;
      try {
        hash = await hashPin(pin);
      } catch {
        io.err(`${tr.t('kiosk.cli.bad-pin')}\n`);
        return EXIT.failure;
      }
      const file = stringFlag(flags, 'config');
      if (file === undefined) {
        io.out(`${hash}\n`);
        return EXIT.ok;
      }
      const text = await readFile(file, 'utf8').catch(() => '{}');
      const r = readKioskConfig(text);
      if (!r.ok) {
        for (const f of r.error) io.err(`${file}: ${tr.say(f.problem)}\n`);
        return EXIT.failure;
      }
      const raw = JSON.parse(text) as { staff?: Record<string, unknown> };
      raw.staff = { ...(raw.staff ?? {}), pinHash: hash };
      await writeFileAtomic(file, `${JSON.stringify(raw, null, 2)}\n`);
      io.out(`${tr.t('kiosk.cli.pin-written', { file })}\n`);
      return EXIT.ok;
    }
    throw new UsageError(sub === undefined ? 'kiosk needs check or pin' : `unknown kiosk command ${JSON.stringify(sub)} (check or pin)`);
  },
};
