/**
 * A shot (the move of Spoof): which man, which way, how hard; its notation; and the seeded noise of an
 * imprecise flick.
 *
 * Source: `003_f3d54d3140fde9d6.txt`: "pressing the flattened end on the edge of the man which he intends
 * to move first, he will find the same will shoot forward into the open space in front of the squares (the
 * distance of the shot being regulated by the amount of pressure put on the "spoof.")". Parlour models the
 * pressure as the man's initial speed (mm/s) and the edge pressed as its heading.
 *
 * Shots live on a grid (heading 0.01°, speed 0.1 mm/s) so that the notation carries a shot exactly and a
 * record of shots replays a game exactly. Noise is applied before a shot is recorded: the shot as played
 * (after noise) is the move.
 *
 * Notation: `m<id> h<heading> v<speed>`, canonical with two and one decimals, e.g. `m3 h90.00 v1500.0`;
 * parsing also accepts fewer decimals (`m3 h90 v1500`).
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { err, ok, type Result } from '../../core/result';
import type { NotationError } from '../../core/game';
import { msg } from '../../i18n/index';
import { PHYSICS } from './physics';

/** A shot. */
export interface Shot {
  /** The man flicked, 1..12. */
  readonly man: number;
  /** Direction, degrees counter-clockwise from +x (90 = towards the Plain end), in [0, 360), multiple of 0.01. */
  readonly heading: number;
  /** Initial speed, mm/s, in (0, {@link PHYSICS.maxSpeed}], multiple of 0.1. */
  readonly speed: number;
}

/** Rounds a heading (any real, degrees) into [0, 360) on the 0.01° grid. */
export function quantizeHeading(deg: number): number {
  let h = Math.round((((deg % 360) + 360) % 360) * 100) / 100;
  if (h >= 360) h -= 360;
  return h === 0 ? 0 : h;
}

/** Rounds a speed (mm/s) onto the 0.1 mm/s grid, clamped to [0.1, {@link PHYSICS.maxSpeed}]. */
export function quantizeSpeed(speed: number): number {
  const s = Math.round(speed * 10) / 10;
  return Math.min(PHYSICS.maxSpeed, Math.max(0.1, s));
}

/** A shot on the grid: heading and speed rounded (see {@link quantizeHeading}, {@link quantizeSpeed}). */
export function makeShot(man: number, headingDeg: number, speed: number): Shot {
  return Object.freeze({ man, heading: quantizeHeading(headingDeg), speed: quantizeSpeed(speed) });
}

/** Whether the shot's numbers are on the grid and in range (what `play` requires). */
export function shotOnGrid(s: Shot): boolean {
  return (
    Number.isInteger(s.man) &&
    Number.isFinite(s.heading) &&
    Number.isFinite(s.speed) &&
    s.heading >= 0 &&
    s.heading < 360 &&
    s.speed > 0 &&
    s.speed <= PHYSICS.maxSpeed &&
    Math.round(s.heading * 100) / 100 === s.heading &&
    Math.round(s.speed * 10) / 10 === s.speed
  );
}

/** Writes a shot in canonical notation, e.g. `m3 h90.00 v1500.0`. */
export function formatShot(s: Shot): string {
  return `m${s.man} h${s.heading.toFixed(2)} v${s.speed.toFixed(1)}`;
}

const SHOT_RE = /^m(\d{1,2})\s+h(\d{1,3}(?:\.\d{1,2})?)\s+v(\d{1,4}(?:\.\d)?)$/;

/**
 * Reads a shot. Errors: `notation/spoof-shot` (not of the form `m<id> h<deg> v<mm/s>`, or more decimals than
 * the grid) and `notation/spoof-shot-range` (heading not below 360, speed 0 or above the maximum).
 */
export function parseShot(text: string): Result<Shot, NotationError> {
  const m = SHOT_RE.exec(text.trim());
  if (m === null) {
    return err({ code: 'notation/spoof-shot', message: msg('spoof.notation.shot', { input: JSON.stringify(text) }) });
  }
  const shot = { man: Number(m[1]), heading: Number(m[2]), speed: Number(m[3]) };
  if (!shotOnGrid(shot)) {
    return err({ code: 'notation/spoof-shot-range', message: msg('spoof.notation.shot-range', { max: PHYSICS.maxSpeed, input: JSON.stringify(text) }) });
  }
  return ok(Object.freeze(shot));
}

/** How imprecise a flick is: standard deviations of the heading (degrees) and of the speed (a fraction of it). */
export interface FlickNoise {
  readonly headingSd: number;
  readonly speedSd: number;
}

/** No noise. */
export const NO_NOISE: FlickNoise = Object.freeze({ headingSd: 0, speedSd: 0 });

/**
 * Optional noise for a person's flick on screen (a mouse or finger aims better than a spoof pressed on a
 * counter's edge): 1° of heading and 4% of speed, one standard deviation. Off unless the session asks for it.
 */
export const HUMAN_FLICK_NOISE: FlickNoise = Object.freeze({ headingSd: 1, speedSd: 0.04 });

/**
 * A seeded normal deviate stream (Box–Muller over pure-rand's xoroshiro128+). The generator is internal and
 * advanced in place; the same seed always yields the same sequence.
 */
export function normalStream(seed: number): () => number {
  const rng = xoroshiro128plus(seed | 0);
  return () => {
    const u1 = 1 - uniformFloat64(rng); // (0, 1]
    const u2 = uniformFloat64(rng);
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  };
}

/**
 * The shot as actually played when `intended` is flicked with `noise`, drawn from `seed`: heading plus a
 * normal error of `headingSd` degrees, speed times (1 + a normal error of `speedSd`), back on the grid.
 * Deterministic: the same arguments give the same shot.
 */
export function addFlickNoise(intended: Shot, noise: FlickNoise, seed: number): Shot {
  if (noise.headingSd === 0 && noise.speedSd === 0) return intended;
  const normal = normalStream(seed);
  const h = intended.heading + noise.headingSd * normal();
  const s = intended.speed * (1 + noise.speedSd * normal());
  return makeShot(intended.man, h, s);
}
