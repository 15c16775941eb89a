/**
 * Whether a visitor's page opens with the consent banner's first window (ConsentManager.tsx): the visitor has not
 * answered (no cookie of the library) and is not a crawler. The server decides it from the request and marks the
 * page's `<html>` (`withConsentPending`), so the page's parse reads no `document.cookie`: that read is a
 * synchronous call to the browser's process, 2–17 ms of the parse in the traces of a first visit (issue 21).
 */

/** The library's cookie: the visitor answered on an earlier visit (whether it still holds, the library says). */
export const CONSENT_COOKIE = /(^|;\s*)cc_cookie=/;

/** Crawlers get the page without the banner (it would stand in front of the content they index). */
export const BOT = /bot|crawl|spider|slurp|teoma|mediapartners|facebookexternalhit|embedly|preview/i;

/** Set on <html> while the visitor has not answered (app.css shows the first window then). */
export const CONSENT_PENDING = 'data-consent-pending';

/** Whether the page of a request with these `Cookie` and `User-Agent` headers opens with the first window. */
export const isConsentPending = (cookie: string | undefined, userAgent: string | undefined) =>
  !CONSENT_COOKIE.test(cookie ?? '') && !BOT.test(userAgent ?? '');

/** The page with its `<html>` marked (as the root writes it: `<html lang=…>`, the document's first element). */
export function withConsentPending(html: string): string {
  const at = html.indexOf('<html');
  if (at === -1) return html;
  const end = at + '<html'.length;
  return `${html.slice(0, end)} ${CONSENT_PENDING}=""${html.slice(end)}`;
}
