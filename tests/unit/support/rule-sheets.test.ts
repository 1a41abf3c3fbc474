/**
 * The rule-sheet helper of the tests (`tests/support/rule-sheets.ts`): where it looks for the sheets, what
 * it does when they are absent, and what counts as a verbatim quote.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateRules, missingQuotes, readRuleSheet } from '../../support/rule-sheets';

const root = mkdtempSync(join(tmpdir(), 'parlour-sheets-'));
const repo = join(root, 'wt', 'issue-13', 'tests', 'support');
mkdirSync(repo, { recursive: true });
mkdirSync(join(root, 'shared', 'rules'), { recursive: true });
writeFileSync(join(root, 'shared', 'rules', 'a.txt'), 'The Game is for two players,\neach moving alternately.');
const bare = mkdtempSync(join(tmpdir(), 'parlour-no-sheets-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

describe('locateRules', () => {
  it('prefers the folder named by PARLOUR_RULES', () => {
    expect(locateRules({ PARLOUR_RULES: bare }, repo)).toEqual({ dir: bare, from: 'env' });
  });
  it('otherwise walks up to the nearest shared/rules (a worktree two levels below the shared folder finds it)', () => {
    expect(locateRules({}, repo)).toEqual({ dir: join(root, 'shared', 'rules'), from: 'search' });
  });
  it('gives undefined where no shared/rules lies above', () => {
    expect(locateRules({}, bare)).toBeUndefined();
  });
});

describe('readRuleSheet', () => {
  it('reads a sheet from the folder found', () => {
    expect(readRuleSheet('a.txt', locateRules({}, repo))).toContain('each moving alternately.');
  });
  it('gives undefined (the check is skipped) without a sheets folder or without the file in a searched one', () => {
    expect(readRuleSheet('a.txt', undefined)).toBeUndefined();
    expect(readRuleSheet('b.txt', locateRules({}, repo))).toBeUndefined();
  });
  it('fails plainly when PARLOUR_RULES names a folder without the sheet', () => {
    expect(() => readRuleSheet('a.txt', locateRules({ PARLOUR_RULES: bare }, repo))).toThrow(/PARLOUR_RULES is .* which holds no rule sheet a\.txt/);
  });
});

describe('missingQuotes', () => {
  const sheet = 'The Game is for two players,\neach moving alternately.';
  it('accepts a passage across a line break (white space squeezed), and only verbatim passages', () => {
    expect(missingQuotes(sheet, ['The Game is for two players, each moving alternately.'])).toEqual([]);
    expect(missingQuotes(sheet, ['The game is for two players', 'each moving alternatly'])).toEqual(['The game is for two players', 'each moving alternatly']);
  });
});
