/**
 * The page a browser gets for an address the web host has no page for (`./app-server.ts`): a few lines
 * saying there is no such page, with a link to the start screen, in the host's language when it has one
 * (a kiosk's configured language; the language chosen on the start screen), else in the person's (the
 * request's `Accept-Language`, English when it names no language Parlour speaks). It obeys the app's
 * Content-Security-Policy (`../src/api/csp.ts`: no script, and no inline style, `style-src 'self'`): its
 * looks are a stylesheet the host serves with the renderer's files, `/no-page.css`
 * (`renderer/public/no-page.css`: the app's colours and type, light or dark). `./app-server.ts` loads
 * this module, and with it the catalogues, only when such a page is asked for, so listening and first
 * paint do not wait for them.
 */
import { format, msg } from '../src/i18n/index';
import { acceptLanguageTags, negotiateLanguage, type Lang } from '../src/i18n/languages';

/** Why there is no page: an address that cannot be a file's (`garbled`, HTTP 400), or no such file (`missing`, 404). */
export type NoPageKind = 'garbled' | 'missing';

/** Escapes text for HTML (the catalogue's words are text, not markup). */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's stylesheet, an address of the renderer's files (`renderer/public/no-page.css`). */
export const NO_PAGE_CSS = '/no-page.css';

/**
 * The page's HTML (UTF-8) and its language.
 * @param kind why there is no page.
 * @param acceptLanguage the request's `Accept-Language` header, if any.
 * @param hostLang the host's own language (the kiosk's, or the one chosen on the start screen), which
 *   comes before the browser's; `null` or left out: the browser's.
 */
export function noPage(kind: NoPageKind, acceptLanguage: string | undefined, hostLang: Lang | null = null): { readonly lang: Lang; readonly html: string } {
  const lang = hostLang ?? negotiateLanguage(acceptLanguageTags(acceptLanguage));
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
    `<link rel="stylesheet" href="${NO_PAGE_CSS}">`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${title}</h1>`,
    `<p>${say(msg('web.no-page.text', { kind }))}</p>`,
    `<p><a href="/">${say(msg('web.no-page.link'))}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { lang, html };
}
