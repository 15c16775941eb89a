/**
 * Class lists shared by the block components, built on the site's CSS variables (theme.ts) so that a colour
 * or font parameter changed in the back office changes every block.
 */

/** A tint of the primary colour over the page background, for alternate sections and icon discs. */
export const tintedBackground = 'bg-[color-mix(in_srgb,var(--primary-color,#6b2fa3)_7%,var(--background-color,#fff))]';

const buttonBase =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 py-3 text-base font-semibold ' +
  'transition duration-200 hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-3 ' +
  'motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/** Main action on a light background. */
export const primaryButton = `${buttonBase} bg-primary text-white focus-visible:outline-primary`;

/** Main action on a dark or coloured background (hero, call to action). */
export const accentButton = `${buttonBase} bg-accent text-[#1b1128] focus-visible:outline-white`;

/** A text link inside a block. */
export const textLink =
  'font-semibold text-primary underline decoration-2 underline-offset-4 ' + 'hover:decoration-accent';

/** Typography for HTML written in the back office (headings, paragraphs, lists, links). */
export const richText = [
  'text-lg leading-relaxed',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-semibold md:[&_h2]:text-4xl',
  '[&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-semibold',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-primary',
  '[&_strong]:font-semibold',
  `[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4`,
].join(' ');

/**
 * SPEC / budgets: the first block is the page's largest paint and loads at once; every later image waits
 * until it nears the viewport. Decoding off the main thread either way.
 */
export function imageLoading(position: number) {
  return position === 0
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
