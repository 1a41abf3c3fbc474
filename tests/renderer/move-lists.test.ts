/**
 * The move lists of the teetotum games and Spoof tell what happened, one line per event, in the
 * reader's language (issue 14: "Move lists that tell what happened: Archery and Quoits say where each man
 * went and what collided ... Spoof says the verdict of each shot (captured, missed, lost, out on neutral
 * ground) ... the spin for lead says who won it"; issue 15: every word from the catalogue).
 */
import { describe, expect, it } from 'vitest';
import { archery } from '../../src/games/archery/index';
import { quoits } from '../../src/games/quoits/index';
import { startPosition, DEFAULT_OPTIONS } from '../../src/games/spoof/index';
import { format, type Lang, type Message } from '../../src/i18n/index';
import { archeryPlies } from '../../renderer/src/games/archery/view';
import { quoitsPlies } from '../../renderer/src/games/quoits/view';
import { spoofPlies } from '../../renderer/src/games/spoof/verdicts';
import { teetotumView } from './teetotum/fixtures';

const said = (plies: readonly (readonly Message[] | undefined)[], lang: Lang = 'en') => plies.map((p) => p?.map((m) => format(m, lang)));

const FOUR = ['screen', 'screen', 'screen', 'screen'] as const;
/** Blue wins the spin for lead with a doublet of 6; then sixteen pitches of 3 and 4, all aimed at 7. */
const LEAD = ['6+6', '1+1', '1+2', '1+3'];
const PITCHES = Array.from({ length: 16 }, () => '3+4');

describe('Quoits with four players: one line per event', () => {
  const view = teetotumView(quoits, FOUR, [...LEAD, ...PITCHES, '2+5']);
  const lines = said(quoitsPlies(view));

  it('tells each spin for lead, and who won it on the spin that decided it', () => {
    expect(lines[0]).toEqual(['spun double 6 for lead']);
    expect(lines[3]).toEqual(['spun 1 and 3 for lead', 'Blue won the spin for lead.']);
  });

  it('tells where each pitched man went and what the collision did to the man already there', () => {
    expect(lines[4]).toEqual(['spun 3 and 4: the man went to 7']);
    const knocks = lines.slice(5, 20).flat().filter((l) => l?.includes('there was set back to'));
    expect(knocks.length).toBeGreaterThan(0);
    expect(knocks[0]).toMatch(/^spun 3 and 4: the man went to 7; (Blue|Natural|Green|Purple)'s man there was set back to \w+/);
  });

  it('says the board is cleared for the next game on a line of its own, before the spin for lead it begins', () => {
    expect(lines[20]).toEqual(['game 2 begins: the board is cleared', 'spun 2 and 5 for lead']);
  });

  it('says a tie for lead and who spin again', () => {
    const tie = said(quoitsPlies(teetotumView(quoits, FOUR, ['6+6', '6+6', '1+1', '1+1'])));
    expect(tie[3]).toEqual(['spun double 1 for lead', 'a tie: Blue and Natural spin again']);
  });

  it('in German', () => {
    const de = said(quoitsPlies(view), 'de');
    expect(de[3]).toEqual(['hat 1 und 3 um den Anfang gedreht', 'Blau hat das Drehen um den Anfang gewonnen.']);
    expect(de[4]).toEqual(['hat 3 und 4 gedreht: der Stein kam auf 7']);
    expect(de[20]).toEqual(['Partie 2 beginnt: das Brett wird abgeräumt', 'hat 2 und 5 um den Anfang gedreht']);
  });
});

describe('Archery: spins for lead, spins and arrows', () => {
  it('names the winner of the spin for lead and each arrow move with where it lands', () => {
    const view = teetotumView(archery, ['screen', 'screen'], ['1+1', '6+6', '3+4', 'f-7']);
    expect(said(archeryPlies(view))).toEqual([['spun double 1 for lead'], ['spun double 6 for lead', 'Natural won the spin for lead.'], ['spun 3 and 4'], ['arrow from the flag-staff to 7']]);
    expect(said(archeryPlies(view), 'de')[3]).toEqual(['Pfeil von der Fahnenstange auf 7']);
  });
});

describe('Spoof: each shot with the man as the board shows him and the verdict', () => {
  it('names the man by where he stood, not by a number, and says the verdict', () => {
    const start = startPosition(DEFAULT_OPTIONS);
    const man = start.men.find((m) => m.owner === start.turn)!;
    const shot = `m${man.id} h90.00 v400.0`;
    const [line] = said(spoofPlies({}, [shot]));
    expect(line).toHaveLength(1);
    expect(line![0]).toMatch(/^shot a man from the squares right at 400 mm\/s: /);
    expect(line![0]).not.toMatch(/man \d/);
    const [de] = said(spoofPlies({}, [shot]), 'de');
    expect(de![0]).toMatch(/^schnippt einen Stein aus den Feldern nach rechts, 400 mm\/s: /);
  });
});
