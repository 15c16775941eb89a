import type { Locale } from '@atelier/contract';
import type { Db } from './db/client.ts';

/** What every service takes first: the tenant, the language, the caller (STYLE.md habit 3). */
export interface RequestContext {
  siteId: number;
  locale: Locale;
  /** Bearer token or `token` cookie, as sent; the accounts module turns it into a user. */
  token: string | null;
  user: { id: number; role: string } | null;
  db: Db;
}

/**
 * The tenant and its database alone, for the callers that have no visitor's request: a provider's webhook and
 * the payment pages (their site is in their URL), the timer that releases unpaid orders, a seed or a script,
 * and the loads of a per-site cache (what they keep is shared by every visitor of the site, so they must not
 * read one visitor's language or account). A RequestContext is one too.
 */
export type SiteContext = Pick<RequestContext, 'siteId' | 'db'>;
