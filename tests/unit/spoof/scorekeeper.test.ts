/**
 * The scorekeeper for a real table (issue 8 §4, §5): a whole game tapped through, with the referee's
 * corrections, a wrong tap undone, and the winner declared.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_OPTIONS,
  applyScore,
  newScoreSheet,
  scoreButtons,
  scoreStatus,
  undoScore,
  type ScoreAction,
  type ScoreSheet,
} from '../../../src/games/spoof';
import { en, texts } from '../support/text';

function tap(sheet: ScoreSheet, action: ScoreAction): ScoreSheet {
  return unwrap(applyScore(sheet, action));
}

function counts(sheet: ScoreSheet): string {
  const [s, p] = sheet.tally.sides;
  return `S ${s.squares}/${s.open}/${s.out} P ${p.squares}/${p.open}/${p.out} ${sheet.tally.turn === 0 ? 'Stars' : 'Plain'}`;
}

function last(sheet: ScoreSheet): string {
  return en(sheet.tally.log[sheet.tally.log.length - 1]!.announcement);
}

describe('scorekeeper: a whole game', () => {
  it('keeps men counts and turns by the rules, referees the squares, undoes a wrong tap and declares the winner', () => {
    let s = newScoreSheet();
    expect(counts(s)).toBe('S 6/0/0 P 6/0/0 Stars');
    // 1. Stars shoots a man out into the open: "shoot forward into the open space in front of the squares"
    s = tap(s, { kind: 'missed', from: 'squares' });
    expect(counts(s)).toBe('S 5/1/0 P 6/0/0 Plain');
    expect(last(s)).toBe('Stars: no man covered: Plain to shoot');
    // 2. Plain covers it: reversed to Plain's squares, Plain's man takes its place in the open, Plain again
    s = tap(s, { kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 });
    expect(counts(s)).toBe('S 5/0/0 P 6/1/0 Plain');
    expect(last(s)).toBe('Plain: covered 1 man: Plain shoots again');
    // 3. Plain misses with another man from the squares
    s = tap(s, { kind: 'missed', from: 'squares' });
    expect(counts(s)).toBe('S 5/0/0 P 5/2/0 Stars');
    // 4. Stars taps "covered one in the squares" while Plain has men in the open: the referee makes it the penalty
    s = tap(s, { kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1 });
    expect(counts(s)).toBe('S 4/0/0 P 6/2/0 Plain');
    expect(s.tally.log.at(-1)!.verdict).toBe('attack-opponent-in-open');
    expect(last(s)).toBe('Stars: attacked the squares while Plain has men in the open: the man is lost to Plain');
    // 5. A wrong tap (off the board instead of a miss), undone
    const before = s;
    s = tap(s, { kind: 'off-board', from: 'open' });
    expect(counts(s)).toBe('S 4/0/0 P 6/1/1 Stars');
    s = undoScore(s)!;
    expect(s.tally).toBe(before.tally);
    // 5'. Plain stops on the lines of a square while Stars has no man in the open: no penalty, a miss
    s = tap(s, { kind: 'lines', from: 'open' });
    expect(counts(s)).toBe('S 4/0/0 P 6/2/0 Stars');
    // 6. Stars does not get out of the squares: put back, turn lost
    s = tap(s, { kind: 'not-out' });
    expect(counts(s)).toBe('S 4/0/0 P 6/2/0 Plain');
    // 7. Plain covers one of its own men in the open: back into his own square, turn lost
    s = tap(s, { kind: 'covered-own', from: 'open' });
    expect(counts(s)).toBe('S 4/0/0 P 7/1/0 Stars');
    // 8. Stars shoots off the board: out of play on the neutral ground
    s = tap(s, { kind: 'off-board', from: 'squares' });
    expect(counts(s)).toBe('S 3/0/1 P 7/1/0 Plain');
    // 9. Plain knocks a man quite out of his square: the shot man is lost to Stars
    s = tap(s, { kind: 'knocked-out', from: 'open' });
    expect(counts(s)).toBe('S 4/0/1 P 7/0/0 Stars');
    // 10. Stars goes out; Plain covers it, and a Plain man is knocked onto the neutral ground in the same shot
    s = tap(s, { kind: 'missed', from: 'squares' });
    s = tap(s, { kind: 'other-out', owner: 1, from: 'squares' });
    expect(counts(s)).toBe('S 3/1/1 P 6/0/1 Plain');
    s = tap(s, { kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 });
    expect(counts(s)).toBe('S 3/0/1 P 6/1/1 Plain');
    // 11. With no man of either side in the open but Plain's shooter, Plain attacks and covers two in the squares
    s = tap(s, { kind: 'covered', from: 'open', inOpen: 0, inSquares: 2 });
    expect(counts(s)).toBe('S 1/0/1 P 9/0/1 Plain'); // 6 + 2 captured + the shooter, in a square now
    // 12. ... and the last
    s = tap(s, { kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1 });
    expect(counts(s)).toBe('S 0/0/1 P 10/0/1 Plain');
    expect(texts(scoreStatus(s.tally))).toEqual({ kind: 'won', winners: [1], reason: 'Stars has lost all his men' });
    expect(scoreButtons(s.tally)).toEqual([]);
    const after = applyScore(s, { kind: 'missed', from: 'squares' });
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.code).toBe('scorekeeper/game-over');
    // undo reopens the game
    const reopened = undoScore(s)!;
    expect(scoreStatus(reopened.tally).kind).toBe('ongoing');
    expect(reopened.tally.log).toHaveLength(s.tally.log.length - 1);
  });

  it('men counts always add up to twelve', () => {
    let s = newScoreSheet();
    const taps: ScoreAction[] = [
      { kind: 'missed', from: 'squares' },
      { kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 },
      { kind: 'neutral', from: 'open' },
      { kind: 'missed', from: 'squares' },
      { kind: 'knocked-out', from: 'squares' },
    ];
    for (const t of taps) {
      s = tap(s, t);
      const total = s.tally.sides.reduce((n, x) => n + x.squares + x.open + x.out, 0);
      expect(total).toBe(12);
    }
  });
});

describe('scorekeeper: refereeing and refusals', () => {
  it("attacking the squares with another own man in the open: 'allowed' (default), 'man-lost' or 'turn-lost'", () => {
    const setUp = (opts = DEFAULT_OPTIONS) => {
      let s = newScoreSheet(opts);
      s = tap(s, { kind: 'missed', from: 'squares' }); // Stars man in the open
      s = tap(s, { kind: 'not-out' }); // Plain passes
      return s;
    };
    const allowed = tap(setUp(), { kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1 });
    expect(counts(allowed)).toBe('S 6/1/0 P 5/0/0 Stars');
    expect(allowed.tally.log.at(-1)!.verdict).toBe('captured');
    const lost = tap(setUp({ ...DEFAULT_OPTIONS, ownInOpenAttack: 'man-lost' }), { kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1 });
    expect(counts(lost)).toBe('S 4/1/0 P 7/0/0 Plain');
    expect(lost.tally.log.at(-1)!.verdict).toBe('attack-own-in-open');
    const kept = tap(setUp({ ...DEFAULT_OPTIONS, ownInOpenAttack: 'turn-lost' }), { kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1 });
    expect(counts(kept)).toBe('S 4/2/0 P 6/0/0 Plain');
    expect(last(kept)).toMatch(/no capture, turn lost/);
    // the attacker is the only Stars man in the open: the attack is allowed under every reading
    const ok = tap(setUp({ ...DEFAULT_OPTIONS, ownInOpenAttack: 'man-lost' }), { kind: 'covered', from: 'open', inOpen: 0, inSquares: 1 });
    expect(counts(ok)).toBe('S 7/0/0 P 5/0/0 Stars');
  });
  it('refuses impossible taps with specific codes and keeps the tally', () => {
    const s = newScoreSheet();
    const cases: [ScoreAction, string][] = [
      [{ kind: 'missed', from: 'open' }, 'scorekeeper/no-man'],
      [{ kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 }, 'scorekeeper/count'],
      [{ kind: 'covered', from: 'squares', inOpen: 0, inSquares: 0 }, 'scorekeeper/count'],
      [{ kind: 'covered', from: 'squares', inOpen: 0, inSquares: 1.5 }, 'scorekeeper/count'],
      [{ kind: 'other-out', owner: 1, from: 'open' }, 'scorekeeper/no-man'],
    ];
    for (const [a, code] of cases) {
      const r = applyScore(s, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
    expect(undoScore(s)).toBeUndefined();
  });
  it('offers only the buttons that make sense', () => {
    const s = newScoreSheet();
    const kinds = scoreButtons(s.tally).map((b) => b.kind);
    expect(kinds).toContain('not-out');
    expect(scoreButtons(s.tally).find((b) => b.kind === 'covered')).toEqual({ kind: 'covered', from: ['squares'], maxInOpen: 0, maxInSquares: 6 });
    expect(scoreButtons(s.tally).find((b) => b.kind === 'missed')!.from).toEqual(['squares']);
  });
});

describe('scorekeeper: an attack on the squares without a cover', () => {
  it('is the penalty while the opponent has men in the open, allowed (a miss) when the open is clear', () => {
    let s = newScoreSheet();
    s = tap(s, { kind: 'missed', from: 'squares' }); // Stars man in the open
    const penalised = tap(s, { kind: 'attacked', from: 'squares' }); // Plain attacks Stars' squares
    expect(penalised.tally.log.at(-1)!.verdict).toBe('attack-opponent-in-open');
    expect(counts(penalised)).toBe('S 6/1/0 P 5/0/0 Stars');
    const clear = tap(newScoreSheet(), { kind: 'attacked', from: 'squares' });
    expect(clear.tally.log.at(-1)!.verdict).toBe('missed');
    expect(counts(clear)).toBe('S 5/1/0 P 6/0/0 Plain');
  });
});
