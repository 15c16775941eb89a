import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/**
 * React Router's scroll restoration (SPEC §2 scrolling: a new page starts at the top, or at the element of the URL's
 * hash; back, forward and a reload return to where the visitor was), with the inline script that restores a reload's
 * position before the first paint written so that a first visit does not read `sessionStorage` (issue 21).
 *
 * React Router's script reads the saved positions on every load. On a new history entry it has just given the entry
 * its key, a random one, so nothing can be saved under it: the read only costs a synchronous call to the browser's
 * process, made while the HTML is parsed, before the first paint, when that process is busiest with the page's
 * requests (10–20 ms of one parse task in Lighthouse's traces, four times that on its simulated phone). This script
 * returns once the entry has its key; a reload or a return keeps the entry's key and its position is restored as
 * before. The positions are saved, and restored on navigations, by React Router's own hook.
 */
const RESTORE_SCROLL = `(function(storageKey){
  if (!history.state || !history.state.key) {
    history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
    return;
  }
  try {
    var y = JSON.parse(sessionStorage.getItem(storageKey) || '{}')[history.state.key];
    if (typeof y === 'number') window.scrollTo(0, y);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
})('react-router-scroll-positions')`;

export function ScrollRestoration() {
  useScrollRestoration();
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL }} />;
}
