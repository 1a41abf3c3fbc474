/**
 * What a board's ERR line means, for the user. Spec: `firmware-protocol/PROTOCOL.md` §3.6.
 */
import { msg, type Message } from '../i18n/index';

/** The ERR codes of `PROTOCOL.md` §3.6 that have a sentence of their own (`board.err.<code>`). */
const KNOWN = { STUCK: 'stuck', LED: 'led', OVERFLOW: 'overflow', HOSTCRC: 'hostcrc', HOSTLINE: 'hostline', INTERNAL: 'internal' } as const;

/** A message for a board ERR code and the sensor it names, if any (`PROTOCOL.md` §3.6). */
export function describeBoardError(code: string, sensor: number | undefined): Message {
  const at = sensor === undefined ? -1 : sensor;
  const known = (KNOWN as Record<string, (typeof KNOWN)[keyof typeof KNOWN]>)[code];
  return known === undefined ? msg('board.err.other', { code, sensor: at }) : msg('board.err.known', { err: known, sensor: at });
}
