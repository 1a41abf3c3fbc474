/**
 * The one gate for a kiosk configuration from untrusted input (a file a technician edited, a USB stick):
 * the shape (`./config.ts` schema), then what only the games can judge (each offered game's options and
 * five-minute format start as the game reads them) and what ties sections together (the attract order
 * and the default language among those offered, the board's game offered and sensed, no game twice).
 * Every fault is reported, in file order, so the technician fixes the file in one go.
 */
import { z } from 'zod';
import { jsonFaultMessage, parseJsonText } from '../core/json-text';
import { err, ok, type Result } from '../core/result';
import { startOf } from '../core/start';
import { findGame } from '../games/index';
import { msg } from '../i18n';
import { KIOSK_CONFIG_SCHEMA, configFaults, type ConfigFault, type KioskConfig } from './config';
import { planOf } from './formats';

/** Players of a kiosk game: a visitor and the computer, or two visitors (every game takes two). */
const KIOSK_PLAYERS = 2;

/** The cross-checks of a shape-checked configuration (see the module docs). */
function crossFaults(c: KioskConfig): ConfigFault[] {
  const faults: ConfigFault[] = [];
  const ids = c.games.map((g) => g.game);
  c.games.forEach((g, i) => {
    const game = findGame(g.game)!;
    if (ids.indexOf(g.game) !== i) {
      const path = `games[${i}].game`;
      faults.push({ path, problem: msg('kiosk.fault.twice', { path, game: g.game }) });
    }
    const plain = startOf(game, g.options, KIOSK_PLAYERS);
    if (!plain.ok) {
      const path = `games[${i}].options`;
      faults.push({ path, problem: msg('kiosk.fault.game', { path, game: g.game, detail: plain.error.message }) });
    }
    const short = planOf(g, 'short');
    const begun = startOf(game, short.options, KIOSK_PLAYERS, short.start);
    if (plain.ok && !begun.ok) {
      const path = `games[${i}].short`;
      faults.push({ path, problem: msg('kiosk.fault.game', { path, game: g.game, detail: begun.error.message }) });
    } else if (begun.ok && game.status(begun.value.position).kind !== 'ongoing') {
      const path = `games[${i}].short.start`;
      faults.push({ path, problem: msg('kiosk.fault.over', { path, game: g.game }) });
    }
  });
  (c.attract.order ?? []).forEach((g, i) => {
    if (!ids.includes(g)) {
      const path = `attract.order[${i}]`;
      faults.push({ path, problem: msg('kiosk.fault.not-offered', { path, game: g }) });
    }
  });
  if (!c.languages.offered.includes(c.languages.default)) {
    const path = 'languages.default';
    faults.push({ path, problem: msg('kiosk.fault.language', { path, lang: c.languages.default }) });
  }
  if (c.board.kind !== 'none') {
    const path = 'board.game';
    if (!ids.includes(c.board.game)) faults.push({ path, problem: msg('kiosk.fault.not-offered', { path, game: c.board.game }) });
    else if (findGame(c.board.game)?.physical === undefined) faults.push({ path, problem: msg('kiosk.fault.unsensed', { path, game: c.board.game }) });
  }
  return faults;
}

/**
 * Reads a kiosk configuration from a parsed JSON value.
 * @returns the complete configuration (defaults filled in), or every {@link ConfigFault} found: the
 *   shape's first (an ill-shaped file cannot be cross-checked), else the cross-checks'.
 */
export function parseKioskConfig(raw: unknown): Result<KioskConfig, ConfigFault[]> {
  const shaped = KIOSK_CONFIG_SCHEMA.safeParse(raw);
  if (!shaped.success) return err(configFaults(shaped.error));
  const faults = crossFaults(shaped.data);
  return faults.length > 0 ? err(faults) : ok(shaped.data);
}

/**
 * Reads a kiosk configuration from the text of its file.
 * @returns the configuration, or its faults; text that is not JSON is one fault at path `''` with the
 *   line and column where it breaks (`kiosk.fault.json`).
 */
export function readKioskConfig(text: string): Result<KioskConfig, ConfigFault[]> {
  const raw = parseJsonText(text);
  if (!raw.ok) return err([{ path: '', problem: msg('kiosk.fault.json', { where: jsonFaultMessage(raw.error) }) }]);
  return parseKioskConfig(raw.value);
}

/** The schema's type, for callers that hold a raw file and want its shape only. */
export type KioskConfigInput = z.input<typeof KIOSK_CONFIG_SCHEMA>;
