/**
 * The page's path of a request, as the visitor sees it: React Router's data requests add `.data` to it
 * (`/_root.data` for the home page) and its loaders and actions see that URL.
 */
export function pagePathOf(request: Request): string {
  const pathname = decodeURI(new URL(request.url).pathname)
    .replace(/^\/_root\.data$/, '/')
    .replace(/\.data$/, '');
  return pathname.replace(/\/+$/, '') || '/';
}
