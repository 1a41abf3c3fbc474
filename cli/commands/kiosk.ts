/**
 * `parlour kiosk check FILE`, `parlour kiosk pin [--config FILE]` and `parlour kiosk pack FOLDER`: the
 * museum technician's tools for the kiosk configuration and content pack (docs/kiosk.md):
 * - `check` reads a configuration file as the kiosk does (`host/kiosk/config-file.ts`: the gate of
 *   `src/kiosk/validate.ts`, then the board's profile) and names every fault,
 *   or says it is good: run it before copying a new file to the kiosk;
 * - `pin` reads a staff PIN (4 to 12 digits) from standard input and prints its scrypt hash
 *   (`host/kiosk/pin.ts`), or with `--config FILE` writes the hash into that file's `staff.pinHash`
 *   (keeping everything else; the file is checked first, and written atomically).
 * - `pack FOLDER` checks a content pack folder as "Load content pack" does (`host/kiosk/pack.ts`) and
 *   names every fault (the file and key of each), or says it is good.
 * Sentences follow `--lang` or the locale (`cli/i18n.ts`). Exit status: 0 good, 1 a fault, 2 usage.
 */
import { EXIT, UsageError, type Command } from '../command';
import { parseFlags, stringFlag } from '../args';
import { USAGE } from '../help';
import { msg } from '../../src/i18n/index';
import { checkKioskConfigText, readConfigText } from '../../host/kiosk/config-file';
import { hashPin } from '../../host/kiosk/pin';
import { checkPackFolder } from '../../host/kiosk/pack';
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
  summary: msg('cli.help.kiosk.summary'),
  usage: USAGE.kiosk,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === 'check') {
      const [file, ...flagsArgv] = rest;
      if (file === undefined || file.startsWith('--')) throw new UsageError(msg('cli.usage.kiosk-file'));
      parseFlags(flagsArgv, {});
      const tr = io.tr; // --lang, or the locale (cli/main.ts)
      const read = await readConfigText(file);
      if (!read.ok) {
        io.err(`${tr.say(read.fault.problem)}\n`);
        return EXIT.failure;
      }
      const r = checkKioskConfigText(read.text);
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
      // No file yet: the PIN is the first setting written to a new one.
      const read = await readConfigText(file);
      if (!read.ok && !read.absent) {
        io.err(`${tr.say(read.fault.problem)}\n`);
        return EXIT.failure;
      }
      const text = read.ok ? read.text : '{}';
      const r = checkKioskConfigText(text);
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
    if (sub === 'pack') {
      const [folder, ...flagsArgv] = rest;
      if (folder === undefined || folder.startsWith('--')) throw new UsageError(msg('kiosk.pack.cli-folder'));
      parseFlags(flagsArgv, {});
      const tr = io.tr;
      const r = await checkPackFolder(folder);
      if (r.ok) {
        const m = r.value.manifest;
        io.out(`${tr.t('kiosk.pack.good', { name: m.name, version: m.version, n: m.languages.length })}\n`);
        return EXIT.ok;
      }
      for (const f of r.error) io.err(`${folder}: ${tr.say(f.problem)}\n`);
      return EXIT.failure;
    }
    throw new UsageError(sub === undefined ? msg('cli.usage.kiosk-what') : msg('cli.usage.kiosk-unknown', { sub: JSON.stringify(sub) }));
  },
};
