/**
 * Small shared vocabularies of the session (also re-exported by the Host API, `host/types.ts`).
 * Source: issue 4 §3 ("Players: a person at the board, a person on screen, a computer player ... in any
 * mix") and §1 (settle time "default about 400 ms, an option"; guidance "for more than a couple of
 * seconds"; takebacks "allowed or refused by a session option").
 */
import type { PlayerIndex } from '../core/game';
import { msg, type Message } from '../i18n/index';

/** Who sits at a seat: a person moving men on the sensor board, a person clicking on screen, or the computer. */
export const SEAT_KINDS = ['board', 'screen', 'computer'] as const;
/** One of {@link SEAT_KINDS}. */
export type SeatKind = (typeof SEAT_KINDS)[number];

/**
 * Session settings that are not rules of the game (the rules are the game's options).
 * Defaults: {@link DEFAULT_SESSION_SETTINGS}.
 */
export interface SessionSettings {
  /** How long the board's occupancy must stay unchanged before a move commits, ms (100..3000; default 400). */
  readonly settleMs: number;
  /** How long a settled board may match nothing before guidance is shown, ms (0..30000; default 2000). */
  readonly guidanceDelayMs: number;
  /** Whether returning the board to an earlier position of the game takes moves back (default `allowed`). */
  readonly takebacks: 'allowed' | 'refused';
  /**
   * With a hall-sensor board: which seat's men have their north pole up (default 0: white north,
   * black south). Ignored on reed boards, where the turn decides the colour.
   */
  readonly northSeat: PlayerIndex;
  /** Pause before the computer's move is announced, ms (0..10000; default 300), so people can follow. */
  readonly computerDelayMs: number;
}

/** The defaults of {@link SessionSettings}. */
export const DEFAULT_SESSION_SETTINGS: SessionSettings = Object.freeze({
  settleMs: 400,
  guidanceDelayMs: 2000,
  takebacks: 'allowed',
  northSeat: 0,
  computerDelayMs: 300,
});

/** Ranges of the numeric settings (inclusive). */
export const SETTING_LIMITS = {
  settleMs: { min: 100, max: 3000 },
  guidanceDelayMs: { min: 0, max: 30000 },
  northSeat: { min: 0, max: 1 },
  computerDelayMs: { min: 0, max: 10000 },
} as const;

/**
 * Validates untrusted partial settings (IPC, CLI, journal) over `base`.
 * @returns the merged settings, or `session/bad-settings` naming every bad key or value.
 */
export function mergeSettings(base: SessionSettings, raw: unknown): { ok: true; value: SessionSettings } | { ok: false; error: { code: string; message: Message } } {
  if (raw === undefined || raw === null) return { ok: true, value: base };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: { code: 'session/bad-settings', message: msg('session.settings-not-object') } };
  const problems: Message[] = [];
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v === undefined) continue;
    if (k === 'takebacks') {
      if (v === 'allowed' || v === 'refused') out[k] = v;
      else problems.push(msg('session.setting-takebacks', { value: JSON.stringify(v) ?? String(v) }));
    } else if (k in SETTING_LIMITS) {
      const lim = SETTING_LIMITS[k as keyof typeof SETTING_LIMITS];
      if (typeof v === 'number' && Number.isInteger(v) && v >= lim.min && v <= lim.max) out[k] = v;
      else problems.push(msg('session.setting-range', { key: k, min: lim.min, max: lim.max, value: JSON.stringify(v) ?? String(v) }));
    } else {
      problems.push(msg('session.setting-unknown', { key: JSON.stringify(k), known: `takebacks, ${Object.keys(SETTING_LIMITS).join(', ')}` }));
    }
  }
  if (problems.length > 0) return { ok: false, error: { code: 'session/bad-settings', message: msg('session.bad-settings', { problems }) } };
  return { ok: true, value: out as unknown as SessionSettings };
}
