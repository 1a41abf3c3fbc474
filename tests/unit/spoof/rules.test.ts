/**
 * Every rule sentence of `003_f3d54d3140fde9d6.txt`, quoted verbatim, with shots constructed to produce
 * each outcome (issue 8 §2, §5). Board coordinates in mm: Stars' squares centred at x = 50..300, y = 45;
 * Plain's at y = 555; the neutral square spans x 140..210, y 265..335 (see `geometry.ts`).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_OPTIONS,
  SPOOF_RULES,
  homeSquareFor,
  legalMoves,
  makeShot,
  resolveShot,
  speedForDistance,
  spoof,
  squareCount,
  touchesNeutral,
  type SpoofPosition,
  type Shot,
} from '../../../src/games/spoof';
import { sheetQuotes } from '../../support/rule-sheets';
import { at, build, coverShot, inSquare, open, slideTo } from './helpers';
import { en, texts } from '../support/text';

const SHEET = '003_f3d54d3140fde9d6.txt';

function shoot(pos: SpoofPosition, shot: Shot) {
  return unwrap(resolveShot(pos, shot));
}

/** The shot grid (0.1 mm/s) places a slide within a few hundredths of a millimetre of its aim. */
function expectNear(p: { x: number; y: number }, x: number, y: number): void {
  expect(Math.abs(p.x - x)).toBeLessThanOrEqual(0.05);
  expect(Math.abs(p.y - y)).toBeLessThanOrEqual(0.05);
}

function place(pos: SpoofPosition, id: number): string {
  const p = pos.men[id - 1]!.place;
  return p.kind === 'square' ? `${p.end === 'stars' ? 's' : 'p'}${p.index}` : p.kind;
}

const { quoted, verify } = sheetQuotes(SHEET);
verify(Object.values(SPOOF_RULES));

describe('the sheet quoted here is the sheet the game cites', () => {
  it(`the game cites ${SHEET}`, () => expect(spoof.sheet).toBe(SHEET));
});

