/**
 * The double teetotum: spin notation, outcomes and probabilities, the faces option, the seeded
 * generator (determinism, purity, serialisable state, a chi-square test of its sums) and the spin
 * for lead. Source: `001_08482469b23ea4ed.txt` and issue 7 §1.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  drawSpin,
  facesSchema,
  formatLead,
  formatSpinMove,
  isDoublet,
  leadProblem,
  leadSpinner,
  makeSpin,
  parseLead,
  parseSpinMove,
  parseTeetotumState,
  playOrder,
  recordLeadSpin,
  seedTeetotum,
  spinOutcomes,
  spinProbability,
  spinSum,
  startLead,
  sumDistribution,
  type LeadState,
  type TeetotumState,
} from '../../../src/games/teetotum/index';
import { en } from '../support/text';

describe('spin moves', () => {
  it('"using the mum of the numbers obtained by the spin": the sum, and a doublet when both are equal', () => {
    expect(spinSum(makeSpin(3, 5))).toBe(8);
    expect(isDoublet(makeSpin(3, 5))).toBe(false);
    expect(isDoublet(makeSpin(4, 4))).toBe(true);
  });

  it('stores the two numbers lower first, whichever order they were read in', () => {
    expect(makeSpin(5, 3)).toEqual({ kind: 'spin', a: 3, b: 5, source: 'digital' });
  });

  it('round-trips canonical notation (no spaces), recording a hand-entered spin', () => {
    for (const s of ['3+5', '6+6', '1+2h', '12+12h']) {
      const r = parseSpinMove(s);
      expect(r?.ok).toBe(true);
      if (r?.ok) expect(formatSpinMove(r.value)).toBe(s);
    }
    expect(parseSpinMove('5+3h')).toEqual({ ok: true, value: { kind: 'spin', a: 3, b: 5, source: 'hand' } });
  });

  it('also reads the long form "spin A B [hand]"', () => {
    expect(parseSpinMove('spin  5 3   hand')).toEqual({ ok: true, value: { kind: 'spin', a: 3, b: 5, source: 'hand' } });
    expect(parseSpinMove('spin 4 4')).toEqual({ ok: true, value: { kind: 'spin', a: 4, b: 4, source: 'digital' } });
  });

  it('leaves non-spin text to the game and refuses a malformed spin with a sentence', () => {
    expect(parseSpinMove('f-7')).toBeUndefined();
    expect(parseSpinMove('a-7')).toBeUndefined();
    for (const s of ['spin', 'spin 3', 'spin 3 x', 'spin 3 5 digital', '3+', '3+5x', '3+5+6', '3+100']) {
      const r = parseSpinMove(s);
      expect(r?.ok, s).toBe(false);
      if (r && !r.ok) {
        expect(r.error.code).toBe('notation/bad-spin');
        expect(en(r.error.message)).toContain('"3+5"');
      }
    }
  });

  it('lists each distinct result once: 21 for two six-faced tops, ordered', () => {
    const all = spinOutcomes([1, 2, 3, 4, 5, 6]);
    expect(all).toHaveLength(21);
    expect(all.map(formatSpinMove).slice(0, 3)).toEqual(['1+1', '1+2', '1+3']);
    expect(new Set(all.map(formatSpinMove)).size).toBe(21);
    expect(spinOutcomes([0, 2, 4])).toHaveLength(6);
  });

  it('gives probabilities that add up to one, doublets half as likely as other pairs', () => {
    const faces = [1, 2, 3, 4, 5, 6];
    const total = spinOutcomes(faces).reduce((s, m) => s + spinProbability(faces, m), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(spinProbability(faces, makeSpin(2, 2))).toBeCloseTo(1 / 36, 12);
    expect(spinProbability(faces, makeSpin(2, 5))).toBeCloseTo(2 / 36, 12);
    expect(spinProbability(faces, makeSpin(2, 7))).toBe(0);
    expect(sumDistribution(faces).get(7)).toBeCloseTo(6 / 36, 12);
  });
});

describe('the faces option', () => {
  const schema = z.object({ faces: facesSchema });
  it('defaults to 1 to 6', () => {
    expect(schema.parse({}).faces).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('accepts other strictly ascending faces and refuses repeats, disorder and too few faces', () => {
    expect(schema.parse({ faces: [1, 2, 3, 4] }).faces).toEqual([1, 2, 3, 4]);
    expect(schema.safeParse({ faces: [0, 1, 2] }).success).toBe(false);
    expect(schema.safeParse({ faces: [1, 1, 2] }).success).toBe(false);
    expect(schema.safeParse({ faces: [3, 2, 1] }).success).toBe(false);
    expect(schema.safeParse({ faces: [4] }).success).toBe(false);
    expect(schema.safeParse({ faces: [1.5, 2] }).success).toBe(false);
  });
});

describe('the seeded teetotum', () => {
  const faces = [1, 2, 3, 4, 5, 6];

  it('draws the same spins from the same seed, and different ones from another seed', () => {
    const run = (seed: number) => {
      let s = seedTeetotum(seed);
      const out: string[] = [];
      for (let i = 0; i < 20; i++) {
        const d = drawSpin(s, faces);
        out.push(formatSpinMove(d.spin));
        s = d.next;
      }
      return out;
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('is pure: drawing twice from one state gives the same spin, and the state is not changed', () => {
    const s = seedTeetotum(7);
    const copy = JSON.parse(JSON.stringify(s)) as TeetotumState;
    expect(drawSpin(s, faces)).toEqual(drawSpin(s, faces));
    expect(s).toEqual(copy);
  });

  it('saves its state as JSON and resumes the same sequence after a round trip', () => {
    let s = seedTeetotum(2026);
    for (let i = 0; i < 5; i++) s = drawSpin(s, faces).next;
    const restored = parseTeetotumState(JSON.parse(JSON.stringify(s)));
    expect(restored.ok).toBe(true);
    if (restored.ok) expect(drawSpin(restored.value, faces)).toEqual(drawSpin(s, faces));
  });

  it('refuses a damaged saved state with a specific error', () => {
    for (const bad of [null, {}, { algorithm: 'mersenne', state: [1, 2, 3, 4] }, { algorithm: 'xoroshiro128plus', state: [1, 2] }, { algorithm: 'xoroshiro128plus', state: [0, 0, 0, 0] }]) {
      const r = parseTeetotumState(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('teetotum/bad-state');
    }
  });

  it('draws only faces of the teetotum, with other faces too', () => {
    let s = seedTeetotum(5);
    for (let i = 0; i < 500; i++) {
      const d = drawSpin(s, [0, 3, 9]);
      expect([0, 3, 9]).toContain(d.spin.a);
      expect([0, 3, 9]).toContain(d.spin.b);
      s = d.next;
    }
  });

  it('gives sums that follow the two-dice distribution (chi-square, seed 20261130, 36 000 spins)', () => {
    // Pearson's chi-square against the exact distribution of two fair six-faced tops: sums 2..12,
    // 10 degrees of freedom; the critical value at p = 0.001 is 29.588 (standard tables).
    const n = 36_000;
    let s = seedTeetotum(20261130);
    const observed = new Map<number, number>();
    const outcomes = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const d = drawSpin(s, faces);
      s = d.next;
      observed.set(spinSum(d.spin), (observed.get(spinSum(d.spin)) ?? 0) + 1);
      const key = `${d.spin.a}${d.spin.b}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    let chi2 = 0;
    for (const [sum, p] of sumDistribution(faces)) {
      const e = n * p;
      chi2 += ((observed.get(sum) ?? 0) - e) ** 2 / e;
    }
    expect(chi2).toBeLessThan(29.588);
    // The 21 unordered results (doublets 1/36, others 2/36): 20 degrees of freedom, p = 0.001 at 45.315.
    let chi2o = 0;
    for (const m of spinOutcomes(faces)) {
      const e = n * spinProbability(faces, m);
      chi2o += ((outcomes.get(`${m.a}${m.b}`) ?? 0) - e) ** 2 / e;
    }
    expect(chi2o).toBeLessThan(45.315);
  });
});

describe('"Spin for lead. The highest spin plays first." (ties spin again among the tied)', () => {
  it('everyone spins once in seat order and the highest sum leads', () => {
    let lead: LeadState = startLead(3);
    const seen: number[] = [];
    for (const sum of [7, 11, 5]) {
      seen.push(leadSpinner(lead));
      const r = recordLeadSpin(lead, sum);
      if ('leader' in r) {
        expect(r.leader).toBe(1);
        expect(seen).toEqual([0, 1, 2]);
        return;
      }
      lead = r.lead;
    }
    throw new Error('the spin-off did not end');
  });

  it('the tied players, and only they, spin again, until one is highest', () => {
    const spinAll = (lead: LeadState, sums: number[]) => {
      let r: ReturnType<typeof recordLeadSpin> = { lead };
      for (const sum of sums) {
        if ('leader' in r) throw new Error('decided too early');
        r = recordLeadSpin(r.lead, sum);
      }
      return r;
    };
    const first = spinAll(startLead(4), [9, 4, 9, 2]);
    expect(first).toEqual({ lead: { contenders: [0, 2], sums: [] } });
    if (!('lead' in first)) return;
    expect(leadSpinner(first.lead)).toBe(0);
    const second = spinAll(first.lead, [6, 6]);
    expect(second).toEqual({ lead: { contenders: [0, 2], sums: [] } });
    if (!('lead' in second)) return;
    expect(spinAll(second.lead, [5, 10])).toEqual({ leader: 2 });
  });

  it("leadTies 'all-spin-again': a tie for the highest sends everyone back to spin", () => {
    let r: ReturnType<typeof recordLeadSpin> = { lead: startLead(4) };
    for (const sum of [9, 4, 9, 2]) {
      if ('leader' in r) throw new Error('decided too early');
      r = recordLeadSpin(r.lead, sum, 'all-spin-again');
    }
    expect(r).toEqual({ lead: { contenders: [0, 1, 2, 3], sums: [] } });
    let s: ReturnType<typeof recordLeadSpin> = r;
    for (const sum of [3, 12, 5, 4]) {
      if ('leader' in s) throw new Error('decided too early');
      s = recordLeadSpin(s.lead, sum, 'all-spin-again');
    }
    expect(s).toEqual({ leader: 1 });
    expect(leadProblem({ contenders: [0, 2], sums: [] }, 4, 'all-spin-again')).toContain('every player spins');
    expect(leadProblem({ contenders: [0, 1, 2, 3], sums: [7] }, 4, 'all-spin-again')).toBeUndefined();
  });

  it('the play order is the leader, then the following seats round the table', () => {
    expect(playOrder(2, 4)).toEqual([2, 3, 0, 1]);
    expect(playOrder(0, 2)).toEqual([0, 1]);
  });

  it('writes and reads the spin-off state, and checks untrusted ones', () => {
    const l: LeadState = { contenders: [0, 2, 3], sums: [8] };
    expect(formatLead(l)).toBe('0=8,2=?,3=?');
    expect(parseLead('0=8,2=?,3=?')).toEqual(l);
    expect(parseLead('0=?,2=8')).toBeUndefined();
    expect(parseLead('0=8;2=?')).toBeUndefined();
    expect(leadProblem(l, 4)).toBeUndefined();
    expect(leadProblem(l, 3)).toContain('seat 3');
    expect(leadProblem({ contenders: [1], sums: [] }, 4)).toContain('two contenders');
    expect(leadProblem({ contenders: [2, 1], sums: [] }, 4)).toContain('rising seat order');
    expect(leadProblem({ contenders: [0, 1], sums: [5, 6] }, 2)).toContain('decided');
  });
});
