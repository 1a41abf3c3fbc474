/// <reference lib="dom" />
/**
 * The Quoits screen (issue 7 §5): "the quoit sets with hub and spaces" drawn from the layout data, the
 * per-turn instruction, the throw previewed before it is entered, what a collision did, "the scores
 * table with each component of the Quoits score, and the winner". Views come from the real engine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import QuoitsScreen from '../../../renderer/src/games/quoits/QuoitsScreen.svelte';
import QuoitsBoard from '../../../renderer/src/games/quoits/QuoitsBoard.svelte';
import { quoitsScreen } from '../../../renderer/src/games/quoits';
import { describeQuoitsMove, lastPitch, outcomeWords, quoitsOptionsOf } from '../../../renderer/src/games/quoits/view';
import { format } from '../../../src/i18n/index';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import { loadScreen } from '../../../renderer/src/games/registry';
import { DEFAULT_QUOIT_LAYOUT, quoits, quoitsTotals, scoreBoard } from '../../../src/games/quoits/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { reducedMotion, teetotumView } from '../teetotum/fixtures';

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = reducedMotion(true);
});
afterEach(() => restore());

const seats = [
  { name: 'Blue', colour: '#2f6fd0' },
  { name: 'Natural', colour: '#e8d2a6' },
];

async function choose(sel: HTMLSelectElement, label: string): Promise<void> {
  const i = [...sel.options].findIndex((o) => o.textContent === label);
  [...sel.options].forEach((o, k) => (o.selected = k === i));
  await fireEvent.change(sel);
  flushSync();
}

describe('Quoits screen', () => {
  it('is the registered screen of quoits, with its own screen area', async () => {
    expect(await loadScreen('quoits')).toBe(quoitsScreen);
    expect(quoitsScreen.Screen).toBe(QuoitsScreen);
    expect(describeQuoitsMove('2+2h')).toBe('spun double 2 (by hand)');
  });

  it('draws both sets from the layout, with the hub and every space', () => {
    const r = render(QuoitsBoard, { position: quoits.formatPosition(unwrap(quoits.setup(quoitsOptionsOf({}), 2))), seats });
    const ids = [...r.container.querySelectorAll('[data-cell]')].map((e) => e.getAttribute('data-cell'));
    expect(ids).toEqual(DEFAULT_QUOIT_LAYOUT.sets.flatMap((s) => s.spaces.map((sp) => sp.id)));
    expect(r.container.querySelectorAll('.space.hub')).toHaveLength(2);
    expect(r.container.textContent).toContain('Left set');
    expect(r.container.textContent).toContain('3·3');
  });

  it('draws a museum layout given as the layout option', () => {
    const layout = {
      ...DEFAULT_QUOIT_LAYOUT,
      name: 'Museum board',
      sets: DEFAULT_QUOIT_LAYOUT.sets.map((set, i) => ({
        ...set,
        name: i === 0 ? 'North set' : 'South set',
        spaces: set.spaces.map((sp) => ({ ...sp, id: sp.id.replace(/^a-/, 'n-').replace(/^b-/, 's-'), behind: sp.behind?.replace(/^a-/, 'n-').replace(/^b-/, 's-') ?? null, front: sp.front?.replace(/^a-/, 'n-').replace(/^b-/, 's-') ?? null })),
      })),
    };
    const view = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4'], { layout });
    const r = render(QuoitsScreen, { view, interactive: true, onmove: async () => true });
    expect(r.getByTestId('quoits-board').getAttribute('data-layout')).toBe('Museum board');
    expect(r.container.querySelector('[data-man="n-7"]')).not.toBeNull();
    expect(r.container.textContent).toContain('North set');
  });

  it('previews a throw being entered: the space it names and the first comer\'s fate', async () => {
    const onmove = vi.fn(async () => true);
    const view = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4']);
    const r = render(QuoitsScreen, { view, interactive: true, onmove });
    expect(r.getByTestId('instruction').textContent).toBe('Round 1 of 4: Natural, spin and pitch a man onto the left set.');
    expect(r.getByTestId('last-pitch-text').textContent).toBe('Blue spun 3 and 4: the man went to 7.');
    const details = r.container.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    await fireEvent(details, new Event('toggle'));
    flushSync();
    await choose(r.getByTestId('hand-a') as HTMLSelectElement, '2');
    await choose(r.getByTestId('hand-b') as HTMLSelectElement, '5');
    expect(r.getByTestId('preview-text').textContent).toBe("2 + 5: the man goes to 7; Blue's man there is set back to 8.");
    expect(r.getByTestId('preview-space').getAttribute('data-space')).toBe('a-7');
    expect(r.container.querySelector('line.bump')).not.toBeNull();
    await fireEvent.click(r.getByTestId('hand-enter'));
    expect(onmove).toHaveBeenCalledWith('2+5h');
  });

  it('the legend says how "nearest the hub" is counted: over both sets by default, or on each set', () => {
    const both = render(QuoitsScreen, { view: teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1']), interactive: true, onmove: async () => true });
    expect(both.getByTestId('scores').parentElement!.textContent).toContain('nearest the hub (over both sets) 5, next 3, third 1');
    both.unmount();
    const each = render(QuoitsScreen, {
      view: teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1'], { nearestScope: 'each-set' }),
      interactive: true,
      onmove: async () => true,
    });
    expect(each.getByTestId('scores').parentElement!.textContent).toContain('nearest the hub of each set 5, next 3, third 1');
  });

  it('words a collision under collisionForward: newcomer as the new man moving on', () => {
    const view = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+5', '2+4', '2+6'], { collisionForward: 'newcomer' });
    const r = render(QuoitsScreen, { view, interactive: true, onmove: async () => true });
    expect(r.getByTestId('last-pitch-text').textContent).toBe("Blue spun 2 and 6: the man hit 8, where Blue's man stayed; went forward to 7 (the space behind was taken).");
  });

  it('says what the last pitch did to the first comer', () => {
    const forward = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4', '2+5', '1+6']);
    const options = quoitsOptionsOf({});
    expect(lastPitch(forward, options)?.outcome.collision).toEqual({ owner: 1, mover: 'first-comer', result: 'forward', to: 'a-hub' });
    const r = render(QuoitsScreen, { view: forward, interactive: true, onmove: async () => true });
    expect(r.getByTestId('last-pitch-text').textContent).toBe("Blue spun 1 and 6: the man went to 7; Natural's man there went forward to the hub (the space behind was taken).");
    const removed = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4', '2+5', '1+6', '3+4']);
    const r2 = render(QuoitsScreen, { view: removed, interactive: true, onmove: async () => true });
    r.unmount();
    expect(r2.getByTestId('last-pitch-text').textContent).toBe(
      "Natural spun 3 and 4: the man went to 7; Blue's man there was removed and does not count (the spaces behind and in front were taken).",
    );
  });

  it('names the hub with its article in a sentence, in German too (the newcomer read "rückte auf Nabe vor")', async () => {
    const forward = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4', '2+5', '1+6']);
    const options = quoitsOptionsOf({});
    const said = () => outcomeWords(forward, options.layout, lastPitch(forward, options)!.outcome, true);
    expect(format(said(), 'en')).toBe("went to 7; Natural's man there went forward to the hub (the space behind was taken)");
    await setLanguage('de');
    try {
      expect(format(said(), 'de')).toBe('kam auf 7; der Stein von Natur dort rückte auf die Nabe vor (das Feld dahinter war besetzt)');
    } finally {
      await setLanguage('en');
    }
  });

  it('shows every component of the score, the earlier games and the total, and the winner', () => {
    // A one-game match played out: the table is the engine's scoreBoard, the winner the engine's.
    const moves = ['6+6', '1+1', '3+4', '2+5', '1+6', '3+4', '2+2', '5+6', '1+3', '4+4'];
    const view = teetotumView(quoits, ['screen', 'computer'], moves, { preset: 'one-game' });
    const pos = unwrap(quoits.parsePosition(view.position, unwrap(parseOptions(quoits.options, { preset: 'one-game' }))));
    const r = render(QuoitsScreen, { view, interactive: false, onmove: async () => true });
    const board = scoreBoard(pos);
    for (let s = 0; s < 2; s++) {
      const cells = [...r.getByTestId(`score-${s}`).querySelectorAll('td')].map((td) => Number(td.textContent));
      const l = board.lines[s]!;
      expect(cells).toEqual([l.hub, l.doubles, l.numbers, l.nearest, l.total, quoitsTotals(pos)[s]]);
    }
    const st = quoits.status(pos);
    expect(st.kind).toBe('won');
    const winner = st.kind === 'won' ? st.winners[0]! : -1;
    expect(r.getByTestId('winner').textContent).toBe(`${winner === 0 ? 'Blue' : 'Natural'} wins with ${quoitsTotals(pos)[winner]} points.`);
  });

  it('adds the earlier games of a match to play on to 60', () => {
    const view = teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1', '3+4', '2+5', '1+6', '3+4', '2+2', '5+6', '1+3', '4+4', '6+6', '1+1']);
    const r = render(QuoitsScreen, { view, interactive: true, onmove: async () => true });
    const pos = unwrap(quoits.parsePosition(view.position, quoitsOptionsOf({})));
    expect(pos.history).toHaveLength(1);
    expect(r.getByTestId('earlier').textContent).toBe(`Earlier games: Blue ${pos.history[0]![0]}, Natural ${pos.history[0]![1]}.`);
    expect(r.getByTestId('total-0').textContent).toBe(String(pos.history[0]![0]));
    expect(r.container.textContent).toContain('Game 2: play on until someone reaches 60');
  });

  it('takes a click on a space as the virtual board\'s hand when asked to (the in-process virtual board)', async () => {
    const onpick = vi.fn();
    const position = quoits.formatPosition(unwrap(quoits.setup(quoitsOptionsOf({}), 2)));
    const off = render(QuoitsBoard, { position, seats });
    expect(off.container.querySelectorAll('[data-pick]')).toHaveLength(0);
    off.unmount();
    const r = render(QuoitsBoard, { position, seats, interactive: true, onpick });
    await fireEvent.click(r.container.querySelector('[data-pick="a-7"]')!);
    await fireEvent.keyDown(r.container.querySelector('[data-pick="b-hub"]')!, { key: 'Enter' });
    expect(onpick.mock.calls).toEqual([['a-7'], ['b-hub']]);
  });
});
