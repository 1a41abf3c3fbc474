/// <reference lib="dom" />
/**
 * The games' pictures (the start screen's thumbnails, the kiosk's history card) draw the men in the
 * game's own seat colours (issue 14: the Spoof picture drew the Stars black while the game draws them
 * red): every man of the Spoof picture is filled with its seat's colour as the game declares it. So are
 * Not Made in Germany's: the kiosk's menu drew England and Germany white and black, where the game's board
 * draws them vermilion and blue.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import Picture from '../../../renderer/src/kiosk/pictures/Picture.svelte';
import { spoof } from '../../../src/games/spoof/index';
import { notMadeInGermany } from '../../../src/games/not-made-in-germany/index';
import type { AnyGame, GameId } from '../../../src/core/game';

/** Each seat's men in the picture of `game`: `perSeat` of them, all filled with the colour `game` declares for the seat. */
function expectSeatColours(game: AnyGame, perSeat: number): void {
  const { container } = render(Picture, { props: { game: game.id as GameId, label: game.name } });
  const men = [...container.querySelectorAll<SVGCircleElement>('circle.man')];
  expect(men.length).toBe(2 * perSeat);
  for (const seat of [0, 1]) {
    const fills = men.filter((m) => m.dataset.seat === String(seat)).map((m) => m.getAttribute('fill'));
    expect(fills.length).toBe(perSeat);
    expect(new Set(fills)).toEqual(new Set([game.players.seats[seat]!.colour]));
  }
}

describe('the game pictures', () => {
  it('Spoof: the Stars and the Plain men in the game\'s seat colours', () => {
    expectSeatColours(spoof as unknown as AnyGame, 6);
    expect(spoof.players.seats[0]!.colour).toBe('#c8102e');
  });

  it('Not Made in Germany: England\'s and Germany\'s nine men each in the game\'s seat colours', () => {
    expectSeatColours(notMadeInGermany as unknown as AnyGame, 9);
    expect(notMadeInGermany.players.seats.map((s) => s.colour)).toEqual(['#D55E00', '#0072B2']);
  });
});
