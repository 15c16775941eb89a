/**
 * The merchant's own code, from the site parameters (issue 3 item 4): AFTER_BODY_HTML_TO_LOAD is raw HTML
 * placed right after <body> opens (e.g. a tag manager's <noscript>), SCRIPT_TO_LOAD a script placed at the
 * end of <body>: a URL, inline code, or <script> markup. Both are rendered as the merchant wrote them: it
 * is their site and their code (the consent banner covers our analytics, not what they add).
 */

/** The HTML as written; `display: contents` keeps the wrapper React needs out of the page's layout. */
export function AfterBodyHtml({ html }: { html: string | null }) {
  if (!html?.trim()) return null;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

const SCRIPT_URL = /^(https?:)?\/\/\S+$|^\/[^\s/]\S*$/;

/** How SCRIPT_TO_LOAD is meant: a script's address, markup, or code to run. */
export function scriptKind(code: string): 'url' | 'html' | 'inline' {
  const text = code.trim();
  if (SCRIPT_URL.test(text)) return 'url';
  return text.startsWith('<') ? 'html' : 'inline';
}

export function MerchantScript({ code }: { code: string | null }) {
  const text = code?.trim();
  if (!text) return null;
  switch (scriptKind(text)) {
    case 'url':
      // Deferred rather than async: React would move an async script into <head>.
      return <script src={text} defer />;
    case 'html':
      return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: text }} />;
    case 'inline':
      // `</script` inside the code would end the element early.
      return <script dangerouslySetInnerHTML={{ __html: text.replace(/<\/(script)/gi, '<\\/$1') }} />;
  }
}
