/**
 * React Router hands the page's data to the browser as a JavaScript string, `streamController.enqueue("…")`:
 * the data is JSON text, so every quote in it is escaped once more, about a tenth of the data (issue 21: the
 * page's weight). Here each such script becomes the data itself, as written, in a `<script type="application/json">`
 * (never run, so the page's policy needs no hash for it), followed by the same small script on every page that
 * hands its text to the same stream. The browser reads the same text: only `<` is written `\u003c`, which a JSON
 * string reads back as `<`, so nothing in the data can close the element or open a comment. A script that is not
 * a plain string of data is left as it is.
 */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** Hands the text of the data element just before it to React Router's stream (the same text on every page). */
export const ENQUEUE_DATA =
  'window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent)';

export function hydrationDataAsJson(html: string): string {
  return html.replace(ENQUEUE, (script, literal: string) => {
    let text: unknown;
    try {
      text = JSON.parse(literal);
    } catch {
      return script;
    }
    if (typeof text !== 'string') return script;
    return `<script type="application/json">${text.replaceAll('<', '\\u003c')}</script><script>${ENQUEUE_DATA}</script>`;
  });
}
