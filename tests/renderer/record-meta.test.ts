/**
 * A record's metadata in words (issue 14: the replay panel showed "seats: screen computer"): the host's
 * entries labelled from the catalogue, the seats named by the game, the date the reader's way, in both
 * languages; an entry of the record author's own stays under its name.
 */
import { describe, expect, it } from 'vitest';
import { metaInWords } from '../../renderer/src/lib/record-meta';

const META = { source: 'Parlour session abc', date: '2026-12-01', seats: 'screen computer', opening: 'Bristol' };

describe('metaInWords', () => {
  it('says the host\'s entries in English', () => {
    expect(metaInWords(META, 'morris', 'en')).toEqual([
      { key: 'source', label: 'Source', value: 'Parlour session abc' },
      { key: 'date', label: 'Date', value: '1 December 2026' },
      { key: 'seats', label: 'Players', value: 'White: Person on screen, Black: Computer' },
      { key: 'opening', label: 'opening', value: 'Bristol' },
    ]);
  });

  it('and in German, with the game\'s own seat names', () => {
    const lines = metaInWords({ ...META, seats: 'board computer' }, 'not-made-in-germany', 'de');
    expect(lines.map((l) => l.label)).toEqual(['Herkunft', 'Datum', 'Spieler', 'opening']);
    expect(lines[1]!.value).toBe('1. Dezember 2026');
    expect(lines[2]!.value).toMatch(/^England: Person am Brett, Deutschland: Computer$/);
  });

  it('keeps a word that is no seat kind, a date that is no ISO date, and skips values that are not text', () => {
    expect(metaInWords({ seats: 'screen robot', date: 'summer 1890', n: 3, x: { a: 1 } }, 'morris', 'en')).toEqual([
      { key: 'seats', label: 'Players', value: 'White: Person on screen, Black: robot' },
      { key: 'date', label: 'Date', value: 'summer 1890' },
      { key: 'n', label: 'n', value: '3' },
    ]);
  });
});
