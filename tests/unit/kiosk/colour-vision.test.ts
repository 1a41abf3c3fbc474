/**
 * Kiosk-practice K11: "player colours tested under protanopia/deuteranopia simulation". Every game's
 * seat colours (`players.seats[].colour`, `src/core/game.ts`: "the set of a game must be told apart by
 * colour-blind players") are simulated as a protanope and a deuteranope see them, by the model of
 * Machado, Oliveira and Fernandes (2009, "A Physiologically-based Model for Simulation of Color Vision
 * Deficiency", IEEE TVCG 15(6); their matrices for severity 1.0, applied to linear sRGB), and every two
 * seats of a game must stay at least 20 apart in CIELAB (CIE76 ΔE*ab): many times the just-noticeable
 * difference of about 2.3, so that the men are told apart at a glance. (The screens name the seats in
 * words and marks as well: no information by colour alone.)
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/index';

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

const VISION: Record<string, Matrix> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

/** The least ΔE*ab between two seats of a game, under each vision. */
const MIN_DELTA_E = 20;

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** `#rrggbb` as linear sRGB, 0..1. */
function linearRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [linear(parseInt(m[1]!, 16) / 255), linear(parseInt(m[2]!, 16) / 255), linear(parseInt(m[3]!, 16) / 255)];
}

/** Linear sRGB as CIELAB (D65). */
function lab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** `hex` as seen with `vision`, in CIELAB. */
function seen(hex: string, vision: Matrix): [number, number, number] {
  const c = linearRgb(hex);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return lab(vision.map((row) => clamp(row[0] * c[0] + row[1] * c[1] + row[2] * c[2])) as [number, number, number]);
}

describe('seat colours under colour-vision deficiency', () => {
  it('the model does what it is for: a red and a green far apart to normal eyes come close for a deuteranope', () => {
    const apart = (vision: Matrix) => {
      const [a, b] = [seen('#d62728', vision), seen('#2ca02c', vision)];
      return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    };
    expect(apart(VISION['normal']!)).toBeGreaterThan(100);
    expect(apart(VISION['deuteranopia']!)).toBeLessThan(10);
    for (const v of Object.values(VISION)) expect(seen('#ffffff', v)[0]).toBeCloseTo(100, 0);
  });

  for (const game of GAMES) {
    it(`${game.id}: every two seats stay at least ${MIN_DELTA_E} apart, for normal, protanope and deuteranope eyes`, () => {
      const seats = game.players.seats;
      const close: string[] = [];
      for (const [name, vision] of Object.entries(VISION)) {
        const labs = seats.map((s) => seen(s.colour, vision));
        for (let i = 0; i < seats.length; i++) {
          for (let j = i + 1; j < seats.length; j++) {
            const d = Math.hypot(labs[i]![0] - labs[j]![0], labs[i]![1] - labs[j]![1], labs[i]![2] - labs[j]![2]);
            if (d < MIN_DELTA_E) close.push(`${name}: ${seats[i]!.name} and ${seats[j]!.name} only ${d.toFixed(1)} apart`);
          }
        }
      }
      expect(close).toEqual([]);
    });
  }
});
