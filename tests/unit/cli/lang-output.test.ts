/**
 * Output for programs does not change with the language (issue 15: "`parlour legal/apply` output for
 * programs (JSON, notation) is unchanged; only sentences for people localize"): the same runs with
 * `--lang en`, `--lang de` and a German locale write the same stdout and exit with the same status;
 * on stderr the error code stays, only the sentence around it is German.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../cli/main';
import type { Run } from './run';

/** Runs `parlour ...argv` in-process with the environment `env`. */
async function runIn(env: Record<string, string>, argv: readonly string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t), signal: new AbortController().signal, env });
  return { code, out, err };
}

const THREE = 'WW............WB..B.B... w 0 0'; // White: a7 d7 g4; Black: c3 b2 f2
const RUNS: readonly (readonly string[])[] = [
  ['legal', '--game', 'morris', '--position', '........................ w 9 9'],
  ['legal', '--game', 'morris', '--position', 'WW..........B.B......... w 7 7'],
  ['apply', '--game', 'morris', '--moves', 'd2 a7 d3 g7 d1xa7'],
  ['apply', '--game', 'morris', '--position', THREE, '--moves', 'g4-g7xc3'], // White wins: the status for programs keeps its English reason
  ['apply', '--game', 'not-made-in-germany', '--moves', 'pass'],
  ['apply', '--game', 'morris', '--moves', 'd2 a7 d2'],
  ['apply', '--game', 'morris', '--moves', 'd2 d4'],
  ['legal', '--game', 'morris', '--position', 'WWW w 9 9'],
];

describe('output for programs in every language', () => {
  for (const argv of RUNS) {
    it(`parlour ${argv.join(' ')}`, async () => {
      const en = await runIn({}, ['--lang', 'en', ...argv]);
      const de = await runIn({}, ['--lang', 'de', ...argv]);
      const locale = await runIn({ LANG: 'de_DE.UTF-8' }, argv);
      expect(de.out).toBe(en.out);
      expect(locale.out).toBe(en.out);
      expect(de.code).toBe(en.code);
      expect(locale).toEqual(de);
      if (en.code === 0) {
        expect(() => JSON.parse(en.out) as unknown).not.toThrow();
        expect(de.err).toBe('');
      } else {
        const code = /[a-z-]+\/[a-z-]+/.exec(en.err)?.[0];
        expect(code, en.err).toBeDefined();
        expect(de.err).toContain(code);
        expect(de.err).not.toBe(en.err);
      }
    });
  }
});
