/**
 * The page a browser gets for an address the web host has no page for (`./app-server.ts`): a few lines
 * in the person's language (the request's `Accept-Language`, English when it names no language Parlour
 * speaks) saying there is no such page, with a link to the start screen. It obeys the app's
 * Content-Security-Policy (`../src/api/csp.ts`: no script, no inline style; the browser's own styles,
 * light or dark). `./app-server.ts` loads this module, and with it the catalogues, only when such a page
 * is asked for, so listening and first paint do not wait for them.
 */
import { format, msg } from '../src/i18n/index';
import { acceptLanguageTags, negotiateLanguage, type Lang } from '../src/i18n/languages';

/** Why there is no page: an address that cannot be a file's (`garbled`, HTTP 400), or no such file (`missing`, 404). */
export type NoPageKind = 'garbled' | 'missing';

/** Escapes text for HTML (the catalogue's words are text, not markup). */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page's HTML (UTF-8) and its language.
 * @param kind why there is no page.
 * @param acceptLanguage the request's `Accept-Language` header, if any.
 */
export function noPage(kind: NoPageKind, acceptLanguage: string | undefined): { readonly lang: Lang; readonly html: string } {
  const lang = negotiateLanguage(acceptLanguageTags(acceptLanguage));
  const say = (m: Parameters<typeof format>[0]) => escape(format(m, lang));
  const title = say(msg('web.no-page.title'));
  const html = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${title} – Parlour</title>`,
    '</head>',
    '<body>',
    `<h1>${title}</h1>`,
    `<p>${say(msg('web.no-page.text', { kind }))}</p>`,
    `<p><a href="/">${say(msg('web.no-page.link'))}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { lang, html };
}