describe(quoted('The player who is represented by the stars, takes the first shot'), () => {
  it('Stars (seat 0) shoots first; a Plain man cannot open the game', () => {
    const start = unwrap(spoof.setup(DEFAULT_OPTIONS, 2));
    expect(spoof.turn(start)).toBe(0);
    const r = spoof.play(start, makeShot(7, 270, 1000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('spoof/not-your-man');
    expect(spoof.setup(DEFAULT_OPTIONS, 3).ok).toBe(false);
  });
  it(`${quoted('he will find the same will shoot forward into the open space in front of the squares')}: a man flicked out of its square is in the open`, () => {
    const start = unwrap(spoof.setup(DEFAULT_OPTIONS, 2));
    const r = shoot(start, slideTo(start, 2, 100, 180));
    expect(r.outcome.kind).toBe('missed');
    expect(place(r.position, 2)).toBe('open');
    expectNear(at(r.position, 2), 100, 180);
  });
});

describe(quoted('His opponent (plain) then shoots off one of his men in the same manner'), () => {
  it('after Stars\' shot Plain shoots, and only his own men', () => {
    const start = unwrap(spoof.setup(DEFAULT_OPTIONS, 2));
    const after = unwrap(spoof.play(start, slideTo(start, 1, 50, 150)));
    expect(spoof.turn(after)).toBe(1);
    const r = spoof.play(after, makeShot(1, 90, 500));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('spoof/not-your-man');
      expect(r.error.rule?.quote).toBe(SPOOF_RULES.ownMen);
    }
    expect(spoof.play(after, makeShot(7, 270, 800)).ok).toBe(true);
  });
});

describe(quoted(SPOOF_RULES.cover), () => {
  // Stars man 1 in the open at (100, 200); Plain to shoot man 8 from its square at (100, 555).
  const pos = build({ 1: open(100, 200) }, {}, 1);

  it('Plain covers the Stars man: it is reversed, becomes Plain\'s and goes to one of Plain\'s squares', () => {
    const r = shoot(pos, coverShot(pos, 8, 1, 10));
    expect(r.outcome.kind).toBe('captured');
    expect(r.outcome.captured).toEqual([1]);
    expect(r.position.men[0]!.owner).toBe(1);
    expect(place(r.position, 1)).toMatch(/^p[0-5]$/);
    expect(en(r.outcome.announcement)).toBe('covered 1 man: Plain shoots again');
    expect(r.outcome.rule).toEqual({ sheet: SHEET, quote: SPOOF_RULES.cover, id: 'spoof.cover' });
  });
  it(`${quoted('or partly cover')}: an overlap of a few millimetres captures too`, () => {
    const r = shoot(pos, coverShot(pos, 8, 1, 3));
    const depth = 22 - Math.hypot(r.sim.bodies[7]!.x - 100, r.sim.bodies[7]!.y - 200);
    expect(depth).toBeGreaterThan(0.5);
    expect(depth).toBeLessThan(6);
    expect(r.outcome.kind).toBe('captured');
  });
  it(`${quoted('is then reversed and becomes a star')}: when Stars covers, the Plain man turns star up and goes to a Stars square`, () => {
    const p2 = build({ 1: open(100, 150), 7: open(100, 300, 1) });
    const r = shoot(p2, coverShot(p2, 1, 7, 12));
    expect(r.outcome.kind).toBe('captured');
    expect(r.position.men[6]!.owner).toBe(0);
    expect(place(r.position, 7)).toBe('s0'); // Stars' square with fewest men, leftmost (s0 was emptied by man 1)
  });
});

describe(quoted(SPOOF_RULES.capacity), () => {
  it('a captured man goes to the shooter\'s square holding fewest men (leftmost among equals); none ever holds more than four', () => {
    // Plain's p0 holds 6 (reversed), 7 and 12; Plain shoots man 9 out of p2, so p2 and p5 are empty: p2 is leftmost.
    const pos = build({ 1: open(100, 200), 6: inSquare('plain', 0, 1), 12: inSquare('plain', 0) }, {}, 1);
    expect(squareCount(pos.men, { end: 'plain', index: 0 })).toBe(3);
    const r = shoot(pos, coverShot(pos, 9, 1, 10));
    expect(r.outcome.kind).toBe('captured');
    expect(place(r.position, 1)).toBe('p2');
    for (let i = 0; i < 6; i++) {
      expect(squareCount(r.position.men, { end: 'plain', index: i })).toBeLessThanOrEqual(4);
      expect(squareCount(r.position.men, { end: 'stars', index: i })).toBeLessThanOrEqual(4);
    }
  });
  it('a full square is never chosen', () => {
    const pos = build({
      2: inSquare('stars', 0),
      3: inSquare('stars', 0),
      4: inSquare('stars', 0),
      5: inSquare('stars', 1),
      6: inSquare('stars', 1),
    });
    // s0: 1,2,3,4 (full); s1: 5,6; s2..s5 empty: the first empty square is s2
    expect(homeSquareFor(pos.men, 0)).toEqual({ end: 'stars', index: 2 });
  });
});

describe(quoted(SPOOF_RULES.takesPlace), () => {
  it('the covering man takes the captured man\'s position and its side shoots again', () => {
    const pos = build({ 1: open(100, 200) }, {}, 1);
    const r = shoot(pos, coverShot(pos, 8, 1, 10));
    expect(at(r.position, 8)).toEqual({ x: 100, y: 200 });
    expect(place(r.position, 8)).toBe('open');
    expect(spoof.turn(r.position)).toBe(1);
    expect(r.position.chain).toBe(8);
    expect(r.outcome.turnKept).toBe(true);
  });
});

describe(quoted(SPOOF_RULES.unsuccessful), () => {
  it('after a miss the opponent shoots, with a man in play or from the squares', () => {
    const pos = build({ 1: open(100, 200), 7: open(260, 420, 1) }, {}, 1);
    const r = shoot(pos, slideTo(pos, 7, 260, 380)); // Plain misses
    expect(r.outcome.kind).toBe('missed');
    expect(spoof.turn(r.position)).toBe(0);
    const men = new Set(legalMoves(r.position).map((s) => s.man));
    expect(men).toEqual(new Set([1, 2, 3, 4, 5, 6])); // man 1 in the open, 2..6 in the squares
    expect(spoof.play(r.position, slideTo(r.position, 1, 100, 230)).ok).toBe(true);
    expect(spoof.play(r.position, slideTo(r.position, 4, 200, 150)).ok).toBe(true);
  });
  it(`${quoted('if successful follows his [s]hot with any of his men')} (followUp any-man, the default); same-man is the option`, () => {
    const pos = build({ 1: open(100, 200), 2: open(250, 420) }, {}, 1);
    const r = shoot(pos, coverShot(pos, 8, 1, 10));
    expect(r.outcome.kind).toBe('captured');
    expect(spoof.play(r.position, makeShot(11, 270, 900)).ok).toBe(true);
    const strict = build({ 1: open(100, 200), 2: open(250, 420) }, { followUp: 'same-man' }, 1);
    const s = shoot(strict, coverShot(strict, 8, 1, 10));
    const refused = spoof.play(s.position, makeShot(11, 270, 900));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('spoof/same-man');
    expect(spoof.play(s.position, makeShot(8, 0, 300)).ok).toBe(true);
  });
});

describe(quoted(SPOOF_RULES.loses), () => {
  it('when Plain covers the last Stars man in play, Plain wins and the game is over', () => {
    const lost = { owner: 1, place: { kind: 'square', end: 'plain', index: 5 } } as const;
    const pos = build({ 1: open(100, 200), 2: lost, 3: lost, 4: inSquare('plain', 4, 1), 5: inSquare('plain', 3, 1), 6: inSquare('plain', 2, 1) }, {}, 1);
    expect(spoof.status(pos).kind).toBe('ongoing');
    const after = unwrap(spoof.play(pos, coverShot(pos, 8, 1, 10)));
    expect(texts(spoof.status(after))).toEqual({ kind: 'won', winners: [1], reason: 'Stars has lost all his men' });
    expect(spoof.turn(after)).toBeUndefined();
    expect(spoof.legalMoves(after)).toEqual([]);
    const r = spoof.play(after, makeShot(8, 90, 500));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('spoof/game-over');
  });
  it('men out of play on the neutral ground are lost to the game: a side with only such men has lost', () => {
    const out = (x: number) => ({ place: { kind: 'out' }, x, y: 300 }) as const;
    const p2 = build({ 1: open(175, 200), 2: out(150), 3: out(165), 4: out(180), 5: out(195), 6: out(210) });
    expect(spoof.status(p2).kind).toBe('ongoing');
    const r = shoot(p2, slideTo(p2, 1, 175, 255)); // onto the neutral ground
    expect(r.outcome.kind).toBe('neutral');
    expect(spoof.status(r.position)).toMatchObject({ kind: 'won', winners: [1] });
  });
});

describe(quoted(SPOOF_RULES.squaresSameSide), () => {
  // "The same side" is the side whose squares are attacked: the next sentence, "If a man attacks a square
  // ... when there are any of his opponents out in the open space, the man is lost", is this rule's penalty.
  // Stars man 1 in the open at (100, 400) goes for Plain man 8 in square p1 (100, 555).
  it('with no men of either side in the open, a man in the squares may be attacked and captured', () => {
    const pos = build({ 1: open(100, 400) });
    const r = shoot(pos, coverShot(pos, 1, 8, 10));
    expect(r.outcome.kind).toBe('captured');
    expect(r.position.men[7]!.owner).toBe(0);
    expect(place(r.position, 1)).toBe('p1'); // takes the captured man's place, in the square
  });
  it("ownInOpenAttack 'allowed' (default): Stars man 1 in the open, Plain none; m2 h90 v1725 from Stars' square captures Plain man 8 in his square", () => {
    expect(DEFAULT_OPTIONS.ownInOpenAttack).toBe('allowed');
    const text =
      'S 0 - 1S:o@30.00,200.00 2S:s1@100.00,45.00 3S:s2@150.00,45.00 4S:s3@200.00,45.00 5S:s4@250.00,45.00 6S:s5@300.00,45.00 7P:p0@50.00,555.00 8P:p1@100.00,555.00 9P:p2@150.00,555.00 10P:p3@200.00,555.00 11P:p4@250.00,555.00 12P:p5@300.00,555.00';
    const pos = unwrap(spoof.parsePosition(text, DEFAULT_OPTIONS));
    const r = shoot(pos, unwrap(spoof.parseMove('m2 h90 v1725')));
    expect(r.outcome.kind).toBe('captured');
    expect(r.outcome.captured).toEqual([8]);
    expect(r.position.men[7]!.owner).toBe(0);
    expect(place(r.position, 2)).toBe('p1');
    expect(spoof.turn(r.position)).toBe(0);
    expect(en(r.outcome.announcement)).toBe('covered 1 man: Stars shoots again');
  });
  it("ownInOpenAttack 'man-lost' (the attacker's reading): with another Stars man in the open, the attacker is lost", () => {
    const pos = build({ 1: open(100, 400), 2: open(250, 200) }, { ownInOpenAttack: 'man-lost' });
    const r = shoot(pos, coverShot(pos, 1, 8, 10));
    expect(r.outcome.kind).toBe('attack-own-in-open');
    expect(r.outcome.manLost).toBe(true);
    expect(r.position.men[0]!.owner).toBe(1);
    expect(place(r.position, 1)).toMatch(/^p[0-5]$/);
    expect(r.position.men[7]!.owner).toBe(1);
    expect(spoof.turn(r.position)).toBe(1);
    expect(en(r.outcome.announcement)).toBe('attacked the squares while Stars has men in the open: the man is lost to Plain');
  });
  it("ownInOpenAttack 'turn-lost' (the attacker's reading): the attack captures nothing and the turn passes", () => {
    const pos = build({ 1: open(100, 400), 2: open(250, 200) }, { ownInOpenAttack: 'turn-lost' });
    const r = shoot(pos, coverShot(pos, 1, 8, 10));
    expect(r.outcome.kind).toBe('attack-own-in-open');
    expect(r.outcome.manLost).toBe(false);
    expect(r.position.men[0]!.owner).toBe(0);
    expect(r.position.men[7]!.owner).toBe(1);
    expect(spoof.turn(r.position)).toBe(1);
    expect(en(r.outcome.announcement)).toMatch(/no capture, turn lost/);
  });
  it("the same shot under 'allowed' captures: only the squares' owner's men in the open forbid the attack", () => {
    const pos = build({ 1: open(100, 400), 2: open(250, 200) }, { ownInOpenAttack: 'allowed' });
    const r = shoot(pos, coverShot(pos, 1, 8, 10));
    expect(r.outcome.kind).toBe('captured');
    expect(r.position.men[7]!.owner).toBe(0);
    expect(spoof.turn(r.position)).toBe(0);
  });
});

describe(quoted(SPOOF_RULES.squaresOpponents), () => {
  it('attacking a square while Plain has a man in the open: the attacker is reversed and becomes Plain\'s', () => {
    const pos = build({ 1: open(100, 400), 12: open(300, 420, 1) });
    const r = shoot(pos, coverShot(pos, 1, 8, 10));
    expect(r.outcome.kind).toBe('attack-opponent-in-open');
    expect(r.position.men[0]!.owner).toBe(1);
    expect(r.position.men[7]!.owner).toBe(1);
    expect(en(r.outcome.announcement)).toBe('attacked the squares while Plain has men in the open: the man is lost to Plain');
  });
  it('stopping on the lines of a square while Plain has a man in the open: the man is lost', () => {
    const pos = build({ 1: open(175, 200), 12: open(300, 420, 1) });
    const r = shoot(pos, slideTo(pos, 1, 175, 80)); // disc reaches y = 69: on the outer line (y = 70) of Stars' squares
    expect(r.outcome.kind).toBe('lines-opponent-in-open');
    expect(r.position.men[0]!.owner).toBe(1);
    expect(place(r.position, 1)).toMatch(/^p[0-5]$/);
  });
  it('the same stop with no Plain man in the open is a plain miss: the man stays there', () => {
    const pos = build({ 1: open(175, 200) });
    const r = shoot(pos, slideTo(pos, 1, 175, 80));
    expect(r.outcome.kind).toBe('missed');
    expect(place(r.position, 1)).toBe('open');
    expectNear(at(r.position, 1), 175, 80);
  });
});

describe(quoted(SPOOF_RULES.leaveSquares), () => {
  const start = unwrap(spoof.setup(DEFAULT_OPTIONS, 2));
  it('a man that stops on the line of its square is put back and the turn is lost', () => {
    const r = shoot(start, slideTo(start, 3, 150, 75)); // disc reaches y = 64: on the line y = 70
    expect(r.outcome.kind).toBe('not-out');
    expect(place(r.position, 3)).toBe('s2');
    expect(at(r.position, 3)).toEqual({ x: 150, y: 45 });
    expect(spoof.turn(r.position)).toBe(1);
    expect(en(r.outcome.announcement)).toBe('did not go quite out of the squares: put back, turn lost');
  });
  it('a man that stops on a line between two squares, or inside another square, is put back too', () => {
    const sideways = shoot(start, slideTo(start, 3, 175, 45));
    expect(sideways.outcome.kind).toBe('not-out');
    expect(place(sideways.position, 3)).toBe('s2');
  });
  it('a man that goes quite out (clear of the line) is in the open', () => {
    const r = shoot(start, slideTo(start, 3, 150, 84));
    expect(r.outcome.kind).toBe('missed');
    expect(place(r.position, 3)).toBe('open');
  });
});

describe(quoted(SPOOF_RULES.knockedOut), () => {
  // Stars man 1 in the open at (12, 555), left of Plain's row; Plain's man 7 in p0 (50, 555); men 8 moved to p5.
  const pos = build({ 1: open(12, 555), 8: inSquare('plain', 5) });
  it('knocking a man quite out of his square loses the shot man to the opponent; the knocked man goes back', () => {
    const closing = 800;
    const shot = makeShot(1, 0, Math.sqrt(closing ** 2 + speedForDistance(50 - 12 - 22) ** 2));
    const r = shoot(pos, shot);
    expect(r.sim.knocked).toContain(7);
    expect(r.outcome.kind).toBe('knocked-out');
    expect(r.outcome.knockedOut).toContain(7);
    expect(r.position.men[0]!.owner).toBe(1);
    expect(place(r.position, 7)).toBe('p0');
    expect(spoof.turn(r.position)).toBe(1);
  });
});

describe(`${quoted(SPOOF_RULES.knockedOut)} is judged before ${quoted(SPOOF_RULES.leaveSquares)}`, () => {
  // Stars man 3 in s2 (150, 45) is shot east along the row into man 4 in s3 (200, 45); s4 and s5 are empty.
  const row = build({ 5: inSquare('stars', 0), 6: inSquare('stars', 0) });
  it('a shot that stops on the lines of its own squares but knocks a man quite out of his square loses the man shot', () => {
    const r = shoot(row, makeShot(3, 0, 900));
    expect(r.sim.bodies[2]!.x).toBeLessThan(200); // man 3 rests on the line between s2 and s3: not quite out
    expect(r.sim.bodies[3]!.x).toBeGreaterThan(237); // man 4 clear of s3 (its line at x = 225)
    expect(r.outcome.kind).toBe('knocked-out');
    expect(r.outcome.manLost).toBe(true);
    expect(r.position.men[2]!.owner).toBe(1);
    expect(place(r.position, 4)).toBe('s3');
    expect(en(r.outcome.announcement)).toBe('knocked a man quite out of his square: the man shot is lost to Plain');
  });
  it('the same shot knocking the man only partly out of his square is judged by the squares rule: put back, turn lost', () => {
    const r = shoot(row, makeShot(3, 0, 700));
    expect(r.sim.bodies[3]!.x).toBeLessThan(237);
    expect(r.outcome.kind).toBe('not-out');
    expect(r.position.men[2]!.owner).toBe(0);
    expect(place(r.position, 3)).toBe('s2');
  });
  it(`a man knocked out of his square and off the board goes back into it (${quoted(SPOOF_RULES.onlySpoof)}); the man shot is lost`, () => {
    const r = shoot(row, makeShot(3, 0, 1300));
    expect(r.sim.bodies[3]!.fell).toBe(true);
    expect(r.outcome.kind).toBe('knocked-out');
    expect(r.outcome.knockedOut).toEqual([4]);
    expect(r.outcome.outOfPlay).toEqual([]);
    expect(place(r.position, 4)).toBe('s3');
    expect(at(r.position, 4)).toEqual({ x: 200, y: 45 });
    expect(r.position.men[2]!.owner).toBe(1);
  });
});

describe(quoted(SPOOF_RULES.onlySpoof), () => {
  it('a man in a square knocked only partly out of it is put back into it, without penalty', () => {
    const pos = build({ 1: open(12, 555), 8: inSquare('plain', 5) });
    const shot = makeShot(1, 0, Math.sqrt(560 ** 2 + speedForDistance(50 - 12 - 22) ** 2));
    const r = shoot(pos, shot);
    expect(r.sim.knocked).toContain(7);
    const rest7 = r.sim.bodies[6]!;
    expect(rest7.x).toBeGreaterThan(62); // displaced, partly over its line at x = 75
    expect(rest7.x).toBeLessThan(87);
    expect(r.outcome.kind).not.toBe('knocked-out');
    expect(place(r.position, 7)).toBe('p0');
    expect(at(r.position, 7)).toEqual({ x: 50, y: 555 });
    expect(r.position.men[0]!.owner).toBe(0);
  });
  it('men in the squares stay where they are laid unless the spoof moves them (a shot elsewhere leaves them)', () => {
    const start = unwrap(spoof.setup(DEFAULT_OPTIONS, 2));
    const r = shoot(start, slideTo(start, 1, 50, 200));
    for (let id = 2; id <= 12; id++) expect(at(r.position, id)).toEqual(at(start, id));
  });
});

describe(quoted(SPOOF_RULES.several), () => {
  it('one shot covering two Stars men reverses both', () => {
    const pos = build({ 1: open(89, 200), 2: open(111, 200) }, {}, 1);
    const v = Math.sqrt(2 * 2943 * (555 - 200 - Math.sqrt(22 ** 2 - 11 ** 2)) + 2 * 5886 * (Math.sqrt(22 ** 2 - 11 ** 2) - 5));
    const r = shoot(pos, makeShot(8, 270, v));
    expect(r.outcome.kind).toBe('captured');
    expect(r.outcome.captured).toEqual([1, 2]);
    expect(r.position.men[0]!.owner).toBe(1);
    expect(r.position.men[1]!.owner).toBe(1);
    expect(en(r.outcome.announcement)).toBe('covered 2 men: Plain shoots again');
  });
});

describe(quoted(SPOOF_RULES.neutral), () => {
  it('a shot man that comes to rest touching the neutral ground is out of play there, and the turn is lost', () => {
    const pos = build({ 1: open(175, 200) });
    const r = shoot(pos, slideTo(pos, 1, 175, 255)); // disc reaches y = 266; the neutral square's line is at 265
    expect(r.outcome.kind).toBe('neutral');
    expect(place(r.position, 1)).toBe('out');
    expectNear(at(r.position, 1), 175, 255);
    expect(spoof.turn(r.position)).toBe(1);
    expect(en(r.outcome.announcement)).toBe('out on the neutral ground: turn lost');
    expect(spoof.play(r.position, makeShot(7, 270, 500)).ok).toBe(true);
    const back = build({ 1: { place: { kind: 'out' }, x: 175, y: 255 } }, {}, 0);
    const refused = spoof.play(back, makeShot(1, 270, 500));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('spoof/out-of-play');
  });
  it(`${quoted('from any cause whatsoever')}: a man knocked onto the neutral ground is out of play too`, () => {
    const pos = build({ 1: open(175, 150), 7: open(175, 220, 1) });
    const v = Math.sqrt(900 ** 2 + speedForDistance(70 - 22) ** 2);
    const r = shoot(pos, makeShot(1, 90, v));
    expect(r.sim.knocked).toContain(7);
    expect(place(r.position, 7)).toBe('out');
    expect(r.outcome.outOfPlay).toContain(7);
    expect(en(r.outcome.announcement)).toMatch(/1 other man out of play on the neutral ground$/);
  });
  it("neutralTouch 'at-rest' (default): a man may slide across the neutral ground; 'in-passing': it stops there, out", () => {
    const atRest = build({ 1: open(175, 200) });
    const a = shoot(atRest, slideTo(atRest, 1, 175, 400));
    expect(a.outcome.kind).toBe('missed');
    expectNear(at(a.position, 1), 175, 400);
    const strict = build({ 1: open(175, 200) }, { neutralTouch: 'in-passing' });
    const b = shoot(strict, slideTo(strict, 1, 175, 400));
    expect(b.outcome.kind).toBe('neutral');
    expect(at(b.position, 1).y).toBeLessThan(255);
    expect(at(b.position, 1).y).toBeGreaterThan(250);
  });
});

describe(quoted(SPOOF_RULES.offBoard), () => {
  it('a man shot off the board is out of play and placed on the neutral ground', () => {
    const pos = build({ 1: open(30, 200) });
    const r = shoot(pos, makeShot(1, 180, speedForDistance(60)));
    expect(r.outcome.kind).toBe('off-board');
    expect(place(r.position, 1)).toBe('out');
    const m = at(r.position, 1);
    expect(touchesNeutral(m.x, m.y)).toBe(true);
    expect(spoof.turn(r.position)).toBe(1);
  });
});

describe(`${quoted(SPOOF_RULES.offBoard)}: men knocked off the board`, () => {
  it('a man in the open knocked off the board is out of play on the neutral ground, as a shot man would be', () => {
    const pos = build({ 1: open(300, 300), 12: open(330, 300, 1) });
    const r = shoot(pos, makeShot(1, 0, 900));
    expect(r.sim.bodies[11]!.fell).toBe(true);
    expect(r.outcome.kind).toBe('missed');
    expect(r.outcome.outOfPlay).toEqual([12]);
    expect(place(r.position, 12)).toBe('out');
    expect(touchesNeutral(at(r.position, 12).x, at(r.position, 12).y)).toBe(true);
    expect(en(r.outcome.announcement)).toBe('no man covered: Plain to shoot; 1 other man out of play on the neutral ground');
  });
});

describe(quoted(SPOOF_RULES.alternate), () => {
  it('turns alternate after a miss and stay after a capture, until the shooter misses covering a counter', () => {
    const pos = build({ 1: open(100, 200), 2: open(250, 200) }, {}, 1);
    const hit = shoot(pos, coverShot(pos, 8, 1, 10));
    expect(spoof.turn(hit.position)).toBe(1);
    const again = shoot(hit.position, coverShot(hit.position, 11, 2, 10));
    expect(again.outcome.kind).toBe('captured');
    expect(spoof.turn(again.position)).toBe(1);
    const miss = shoot(again.position, slideTo(again.position, 8, 100, 260));
    expect(miss.outcome.kind).toBe('missed');
    expect(spoof.turn(miss.position)).toBe(0);
    expect(miss.position.chain).toBeNull();
  });
});

describe(quoted(SPOOF_RULES.coverOwn), () => {
  it('covering one\'s own man loses the turn and the man returns into his own square', () => {
    const pos = build({ 1: open(100, 150), 2: open(100, 300) });
    const r = shoot(pos, coverShot(pos, 1, 2, 10));
    expect(r.outcome.kind).toBe('covered-own');
    expect(place(r.position, 1)).toBe('s0'); // from the open: to the Stars square with fewest men
    expect(r.position.men[1]!.owner).toBe(0);
    expect(spoof.turn(r.position)).toBe(1);
    expect(en(r.outcome.announcement)).toBe("covered a man of Stars's own: back to the square, turn lost");
  });
  it('covering one\'s own and an opponent\'s at the same time incurs the same penalty; the opponent\'s man is not taken', () => {
    const pos = build({ 1: open(100, 150), 2: open(89, 300), 7: open(111, 300, 1) });
    const v = Math.sqrt(2 * 2943 * (150 - Math.sqrt(22 ** 2 - 11 ** 2)) + 2 * 5886 * (Math.sqrt(22 ** 2 - 11 ** 2) - 5));
    const r = shoot(pos, makeShot(1, 90, v));
    expect(new Set(r.outcome.covered)).toEqual(new Set([2, 7]));
    expect(r.outcome.kind).toBe('covered-own');
    expect(r.position.men[6]!.owner).toBe(1);
    expect(spoof.turn(r.position)).toBe(1);
  });
  it('a man shot from its square that covers its own man returns to that square', () => {
    const pos = build({ 2: open(50, 160) });
    const r = shoot(pos, coverShot(pos, 1, 2, 10));
    expect(r.outcome.kind).toBe('covered-own');
    expect(place(r.position, 1)).toBe('s0');
  });
});

describe('what counts as attacking a square', () => {
  it('a man retreating onto its own man in its own square is covering its own man, not attacking a square', () => {
    // Plain has a man in the open; Stars man 1 in the open comes back and stops on Stars man 2 in square s1.
    const pos = build({ 1: open(100, 160), 12: open(300, 420, 1) });
    const r = shoot(pos, coverShot(pos, 1, 2, 6));
    expect(r.outcome.covered).toEqual([2]);
    // it rests across the square's line, so the lines rule (judged before covering) applies, not the attack rule
    expect(r.outcome.kind).toBe('lines-opponent-in-open');
    // with no Plain man in the open the same shot is only a cover of its own man
    const quiet = build({ 1: open(100, 160) });
    const q = shoot(quiet, coverShot(quiet, 1, 2, 6));
    expect(q.outcome.kind).toBe('covered-own');
    expect(place(q.position, 1)).toMatch(/^s[0-5]$/);
  });
  it('a man resting wholly inside its own empty square from the open is placed in it (a retreat)', () => {
    const pos = build({ 1: open(50, 200) });
    const r = shoot(pos, slideTo(pos, 1, 50, 45));
    expect(r.outcome.kind).toBe('missed');
    expect(place(r.position, 1)).toBe('s0');
  });
});
