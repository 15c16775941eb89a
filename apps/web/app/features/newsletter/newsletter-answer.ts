import type { NewsletterList, NewsletterSubscription } from '@atelier/contract';

/** What a newsletter form's action answers: done (with the list's name for the mailed links), or why not. */
export type NewsletterAnswer = { ok: true; list?: string } | { ok: false; message: string };

/** The account page's newsletter section: the site's lists and the account address's status on each. */
export interface NewsletterChoice {
  email: string;
  lists: NewsletterList[];
  statuses: NewsletterSubscription['lists'];
}
