/**
 * The page's path of a request, as the visitor sees it: React Router's data requests add `.data` to it
 * (`/_.data` for the home page since React Router 8, `/_root.data` before) and its loaders and actions see
 * that URL.
 */
export function pagePathOf(request: Request): string {
  const pathname = decodeURI(new URL(request.url).pathname)
    .replace(/\/(_|_root)\.data$/, '/')
    .replace(/\.data$/, '');
  return pathname.replace(/\/+$/, '') || '/';
}
