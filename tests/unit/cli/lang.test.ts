/** The CLI's language (cli/i18n.ts): `--lang`, then LC_ALL, LC_MESSAGES, LANG, then English. */
import { describe, expect, it } from 'vitest';
import { cliLanguage } from '../../../cli/i18n';
import { UsageError } from '../../../cli/command';

describe('cliLanguage', () => {
  it('takes --lang first', () => {
    expect(cliLanguage('de', { LANG: 'en_GB.UTF-8' })).toBe('de');
    expect(cliLanguage('en', { LC_ALL: 'de_DE.UTF-8' })).toBe('en');
  });

  it('refuses a language Parlour does not speak, naming those it does', () => {
    expect(() => cliLanguage('fr', {})).toThrow(UsageError);
    expect(() => cliLanguage('fr', {})).toThrow('--lang must be one of en, de, not "fr"');
  });

  it('reads LC_ALL, then LC_MESSAGES, then LANG: the first one set decides', () => {
    expect(cliLanguage(undefined, { LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(cliLanguage(undefined, { LC_MESSAGES: 'de_AT.UTF-8', LANG: 'en_US.UTF-8' })).toBe('de');
    expect(cliLanguage(undefined, { LC_ALL: 'C', LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(cliLanguage(undefined, { LC_ALL: '', LANG: 'de_DE.UTF-8' })).toBe('de');
  });

  it('is English without any locale', () => {
    expect(cliLanguage(undefined, {})).toBe('en');
  });
});
