import { Link } from 'react-router';
import type { TrailEntry } from './blog-seo.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** The breadcrumbs of a blog page (SPEC §3 ariane): links up to the page itself, which is not a link. */
export function BlogBreadcrumbs({ trail }: { trail: TrailEntry[] }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((entry, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={entry.url} className="flex items-center gap-x-2">
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {entry.name}
                </span>
              ) : (
                <>
                  <Link
                    to={entry.url}
                    className="inline-flex min-h-6 items-center underline decoration-1 underline-offset-4 hover:text-primary"
                  >
                    {entry.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
