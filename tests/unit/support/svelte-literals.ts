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


/** Calls whose first argument is a catalogue code. */
const CODE_CALLS = new Set(['t', 'msg', 'text']);
/** A phrase (two words), or a capitalised word: what reads as text rather than an identifier. */
const PHRASE = /\p{L}{2,}\s+\S*\p{L}/u;
const CAPITAL = /(^|[^\p{L}])\p{Lu}\p{Ll}/u;

/**
 * The string literals of a component's markup expressions (`{cond ? 'Spin for lead' : …}`) that read as
 * text: those standing in a text node's expression or a read attribute's, not a catalogue code (`t('…')`'s
 * first argument), not an operand of a comparison (`kind === 'board'`), not an object key.
 */
export function expressionWords(source: string): { line: number; text: string }[] {
  const ast = parse(source, { modern: true }) as unknown as { fragment: Node };
  const out: { line: number; text: string }[] = [];
  const lineOf = (pos: number) => source.slice(0, pos).split('\n').length;
  const visit = (node: unknown, read: boolean, parent: Node | undefined): void => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, read, parent));
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'Attribute') {
      // A component's props are read by it (a label, an instruction), an element's only when listed.
      const isRead = parent?.type === 'Component' || READ_ATTRIBUTES.includes(n.name as (typeof READ_ATTRIBUTES)[number]);
      const parts = (Array.isArray(n.value) ? n.value : [n.value]) as Node[];
      for (const part of parts) if (part !== null && typeof part === 'object' && part.type === 'ExpressionTag') visit(part.expression, isRead, part);
      return;
    }
    if (n.type === 'StyleDirective' || n.type === 'ClassDirective' || n.type === 'BindDirective' || n.type === 'OnDirective' || n.type === 'Style' || n.type === 'Script') return;
    if (parent?.type === 'CallExpression' && n === (parent.arguments as unknown[])[0] && typeof (parent.callee as Node).name === 'string' && CODE_CALLS.has((parent.callee as Node).name as string)) return;
    if (parent?.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator as string)) return;
    if (parent?.type === 'Property' && parent.key === n) return;
    if (read && n.type === 'Literal' && typeof n.value === 'string' && LETTER.test(n.value) && (PHRASE.test(n.value) || CAPITAL.test(n.value))) out.push({ line: lineOf(n.start as number), text: n.value });
    if (read && n.type === 'TemplateLiteral') {
      const parts = (n.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked);
      const text = parts.join('${}');
      if (/\p{L}{2,}/u.test(parts.join(' ')) && (PHRASE.test(parts.join('xx')) || CAPITAL.test(text))) out.push({ line: lineOf(n.start as number), text });
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'type' || k === 'start' || k === 'end' || k === 'metadata' || k === 'loc') continue;
      visit(v, read || n.type === 'ExpressionTag', n.type === 'Component' ? n : (n as Node));
    }
  };
  visit(ast.fragment, false, undefined);
  return out;
}
