/**
 * The help of the `parlour` command line in the reader's language: the overview of `parlour --help`
 * and each command's usage text (`cli.help.<command>.usage` in the catalogue).
 *
 * The examples inside the usage texts that are JSON or notation (`'{"preset":"modern"}'`, a Morris
 * position) are the same in every language and full of the braces ICU MessageFormat reserves, so they
 * are parameters filled in here, once, instead of being escaped in every catalogue.
 */
import { msg, type Message, type Translator } from '../src/i18n/index';
import { DEFAULT_BAUD } from '../firmware-protocol/serial/serial-link';
import type { Command } from './command';

const OPTIONS = `'{"preset":"modern"}'`;
const FLYING = `'{"flying":true}'`;
const PLAY_LINES = '{"type":"move"|"takeback"|"guidance"|"board"|"phase"|"notice"|"resumed"|"result",...}';

/** The usage texts of the commands, by name: one message each (see the module docstring). */
export const USAGE = {
  legal: msg('cli.help.legal.usage', { position: '"........................ w 9 9"', options: OPTIONS, flying: FLYING }),
  apply: msg('cli.help.apply.usage', { result: '{"position": POS, "status": {"kind": "ongoing" | "won" | "draw", ...}}', options: OPTIONS }),
  replay: msg('cli.help.replay.usage'),
  simulate: msg('cli.help.simulate.usage'),
  monitor: msg('cli.help.monitor.usage', { lines: '{"t","dir":"in"|"out","line","message"|"error"} | {"t","event"}', baud: String(DEFAULT_BAUD) }),
  play: msg('cli.help.play.usage', { options: OPTIONS, flying: FLYING, settings: `'{"settleMs":300,"takebacks":"refused"}'`, lines: PLAY_LINES }),
  kiosk: msg('cli.help.kiosk.usage'),
} as const satisfies Readonly<Record<string, Message>>;

/** `text` with exactly one newline at its end. */
export function line(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * The overview `parlour --help` prints: the usage line and one line per command (its name and summary).
 * @param commands the commands in help order.
 */
export function overview(commands: readonly Command[], tr: Translator): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${tr.say(c.summary)}`);
  return line(tr.t('cli.help.overview', { commands: lines.join('\n') }));
}
