import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first picture the server reads or writes rather than at its start (~30 ms of it,
 * issue 21). One libvips thread per image, a small operation cache and no open-file cache (an original replaced
 * on disk must be read again): a burst of first requests must leave the 2-core machine to the pages.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache({ memory: 32, files: 0, items: 50 });
    return sharp;
  });
  return loading;
}
