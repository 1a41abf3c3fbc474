/**
 * Building a complete LED frame from sets of LEDs per colour (`PROTOCOL.md` §5.3: the LED command
 * always carries every LED, so it is idempotent and can be re-sent after a reconnect).
 */
import { LED_COLOURS, type LedColour, type LedFrame, type LedLight } from '../../firmware-protocol/messages';

/** LED numbers to light, per colour, steady and blinking. */
export interface LedSets {
  readonly steady?: Partial<Record<LedColour, readonly number[]>>;
  readonly blink?: Partial<Record<LedColour, readonly number[]>>;
}

/**
 * The frame of `count` LEDs that lights `sets`. Where sets overlap, blinking beats steady, and among
 * colours the earlier in `LED_COLOURS` (red, green, blue, yellow, white) wins, so the result does not
 * depend on the order of the keys. LED numbers outside 0..count-1 are ignored.
 */
export function ledsFromSets(count: number, sets: LedSets): LedFrame {
  const frame: (LedLight | null)[] = Array.from({ length: count }, () => null);
  for (const blink of [false, true]) {
    const group = blink ? sets.blink : sets.steady;
    if (group === undefined) continue;
    for (const colour of [...LED_COLOURS].reverse()) {
      for (const i of group[colour] ?? []) if (Number.isInteger(i) && i >= 0 && i < count) frame[i] = { colour, blink };
    }
  }
  return frame;
}
