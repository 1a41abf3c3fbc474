/** The nightly restart's time (src/kiosk/schedule.ts; kiosk-practice K3: "configurable time (default 03:00)"). */
import { describe, expect, it } from 'vitest';
import { nextClockTime, parseClockTime } from '../../../src/kiosk/schedule';

describe('the nightly restart time', () => {
  it('reads HH:MM and nothing else', () => {
    expect(parseClockTime('03:00')).toEqual({ hours: 3, minutes: 0 });
    expect(parseClockTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    for (const bad of ['3:00', '24:00', '03:60', '0300', ' 03:00']) expect(parseClockTime(bad)).toBeUndefined();
  });

  it('falls on the same day when the time is still to come, else the next day, in local time', () => {
    const evening = new Date(2026, 4, 10, 21, 15).getTime();
    expect(new Date(nextClockTime(evening, '03:00')!)).toEqual(new Date(2026, 4, 11, 3, 0));
    const night = new Date(2026, 4, 11, 1, 0).getTime();
    expect(new Date(nextClockTime(night, '03:00')!)).toEqual(new Date(2026, 4, 11, 3, 0));
    const exactly = new Date(2026, 4, 11, 3, 0).getTime();
    expect(new Date(nextClockTime(exactly, '03:00')!)).toEqual(new Date(2026, 4, 12, 3, 0));
    expect(nextClockTime(evening, 'noon')).toBeUndefined();
  });
});
