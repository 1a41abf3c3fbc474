/**
 * Two accessibility checks of whatever the page shows (kiosk-practice K11, WCAG 2.5.5 and 1.4.3), run in
 * the page itself:
 * - every visible control (button, tab, link, field) that can be used is at least 44 × 44 CSS px (a radio
 *   button, check box or file chooser through the label round it);
 * - every visible piece of HTML text has a contrast of at least 4.5:1 with the background behind it
 *   (the first opaque background of its ancestors, with any translucent ones composed over it), from the
 *   computed colours. Disabled controls are exempt (WCAG 1.4.3 "inactive user interface component"), and
 *   so is text inside the boards' SVG drawings, whose labels are checked by the boards' own tests.
 * Returns one line per problem (empty when there is none).
 */
import type { Page } from 'playwright-core';

export async function a11yProblems(page: Page, minTarget = 44, minContrast = 4.5): Promise<string[]> {
  return page.evaluate(
    ({ minTarget, minContrast }) => {
      const problems: string[] = [];
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };
      const label = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      for (const el of document.querySelectorAll('button, [role="tab"], a[href], input, select')) {
        if (!visible(el) || (el as HTMLButtonElement).disabled) continue;
        // A radio button, check box or file chooser is used through its label, which is then the target.
        const box = el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]') ? (el.closest('label') ?? el) : el;
        const r = box.getBoundingClientRect();
        if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5) problems.push(`target ${label(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
      }
      type Rgba = [number, number, number, number];
      const parse = (c: string): Rgba => {
        const m = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        return [m[0] ?? 0, m[1] ?? 0, m[2] ?? 0, c.startsWith('rgba') ? (m[3] ?? 1) : 1];
      };
      const over = (top: Rgba, bottom: Rgba): Rgba => {
        const a = top[3] + bottom[3] * (1 - top[3]);
        const mix = (i: number) => (a === 0 ? 0 : (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a);
        return [mix(0), mix(1), mix(2), a];
      };
      const background = (el: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let e: Element | null = el; e !== null; e = e.parentElement) {
          const c = parse(getComputedStyle(e).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] >= 1) break;
        }
        let out: Rgba = [255, 255, 255, 1];
        for (const l of layers.reverse()) out = over(l, out);
        return out;
      };
      const lum = ([r, g, b]: Rgba) => {
        const f = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      for (const el of document.querySelectorAll('body *')) {
        if (el.closest('svg') !== null || !visible(el)) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (!own) continue;
        if (el.closest('button:disabled') !== null) continue;
        const s = getComputedStyle(el);
        if (Number(s.opacity) < 1) continue;
        const bg = background(el);
        const fg = over(parse(s.color), bg);
        const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a) as [number, number];
        const ratio = (hi + 0.05) / (lo + 0.05);
        if (ratio < minContrast) problems.push(`text ${label(el)}: contrast ${ratio.toFixed(2)}:1 (${s.color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}))`);
      }
      return problems;
    },
    { minTarget, minContrast },
  );
}
