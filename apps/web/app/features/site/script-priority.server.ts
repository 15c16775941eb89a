import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites React Router's `<link rel="modulepreload">` tags as they stream out so the browser fetches the
 * page's JavaScript at low priority: the HTML, styles, fonts and hero image (what the first paint needs)
 * go first on a slow connection, and hydration follows. React Router's <Scripts> has no prop for this.
 */
export function lowPriorityScripts(): Transform {
  let tail = '';
  // A character's bytes may straddle two chunks too: the decoder holds them back until complete.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (tail + decoder.write(chunk)).replaceAll(PRELOAD, LOW);
      // Keep back what could be the start of a tag split across two chunks.
      const cut = text.lastIndexOf('<');
      const keep = cut >= 0 && text.length - cut < PRELOAD.length && PRELOAD.startsWith(text.slice(cut));
      tail = keep ? text.slice(cut) : '';
      callback(null, keep ? text.slice(0, cut) : text);
    },
    flush(callback) {
      callback(null, tail + decoder.end());
    },
  });
}
