/**
 * Fixes from the QA pass, in-process: `parlour play` refusing a missing port (exit 1, one line, no
 * "board matches" before a snapshot), its set-up line for a terminal, `parlour simulate`'s hint and
 * script `initial` lines, `parlour monitor` picking a profile from the HELLO, and plural nouns.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../cli/main';
import { guidanceLine } from '../../../cli/commands/play';
import { format, msg, translator, type Lang } from '../../../src/i18n/index';
import { putBackStep } from '../../../src/inference/guidance';
import { profileForHello } from '../../../firmware-protocol/profile-files';
import { parseScript } from '../../../firmware-protocol/virtual-board/script';
import { readJournal, encodeEntry } from '../../../src/session/journal';
import { foldJournal } from '../../../src/session/journal-fold';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t), signal: new AbortController().signal });
  return { code, out, err };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'parlour-qa-'));
}

describe('parlour play with a port that does not exist', () => {
  test('exits 1 with a one-line reason, prints no set-up or "board matches", and journals no game', async () => {
    const data = tempDir();
    try {
      const r = await run(['play', '--game', 'morris', '--port', join(data, 'no-such-tty'), '--new', '--data', data]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^parlour play: the port \S+no-such-tty does not exist .*\n$/);
      expect(r.err.split('\n').filter((l) => l !== '')).toHaveLength(1);
      expect(r.out).not.toMatch(/board matches|phase: setup/);
      // nothing was started, so nothing is offered for resuming
      const again = await run(['play', '--resume', '--data', data]);
      expect(again.err).toMatch(/no unfinished game/);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe("parlour play's guidance lines", () => {
  const steps = [
    { kind: 'lift' as const, cell: 'd2', say: msg('guidance.step.lift', { cell: 'd2' }) },
    { kind: 'put' as const, cell: 'a1', seat: 0 as const, say: msg('guidance.step.put', { cell: 'a1', man: { game: 'morris', seat: 0 } }) },
  ];
  const setup = { kind: 'setup' as const, code: 'setup', reason: msg('inference.setup'), steps, cells: [] };
  test('set-up guidance names what to do on which cells instead of "as shown"', () => {
    const text = guidanceLine(setup, translator('en'));
    expect(text).toBe('setup: set the board up: lift the man from d2; put a white man on a1');
    expect(text).not.toMatch(/as shown/);
  });
  test('other guidance keeps its sentence', () => {
    const g = { kind: 'mismatch' as const, code: 'mismatch', reason: msg('inference.wrong-turn', { seat: { game: 'morris', seat: 1 } }), steps: [putBackStep('a7', 1)], cells: [] };
    expect(guidanceLine(g, translator('en'))).toBe("mismatch: It is Black's turn. Put the man back on a7.");
  });
});

describe('sensor scripts declaring their initial men', () => {
  test('`initial` lines give the men at power-on, with hall poles; they are not steps', () => {
    const r = parseScript('# header\ninitial d2 d6=S\ninitial b4 d2\n500 lift d2\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.initial).toEqual(['d2', 'd6=S', 'b4']);
    expect(r.value.steps.map((s) => s.action.kind)).toEqual(['lift']);
  });
  test('an `initial` line after an action, or without cells, is a syntax error naming its line', () => {
    const late = parseScript('place a1\ninitial d2\n');
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.message).toMatch(/line 2: initial must come before every other action/);
    const empty = parseScript('initial\n');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error.message).toMatch(/line 1: usage: initial CELL/);
  });
  test('parlour simulate suggests --initial or an initial line when a script lifts a man that is not there', async () => {
    const dir = tempDir();
    try {
      const file = join(dir, 's.txt');
      writeFileSync(file, 'lift d2\nlift d6\n');
      const r = await run(['simulate', '--profile', 'morris-archery', '--script', file]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/line 1: lift d2: there is no man on d2/);
      expect(r.err).toMatch(/--initial d2,d6 or a first script line "initial d2 d6", or place each man first/);
      expect(r.err.endsWith('\n')).toBe(true);
      expect(r.out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  test('the bundled scripts declare their men (no --initial needed)', () => {
    for (const name of ['morris-sloppy', 'nmig-jump-chain']) {
      const text = readFileSync(new URL(`../../../firmware-protocol/scripts/${name}.txt`, import.meta.url), 'utf8');
      const r = parseScript(text);
      expect(r.ok && (r.value.initial ?? []).length, name).toBeGreaterThan(0);
    }
  });
});

describe('parlour monitor without --profile', () => {
  test('the bundled profile is chosen by the HELLO model, else by a unique sensor count', () => {
    expect(profileForHello({ model: 'parlour-double', sensorCount: 47 })?.name).toBe('morris-archery');
    expect(profileForHello({ model: 'parlour-9x9', sensorCount: 74 })?.name).toBe('not-made-in-germany');
    // the virtual board says model parlour-virtual: its sensor count decides
    expect(profileForHello({ model: 'parlour-virtual', sensorCount: 47 })?.name).toBe('morris-archery');
    // a board no profile fits is shown by sensor numbers
    expect(profileForHello({ model: 'parlour-double', sensorCount: 5 })).toBeUndefined();
  });
});

describe('plural nouns in messages', () => {
  test('a journal with one or two damaged last lines says "the entry it held is" / "the entries they held are" lost, in English and German', () => {
    const start = encodeEntry({ t: 'start', id: 'g', game: 'morris', options: {}, players: ['screen', 'screen'], seed: 1, settings: {}, board: {}, at: '2026-01-01T00:00:00.000Z' });
    const bad = '{"e":{"t":"undo"},"crc":"00000000"}\n';
    const notes = (text: string, lang: Lang): string => {
      const g = foldJournal(readJournal(text).items);
      return g.ok ? (g.value.repair?.notes ?? []).map((n) => format(n, lang)).join('; ') : '';
    };
    expect(notes(`${start}${bad}`, 'en')).toBe('line 3 (checksum mismatch) at the end could not be read; the entry it held is lost (at most the last ply)');
    expect(notes(`${start}${bad}${bad}`, 'en')).toBe('lines 3, 4 (checksum mismatch, …) at the end could not be read; the entries they held are lost (at most the last ply)');
    expect(notes(`${start}${bad}`, 'de')).toBe('Zeile 3 (Prüfsumme falsch) am Ende ließ sich nicht lesen; der Eintrag darin ist verloren (höchstens der letzte Halbzug)');
    expect(notes(`${start}${bad}${bad}`, 'de')).toBe('Zeilen 3, 4 (Prüfsumme falsch, …) am Ende ließen sich nicht lesen; die Einträge darin sind verloren (höchstens der letzte Halbzug)');
  });
});
