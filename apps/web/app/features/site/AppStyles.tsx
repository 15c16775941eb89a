import { createContext, useContext, useEffect } from 'react';
import appCssUrl from '../../app.css?url';

/**
 * The app's stylesheet, written into the page's <head> by the server (entry.server.tsx provides it): the
 * first paint waits for no stylesheet request. The server then cuts it to the rules the page's elements use
 * (page-css.server.ts); the whole stylesheet, requested once the page runs (not preloaded: it would take the
 * bandwidth the first screen's image and fonts need), applies for what the visitor opens next (a dialog, another
 * page). In the browser the inline text is read back from that <style>, so hydration finds exactly what the
 * server wrote.
 */
export const AppCssContext = createContext<string | null>(null);

const STYLE_ID = 'app-css';
const FULL_ID = 'app-css-full';
let inBrowser: string | undefined;

export function AppStyles() {
  const fromServer = useContext(AppCssContext);
  const css =
    fromServer ??
    (inBrowser ??= typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''));
  useEffect(() => {
    if (document.getElementById(FULL_ID)) return;
    const link = document.createElement('link');
    link.id = FULL_ID;
    link.rel = 'stylesheet';
    link.href = appCssUrl;
    document.head.append(link);
  }, []);
  return (
    <>
      <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
      {/* Without JavaScript, the whole stylesheet applies as a plain one. */}
      <noscript>
        <link rel="stylesheet" href={appCssUrl} />
      </noscript>
    </>
  );
}
