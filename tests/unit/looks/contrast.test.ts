/**
 * The colour scheme's contrast, measured from `renderer/src/styles.css` itself (issue 14, "Orientation,
 * reach and looks": "Non-text markers (destinations, 'may be taken' rings) at least 3:1 against the
 * board; text 4.5:1 ... dark mode legible (Black's men in hand vanish today)"), in light and dark mode:
 * - text (--fg, --fg-muted, the warning, the result) 4.5:1 against the page and the panels;
 * - every mark drawn on a board (destinations, may be taken, may be moved, last move, picked, guidance,
 *   candidates, focus; the hint's yellow or its dark edge) 3:1 against the board's wood, with the board's own shades
 *   (`.board-marks`);
 * - the edge of each side's men 3:1 against the page, where the men in hand stand (Black's in dark mode).
 * Contrast is WCAG 2's: (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../renderer/src/styles.css', import.meta.url), 'utf8');

/** The custom properties set in the first block that `selector {` opens after `from` (hex colours only). */
function block(selector: string, from = 0): Record<string, string> {
  const at = css.indexOf(`${selector} {`, from);
  if (at < 0) throw new Error(`no ${selector} block in styles.css`);
  const body = css.slice(at, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--[a-z0-9-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

const dark = css.indexOf('@media (prefers-color-scheme: dark)');
const darkBoard = css.indexOf('@media (prefers-color-scheme: dark)', dark + 1);
const light = block(':root');
const themes = {
  light: { page: light, board: { ...light, ...block('.board-marks') } },
  dark: {
    page: { ...light, ...block(':root', dark) },
    board: { ...light, ...block(':root', dark), ...block('.board-marks'), ...block('.board-marks', darkBoard) },
  },
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(Object.entries(themes))('in %s mode', (_, { page, board }) => {
  const get = (vars: Record<string, string>, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`${name} is not a hex colour in styles.css`);
    return v;
  };

  it('text is at least 4.5:1 against the page and the panels', () => {
    for (const fg of ['--fg', '--fg-muted', '--result']) {
      for (const bg of ['--bg', '--panel']) expect(contrast(get(page, fg), get(page, bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(get(page, '--warn-fg'), get(page, '--warn-bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it('every mark on a board is at least 3:1 against the wood', () => {
    for (const mark of ['--dest', '--capture', '--movable', '--last', '--pick', '--guide', '--candidate', '--focus', '--board-line']) {
      expect(contrast(get(board, mark), get(board, '--board-bg')), mark).toBeGreaterThanOrEqual(3);
    }
    // The hint is yellow with a dark edge: one of the two stands out (the edge on light wood, the yellow on dark).
    const hint = Math.max(contrast(get(board, '--suggest'), get(board, '--board-bg')), contrast(get(board, '--suggest-edge'), get(board, '--board-bg')));
    expect(hint, '--suggest').toBeGreaterThanOrEqual(3);
  });

  it('the focus ring is at least 3:1 against the page and the panels', () => {
    for (const bg of ['--bg', '--panel']) expect(contrast(get(page, '--focus'), get(page, bg)), bg).toBeGreaterThanOrEqual(3);
  });

  it("each side's men have an edge at least 3:1 against the page, where the men in hand stand", () => {
    for (const edge of ['--man-white-edge', '--man-black-edge']) {
      const man = edge === '--man-white-edge' ? '--man-white' : '--man-black';
      // The edge stands out from the page, or the man itself does.
      const best = Math.max(contrast(get(page, edge), get(page, '--bg')), contrast(get(page, man), get(page, '--bg')));
      expect(best, edge).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the measure', () => {
  it('gives the known WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
