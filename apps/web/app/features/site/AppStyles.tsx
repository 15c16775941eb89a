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

/**
 * The site's theme (its fonts' faces and its colours as custom properties: theme.ts), computed by the server's
 * render from the site's info (entry.server.tsx provides it). The page's data does not carry the fonts and
 * colours it comes from: in the browser the text is read back from the element the server wrote, as for the
 * app's stylesheet, and the theme does not change while the page runs.
 */
export const ThemeCssContext = createContext<string | null>(null);

const STYLE_ID = 'app-css';
const FULL_ID = 'app-css-full';
const THEME_ID = 'site-theme';
let inBrowser: string | undefined;
let themeInBrowser: string | undefined;

/** The text of the page's `<style id>` as the server wrote it; '' outside a browser or without that element. */
const writtenStyle = (id: string) =>
  typeof document === 'undefined' ? '' : (document.getElementById(id)?.textContent ?? '');

export function AppStyles() {
  const fromServer = useContext(AppCssContext);
  const css = fromServer ?? (inBrowser ??= writtenStyle(STYLE_ID));
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

/** The site's theme, in the page's head (nothing when the site's info did not load). */
export function SiteThemeStyle() {
  const css = useContext(ThemeCssContext) ?? (themeInBrowser ??= writtenStyle(THEME_ID));
  return css ? <style id={THEME_ID} dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
