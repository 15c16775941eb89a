import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A path of this site ('/contact', '/en/contact') navigates without a reload; anything else is a plain link. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** A link stored in a block: a site path or an absolute URL (page-blocks.ts `localizedUrlSchema`). */
export function BlockLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  if (isSitePath(url)) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className}>
      {children}
    </a>
  );
}
