/**
 * Spoof through the {@link Game} interface: registry, setup, options, notation round trips and errors,
 * the legal-move sample, play errors, status and the shot limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { findGame } from '../../../src/games';
import {
  DEFAULT_OPTIONS,
  PHYSICS,
  SAMPLE_HEADINGS,
  SAMPLE_SPEEDS,
  addFlickNoise,
  formatShot,
  legalMoves,
  makeShot,
  parseShot,
  spoof,
  startPosition,
} from '../../../src/games/spoof';
import { HEAVY_TEST_MS, build, open } from './helpers';
import { en, texts } from '../support/text';

const start = startPosition(DEFAULT_OPTIONS);

describe('declaration', () => {
  it('is registered under its id', () => {
    expect(findGame('spoof')).toBe(spoof);
    expect(spoof.players.seats.map((s) => s.name)).toEqual(['Stars', 'Plain']);
    expect(spoof.physical).toBeUndefined();
  });
  it('options: defaults, presets, every value accepted, bad values refused', () => {
    expect(unwrap(parseOptions(spoof.options, undefined))).toEqual(DEFAULT_OPTIONS);
    expect(unwrap(parseOptions(spoof.options, { preset: 'quick' })).shotLimit).toBe(200);
    for (const v of ['at-rest', 'in-passing']) expect(parseOptions(spoof.options, { neutralTouch: v }).ok).toBe(true);
    for (const v of ['allowed', 'man-lost', 'turn-lost']) expect(parseOptions(spoof.options, { ownInOpenAttack: v }).ok).toBe(true);
    for (const v of ['any-man', 'same-man']) expect(parseOptions(spoof.options, { followUp: v }).ok).toBe(true);
    expect(parseOptions(spoof.options, { minCoverMm: -1 }).ok).toBe(false);
    expect(parseOptions(spoof.options, { shotLimit: 1.5 }).ok).toBe(false);
    expect(parseOptions(spoof.options, { neutralTouch: 'never' }).ok).toBe(false);
  });
});

describe('position notation', () => {
  it('formats the start position canonically and reads it back', () => {
    const text = spoof.formatPosition(start);
    expect(text).toBe(
      'S 0 - 1S:s0@50.00,45.00 2S:s1@100.00,45.00 3S:s2@150.00,45.00 4S:s3@200.00,45.00 5S:s4@250.00,45.00 6S:s5@300.00,45.00 ' +
        '7P:p0@50.00,555.00 8P:p1@100.00,555.00 9P:p2@150.00,555.00 10P:p3@200.00,555.00 11P:p4@250.00,555.00 12P:p5@300.00,555.00',
    );
    const back = unwrap(spoof.parsePosition(text, DEFAULT_OPTIONS));
    expect(back).toEqual(start);
    expect(spoof.formatPosition(back)).toBe(text);
  });
  it('round-trips every position reached by random shots', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 359.99, noNaN: true }), fc.double({ min: 50, max: 2500, noNaN: true })), { maxLength: 6 }), (shots) => {
        let pos = start;
        for (const [k, h, v] of shots) {
          const men = legalMoves(pos).map((s) => s.man);
          if (men.length === 0) break;
          pos = unwrap(spoof.play(pos, makeShot(men[k % men.length]!, h, v)));
          const text = spoof.formatPosition(pos);
          const back = unwrap(spoof.parsePosition(text, DEFAULT_OPTIONS));
          expect(back).toEqual(pos);
        }
      }),
      { numRuns: 40 },
    );
  }, HEAVY_TEST_MS);
  it('refuses malformed and impossible positions with specific codes', () => {
    const text = spoof.formatPosition(start);
    const cases: [string, string][] = [
      ['', 'notation/spoof-position'],
      [text.replace(/^S/, 'X'), 'notation/spoof-position'],
      [text.replace(' 0 - ', ' x - '), 'notation/spoof-position'],
      [text.replace('1S:s0@50.00', '1S:q0@50.00'), 'notation/spoof-position'],
      [text.replace('1S:s0@50.00', '1S:s0@50.001'), 'notation/spoof-position'],
      [text.replace('2S:', '1S:'), 'notation/spoof-men'],
      [text.replace('1S:s0@50.00,45.00', '1S:s1@50.00,45.00'), 'notation/spoof-place'],
      [text.replace('1S:s0@50.00,45.00', '1S:o@-5.00,45.00'), 'notation/spoof-place'],
      [text.replace('1S:s0@50.00,45.00', '1S:o@175.00,300.00'), 'notation/spoof-place'],
      [text.replace('1S:s0@50.00,45.00', '1S:n@50.00,200.00'), 'notation/spoof-place'],
      [text.replace(' 0 - ', ' 0 7 '), 'notation/spoof-chain'],
    ];
    for (const [t, code] of cases) {
      const r = spoof.parsePosition(t, DEFAULT_OPTIONS);
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(r.error.code, t).toBe(code);
    }
  });
  it('refuses a fifth man in a square: "(The squares will hold four men each.)"', () => {
    const four = build({ 2: { place: { kind: 'square', end: 'stars', index: 0 } }, 3: { place: { kind: 'square', end: 'stars', index: 0 } }, 4: { place: { kind: 'square', end: 'stars', index: 0 } } });
    const text = spoof.formatPosition(four);
    expect(spoof.parsePosition(text, DEFAULT_OPTIONS).ok).toBe(true);
    const five = text.replace('5S:s4@250.00,45.00', '5S:s0@50.00,45.00');
    const r = spoof.parsePosition(five, DEFAULT_OPTIONS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(r.error.message)).toMatch(/more than 4 men/);
  });
});

describe('shot notation', () => {
  it('formats canonically and reads back every shot on the grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: 0, max: 4000, noNaN: true }), (m, h, v) => {
        const s = makeShot(m, h, v);
        const text = formatShot(s);
        expect(unwrap(parseShot(text))).toEqual(s);
        expect(formatShot(unwrap(parseShot(text)))).toBe(text);
      }),
    );
    expect(formatShot(makeShot(3, 90, 1500))).toBe('m3 h90.00 v1500.0');
    expect(unwrap(parseShot('m3 h90 v1500'))).toEqual(makeShot(3, 90, 1500));
  });
  it('refuses bad shots', () => {
    for (const t of ['', 'm3', 'm3 h90.001 v100', 'm3 h90 v-5', 'x3 h90 v100', 'm3 h90 v100.25']) {
      const r = parseShot(t);
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('notation/spoof-shot');
    }
    for (const t of ['m3 h360 v100', 'm3 h90 v0', 'm3 h90 v3000.1']) {
      const r = parseShot(t);
      expect(r.ok, t).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('notation/spoof-shot-range');
    }
  });
  it('noise is seeded: the same seed gives the same flick, other seeds other flicks, all on the grid', () => {
    const intended = makeShot(2, 90, 1500);
    const noise = { headingSd: 2, speedSd: 0.05 };
    expect(addFlickNoise(intended, noise, 42)).toEqual(addFlickNoise(intended, noise, 42));
    const many = new Set(Array.from({ length: 20 }, (_, k) => formatShot(addFlickNoise(intended, noise, k))));
    expect(many.size).toBeGreaterThan(15);
    for (const f of many) expect(parseShot(f).ok).toBe(true);
    expect(addFlickNoise(intended, { headingSd: 0, speedSd: 0 }, 7)).toBe(intended);
  });
});

describe('legal moves (a representative sample of a continuous space)', () => {
  it('lists each shootable man × 24 headings × 5 speeds, every one playable', () => {
    const moves = legalMoves(start);
    expect(moves).toHaveLength(6 * SAMPLE_HEADINGS.length * SAMPLE_SPEEDS.length);
    expect(new Set(moves.map((m) => m.man))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const m of moves.filter((_, k) => k % 7 === 0)) expect(spoof.play(start, m).ok).toBe(true);
  }, HEAVY_TEST_MS);
  it('play refuses shots off the grid, unknown men and out-of-range speeds', () => {
    const cases: [object, string][] = [
      [{ man: 1, heading: 90.001, speed: 100 }, 'spoof/off-grid'],
      [{ man: 1, heading: 90, speed: PHYSICS.maxSpeed + 1 }, 'spoof/off-grid'],
      [{ man: 1, heading: 360, speed: 100 }, 'spoof/off-grid'],
      [{ man: 1, heading: Number.NaN, speed: 100 }, 'spoof/off-grid'],
      [{ man: 13, heading: 90, speed: 100 }, 'spoof/no-such-man'],
    ];
    for (const [shot, code] of cases) {
      const r = spoof.play(start, shot as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
  });
  it('play never mutates the position it is given', () => {
    const pos = build({ 1: open(100, 200) }, {}, 1);
    const before = spoof.formatPosition(pos);
    expect(Object.isFrozen(pos)).toBe(true);
    spoof.play(pos, makeShot(8, 270, 1600));
    expect(spoof.formatPosition(pos)).toBe(before);
  });
});

describe('shotLimit', () => {
  it('0 (default) never ends the game by count; a limit ends it: more men in play wins, equal draws', () => {
    const even = build({}, { shotLimit: 1 });
    expect(spoof.status(even).kind).toBe('ongoing');
    const after = unwrap(spoof.play(even, makeShot(1, 90, 900)));
    expect(texts(spoof.status(after))).toEqual({ kind: 'draw', reason: 'shot limit of 1 reached with 6 men each in play' });
    const ahead = build({ 7: { owner: 0, place: { kind: 'square', end: 'stars', index: 0 } } }, { shotLimit: 1 });
    const a2 = unwrap(spoof.play(ahead, makeShot(2, 90, 900)));
    expect(spoof.status(a2)).toMatchObject({ kind: 'won', winners: [0] });
    const unlimited = unwrap(spoof.play(build({}), makeShot(1, 90, 900)));
    expect(spoof.status(unlimited).kind).toBe('ongoing');
  });
});
