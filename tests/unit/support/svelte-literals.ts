/**
 * The literal words of a Svelte component's markup (tests/unit/i18n/renderer-literals.test.ts): text
 * nodes and the attributes people read, found with Svelte's own parser.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'svelte/compiler';

/** Attributes whose value a person reads or hears. */
export const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'] as const;

/** A letter of any script: what makes a text a word rather than a symbol. */
const LETTER = /\p{L}/u;

/** Every `.svelte` file under `dir`. */
export function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? svelteFiles(p) : e.name.endsWith('.svelte') ? [p] : [];
  });
}

interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * The literal words of one component's markup: text nodes and read attributes with letters, with their
 * line. `<style>`, `<script>` and `<svg>` `<text>`-free drawing code are not markup people read.
 */
export function literalWords(source: string): { line: number; text: string }[] {
  const ast = parse(source, { modern: true }) as unknown as { fragment: Node };
  const out: { line: number; text: string }[] = [];
  const lineOf = (pos: number) => source.slice(0, pos).split('\n').length;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'Text' && typeof n.data === 'string' && LETTER.test(n.data)) out.push({ line: lineOf(n.start as number), text: n.data.trim() });
    if (n.type === 'Attribute' && READ_ATTRIBUTES.includes(n.name as (typeof READ_ATTRIBUTES)[number]) && Array.isArray(n.value)) {
      for (const v of n.value as Node[]) if (v.type === 'Text' && LETTER.test(v.data as string)) out.push({ line: lineOf(v.start as number), text: `${n.name as string}="${v.data as string}"` });
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'type' || k === 'start' || k === 'end' || k === 'metadata') continue;
      if (n.type === 'Attribute' && k === 'value') continue; // read attributes are judged above; others (class, data-*) are not read
      visit(v);
    }
  };
  visit(ast.fragment);
  return out;
}

