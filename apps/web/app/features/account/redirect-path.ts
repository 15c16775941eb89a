/**
 * Where to go after logging in: a path of this site only (`/x`), never another host (`//evil.com`,
 * `/\evil.com`, `https://…`), else the fallback. The `.data` suffix of React Router's data requests is not
 * a page: it is dropped.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Browsers drop tabs and line breaks from URLs: `/\n/evil.com` would become `//evil.com`.
  if ([...target].some((char) => char < ' ')) return fallback;
  const url = new URL(target, 'http://site.invalid');
  if (url.host !== 'site.invalid') return fallback;
  return url.pathname.replace(/\.data$/, '') + url.search + url.hash;
}
