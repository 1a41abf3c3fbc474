/**
 * When the nightly restart falls (issue 16, "a nightly restart at a configured time"; kiosk-practice K3:
 * "configurable time (default 03:00)"). The time is the machine's local time, so a restart set for 03:00
 * stays at 03:00 across the change to and from summer time (on the night of the change the gap is 23
 * or 25 hours; a time that does not exist that night, 02:30 when clocks jump from 02:00 to 03:00, falls
 * when the clock reads the next valid minute, as `Date` resolves it).
 */

/** Reads `HH:MM` (24-hour). @returns hours and minutes, or `undefined` for anything else. */
export function parseClockTime(text: string): { readonly hours: number; readonly minutes: number } | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m === null ? undefined : { hours: Number(m[1]), minutes: Number(m[2]) };
}

/**
 * The first moment strictly after `now` at which the local clock reads `time`.
 * @param now epoch ms.
 * @param time `HH:MM`.
 * @returns epoch ms, or `undefined` when `time` is not `HH:MM`.
 */
export function nextClockTime(now: number, time: string): number | undefined {
  const t = parseClockTime(time);
  if (t === undefined) return undefined;
  const d = new Date(now);
  const at = new Date(d.getFullYear(), d.getMonth(), d.getDate(), t.hours, t.minutes, 0, 0);
  if (at.getTime() <= now) at.setDate(at.getDate() + 1);
  return at.getTime();
}
