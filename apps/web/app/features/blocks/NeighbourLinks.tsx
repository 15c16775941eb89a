import { PrefetchLink } from '../behaviours/prefetch.tsx';

export interface Neighbour {
  url: string;
  title: string;
}

function NeighbourLink({ link, rel, label }: { link: Neighbour; rel: 'prev' | 'next'; label: string }) {
  return (
    <PrefetchLink
      to={link.url}
      rel={rel}
      className={`flex h-full flex-col rounded-2xl p-5 ring-1 ring-black/15 hover:ring-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary dark:ring-white/25 ${
        rel === 'next' ? 'text-right' : ''
      }`}
    >
      <span className="text-sm font-semibold uppercase">
        {rel === 'prev' && <span aria-hidden="true">← </span>}
        {label}
        {rel === 'next' && <span aria-hidden="true"> →</span>}
      </span>
      <span className="mt-2 text-lg leading-snug font-semibold text-balance">{link.title}</span>
    </PrefetchLink>
  );
}

interface NeighbourLinksProps {
  /** The navigation's name ('Other articles'…). */
  label: string;
  previous: Neighbour | null;
  next: Neighbour | null;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}

/** The previous and next items of a list (an article's, a news item's), side by side; nothing when neither. */
export function NeighbourLinks({ label, previous, next, previousLabel, nextLabel, className }: NeighbourLinksProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <NeighbourLink link={previous} rel="prev" label={previousLabel} />
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <NeighbourLink link={next} rel="next" label={nextLabel} />
          </li>
        )}
      </ul>
    </nav>
  );
}
