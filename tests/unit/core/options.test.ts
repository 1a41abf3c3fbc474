import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOptions, parseOptions } from '../../../src/core/options';
import { en } from '../support/text';

const spec = defineOptions(
  {
    flying: z.boolean().default(false),
    plies: z.number().int().min(10).max(1000).default(200),
    mode: z.enum(['a', 'b']).default('a'),
  },
  {
    flying: { summary: 'fly at three', gap: 'silent' },
    plies: { summary: 'ply limit', gap: 'silent' },
    mode: { summary: 'mode', gap: 'silent' },
  },
  { sheet: {}, modern: { flying: true, plies: 100 } },
  'sheet',
);

describe('parseOptions', () => {
  it('fills every default when nothing is given', () => {
    expect(parseOptions(spec, undefined)).toEqual({ ok: true, value: { flying: false, plies: 200, mode: 'a' } });
  });
  it('lays a preset over the defaults and explicit options over the preset', () => {
    expect(parseOptions(spec, { preset: 'modern' })).toEqual({ ok: true, value: { flying: true, plies: 100, mode: 'a' } });
    expect(parseOptions(spec, { preset: 'modern', flying: false })).toEqual({
      ok: true,
      value: { flying: false, plies: 100, mode: 'a' },
    });
  });
  it('names an unknown key, an unknown preset and an out-of-range value, all at once', () => {
    const r = parseOptions(spec, { preset: 'nope', colour: 'red', plies: 5 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('options/invalid');
    expect(r.error.issues).toHaveLength(3);
    expect(en(r.error.message)).toMatch(/unknown preset "nope"; known presets: sheet, modern/);
    expect(en(r.error.message)).toMatch(/unknown option colour/);
    expect(en(r.error.message)).toMatch(/plies/);
  });
  it('refuses options that are not an object', () => {
    for (const bad of [[], 'flying', 3]) expect(parseOptions(spec, bad).ok).toBe(false);
  });
});
