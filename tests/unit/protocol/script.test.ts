/**
 * Sensor scripts (`PROTOCOL.md` §10): parsing with line-numbered errors, and planning into timed
 * physical sensor changes on a profile.
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { cellsBetween, parseScript, planScript, type Timeline } from '../../../firmware-protocol/virtual-board/script';
import { profile } from './helpers';

const morris = profile('morris-archery');
const nmig = profile('not-made-in-germany');

function plan(text: string, kind: 'reed' | 'hall' = 'reed', p = morris): Timeline {
  return unwrap(planScript(unwrap(parseScript(text)), { profile: p, sensorKind: kind }));
}

/** The sensor changes of a timeline as `at cell state` strings, for readable expectations. */
function changes(t: Timeline, p = morris): string[] {
  const name = (s: number): string => p.games.map((g) => g.cellOf.get(s)).find((c) => c !== undefined) ?? `#${s}`;
  return t.events.map((e) => (e.kind === 'sensor' ? `${e.at} ${name(e.sensor)} ${e.state}` : `${e.at} ${e.kind}`));
}

describe('parseScript', () => {
  test('reads every action, delays and comments', () => {
    const s = unwrap(
      parseScript(`# a comment
setup a1 d1 N
120 lift d2   # trailing comment
80 place d3 S
slide d3 d5 40
bounce d5 3
hover e4 50
press done
wait 500
error STUCK a7
silence 3000
clear
250`),
    );
    expect(s.steps.map((st) => [st.line, st.delayMs, st.action.kind])).toEqual([
      [2, 0, 'setup'],
      [3, 120, 'lift'],
      [4, 80, 'place'],
      [5, 0, 'slide'],
      [6, 0, 'bounce'],
      [7, 0, 'hover'],
      [8, 0, 'press'],
      [9, 0, 'wait'],
      [10, 0, 'error'],
      [11, 0, 'silence'],
      [12, 0, 'clear'],
      [13, 0, 'wait'],
    ]);
    expect(s.steps[2]!.action).toEqual({ kind: 'place', cell: 'd3', polarity: 'S' });
    expect(s.steps[3]!.action).toEqual({ kind: 'slide', from: 'd3', to: 'd5', stepMs: 40 });
    expect(s.steps[4]!.action).toEqual({ kind: 'bounce', cell: 'd5', count: 3, gapMs: 3 });
  });

  test('lists every bad line with its number', () => {
    const r = parseScript('lift\nplace d3 Q\njump a1\n100 slide a1\nbounce d3 x\npress DONE\nwait soon');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('script/syntax');
      expect(r.error.problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(r.error.message).toContain('line 3: unknown action "jump"');
    }
  });
});

describe('planScript', () => {
  test('delays count from the end of the previous action', () => {
    expect(changes(plan('100 place d2\n50 hover e4 30\n20 lift d2'))).toEqual([
      '100 d2 occupied',
      '150 e4 occupied',
      '180 e4 empty',
      '200 d2 empty',
    ]);
  });

  test('a hall board sees polarity; a reed board only occupancy', () => {
    expect(changes(plan('place d2 S\nplace d3', 'hall'))).toEqual(['0 d2 south', '0 d3 north']);
    expect(changes(plan('place d2 S\nplace d3', 'reed'))).toEqual(['0 d2 occupied', '0 d3 occupied']);
  });

  test('a slide passes the cells between that exist, each covered before the previous is left', () => {
    // Morris d3 -> d5 crosses the centre d4, which is no point: only the ends are sensed.
    expect(changes(plan('setup d3\nslide d3 d5 30'))).toEqual(['0 d3 occupied', '30 d5 occupied', '40 d3 empty']);
    // a1 -> g1 passes d1.
    expect(changes(plan('setup a1\nslide a1 g1 60'))).toEqual([
      '0 a1 occupied',
      '60 d1 occupied',
      '80 a1 empty',
      '120 g1 occupied',
      '140 d1 empty',
    ]);
    // Archery: a man dragged along the line from space 3 to 6.
    expect(changes(plan('place 3\nslide 3 6 30'))).toEqual([
      '0 3 occupied',
      '30 4 occupied',
      '40 3 empty',
      '60 5 occupied',
      '70 4 empty',
      '90 6 occupied',
      '100 5 empty',
    ]);
  });

  test('a slide over another man leaves that man sensed', () => {
    const t = plan('setup e1 e2\nslide e1 e3 30', 'hall', nmig);
    expect(changes(t, nmig)).toEqual(['0 e1 north', '0 e2 north', '40 e1 empty', '60 e3 north']);
    expect(t.final[nmig.games[0]!.sensorOf.get('e2')!]).toBe('north');
  });

  test('a bounce flickers and settles where it was', () => {
    expect(changes(plan('setup d3\nbounce d3 2 5'))).toEqual([
      '0 d3 occupied',
      '5 d3 empty',
      '10 d3 occupied',
      '15 d3 empty',
      '20 d3 occupied',
    ]);
  });

  test('follows the men and reports impossible handling with line numbers', () => {
    const r = planScript(unwrap(parseScript('lift d2\nplace a1\nplace a1\nslide a1 b2\nslide a1 c4\npress spin\npress fire\nplace z9')), {
      profile: morris,
      sensorKind: 'reed',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('script/plan');
      expect(r.error.problems.map((p) => p.line)).toEqual([1, 3, 5, 7, 8]);
      expect(r.error.message).toContain('line 1: lift d2: there is no man on d2');
      expect(r.error.message).toContain('line 5: slide a1 c4: the cells are not on one straight line');
    }
  });

  test('clear empties every occupied sensor at once', () => {
    const t = plan('setup a1 g7 5\nclear');
    expect(t.final.every((s) => s === 'empty')).toBe(true);
    expect(t.events.filter((e) => e.kind === 'sensor' && e.state === 'empty')).toHaveLength(3);
  });
});

describe('cellsBetween', () => {
  test('grid lines, diagonals, numbered spaces, and refusals', () => {
    expect(cellsBetween('a1', 'a4')).toEqual(['a2', 'a3']);
    expect(cellsBetween('c3', 'a1')).toEqual(['b2']);
    expect(cellsBetween('a1', 'b3')).toBeUndefined();
    expect(cellsBetween('7', '3')).toEqual(['6', '5', '4']);
    expect(cellsBetween('archery:1', 'archery:3')).toEqual(['archery:2']);
    expect(cellsBetween('hub', 'q-1')).toEqual([]);
  });
});
