/**
 * Typography for HTML written in the back office (legal texts, contact details): headings, paragraphs,
 * lists and links, as Tailwind variants on the container (no typography plugin needed).
 */
export const PROSE_CLASSES = [
  'leading-relaxed',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:leading-tight [&_h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_p]:my-4',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold',
].join(' ');
