/**
 * The literal words in the renderer's TypeScript (tests/unit/i18n/renderer-literals.test.ts): string and
 * template literals that read as text for people, found with the TypeScript compiler's own parser, so
 * that a sentence built in a `.ts` file (a turn line, a move description, a counter's label) cannot
 * bypass the catalogue as the components' markup cannot.
 *
 * A literal reads as text when it has a word of two letters or more and either a space between words
 * ("spun 3 and 4"), a capital ("Stars", "Hub"), or it is the value of a property people read (`label`,
 * `title`, `description`, `caption`, `text`, `name`, `message`: "count", "total"). Not judged, being no
 * text for people: module names, literal types, the first argument of `t`/`msg`/`text`
 * (a catalogue code), and the arguments of `new Error(...)` and `console.*(...)` (for developers, in
 * English like the logs: docs/i18n.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dir` (declarations excluded). */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? tsFiles(p) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Properties whose value a person reads. */
const READ_PROPERTIES = new Set(['label', 'title', 'description', 'caption', 'text', 'name', 'message', 'summary']);
/** Calls whose first argument is a catalogue code. */
const CODE_CALLS = new Set(['t', 'msg', 'text']);
const WORD = /\p{L}{2,}/u;
const PHRASE = /\p{L}{2,}\s+\S*\p{L}/u;
const CAPITAL = /(^|[^\p{L}])\p{Lu}\p{Ll}/u;

function calleeName(e: ts.LeftHandSideExpression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return ts.isIdentifier(e.expression) && e.expression.text === 'console' ? 'console' : e.name.text;
  return undefined;
}

/** `true` when `node` stands where its text is for the program or the developer, not for people. */
function exempt(node: ts.Node): boolean {
  for (let n: ts.Node = node; n.parent !== undefined; n = n.parent) {
    const p = n.parent;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p) || ts.isExternalModuleReference(p)) return true;
    if (ts.isNewExpression(p) && ts.isIdentifier(p.expression) && /Error$/.test(p.expression.text)) return true;
    if (ts.isCallExpression(p)) {
      if (p.expression.kind === ts.SyntaxKind.ImportKeyword) return true; // import('./kiosk/KioskApp.svelte')
      const name = calleeName(p.expression);
      if (name === 'console') return true;
      if (name !== undefined && CODE_CALLS.has(name) && p.arguments[0] === n) return true;
    }
    if (ts.isPropertyAssignment(p) && p.name === n) return true; // a key
    if (ts.isBlock(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

/** The name of the property `node` is the value of, if any (`{ label: 'count' }`). */
function propertyOf(node: ts.Node): string | undefined {
  let n = node;
  while (ts.isParenthesizedExpression(n.parent) || ts.isConditionalExpression(n.parent) || ts.isBinaryExpression(n.parent)) n = n.parent;
  const p = n.parent;
  if (ts.isPropertyAssignment(p) && p.initializer === n) return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
  return undefined;
}

/** The literal words of one TypeScript source, with their line: `{ line, text }` (template parts joined by `${}`). */
export function tsLiteralWords(source: string, fileName = 'x.ts'): { line: number; text: string }[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const out: { line: number; text: string }[] = [];
  const visit = (n: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) text = n.text;
    else if (ts.isTemplateExpression(n)) text = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('${}');
    if (text !== undefined && WORD.test(text) && !exempt(n)) {
      const prop = propertyOf(n);
      const asWords = text.replaceAll('${}', 'xx'); // a placeholder stands for a word: `${who} spun ${spin}` is a phrase
      if (PHRASE.test(asWords) || CAPITAL.test(text) || (prop !== undefined && READ_PROPERTIES.has(prop))) {
        out.push({ line: sf.getLineAndCharacterOfPosition(n.getStart()).line + 1, text });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** `readFileSync` and {@link tsLiteralWords} of a file. */
export function tsFileLiteralWords(file: string): { line: number; text: string }[] {
  return tsLiteralWords(readFileSync(file, 'utf8'), file);
}
