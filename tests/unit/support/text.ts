/**
 * Test helpers: messages (src/i18n) as the text people read, in English unless another language is
 * asked for, so tests can assert the sentences the edges show.
 */
import { format, withText, type Lang, type Message } from '../../../src/i18n/index';
import { guidanceText, type Guidance } from '../../../src/inference/guidance';

/** The English text of `m` (`''` for none). */
export function en(m: Message | undefined): string {
  return m === undefined ? '' : format(m, 'en');
}

/** The German text of `m` (`''` for none). */
export function de(m: Message | undefined): string {
  return m === undefined ? '' : format(m, 'de');
}

/** A guidance in words, as the screen says it ("It is Black's turn. Put the man back on a7."); `''` for none. */
export function said(g: Pick<Guidance, 'reason' | 'whole' | 'steps'> | null | undefined, lang: Lang = 'en'): string {
  return g == null ? '' : guidanceText(g, lang);
}

/** `value` with every message in it replaced by its English text (for comparing whole results). */
export function texts<T>(value: T): unknown {
  return withText(value, 'en');
}
