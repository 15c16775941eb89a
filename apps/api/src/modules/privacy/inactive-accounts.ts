import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { anonymiseCustomer } from '../customers/customers.service.ts';
import * as repository from './privacy.repository.ts';
import {
  anonymisationDay,
  anonymisationDueBefore,
  INACTIVITY_NOTICE_DAYS,
  INACTIVITY_YEARS,
  noticeDueBefore,
} from './retention.ts';

/** How often the app looks for inactive accounts: the periods count in days, once an hour is plenty. */
export const INACTIVE_ACCOUNTS_INTERVAL_MS = 3_600_000;
/** Accounts handled per step and round; the next round takes the rest. */
const BATCH = 200;

export interface InactiveAccountsDeps {
  mailer: Mailer;
  /** scheme://host of the configured storefront: the mails' links when a site has no host name of its own. */
  origin: string;
}

/** No visitor's request: the mail is written in `locale`. */
const jobContext = (db: Db, siteId: number, locale: Locale = DEFAULT_LOCALE): RequestContext => ({
  db,
  siteId,
  locale,
  token: null,
  user: null,
});

const isLocale = (code: string | null): code is Locale =>
  code !== null && (LOCALES as readonly string[]).includes(code);

/** The language the account last used, else the site's default language, else French. */
async function noticeLocale(ctx: SiteContext, accountLocale: string | null): Promise<Locale> {
  if (isLocale(accountLocale)) return accountLocale;
  const siteDefault = await repository.findDefaultLanguage(ctx);
  return isLocale(siteDefault) ? siteDefault : DEFAULT_LOCALE;
}

/** The site's own address when it has one, else the configured storefront's. */
async function siteOrigin(ctx: SiteContext, fallback: string): Promise<string> {
  const hosts = await repository.findSiteHosts(ctx);
  const configured = new URL(fallback);
  if (hosts.length === 0 || hosts.includes(configured.host)) return configured.origin;
  return `${configured.protocol}//${hosts[0]}`;
}

const longDay = (day: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    day,
  );

/** Step 1: the notice mail, once, to the accounts unused for INACTIVITY_YEARS less INACTIVITY_NOTICE_DAYS. */
async function sendNotices(db: Db, deps: InactiveAccountsDeps, now: Date): Promise<number> {
  const seenBefore = noticeDueBefore(now);
  let noticed = 0;
  for (const account of await repository.findNoticeDue(db, seenBefore, BATCH)) {
    const siteCtx = jobContext(db, account.siteId);
    // Conditional: a login since the query, or another process's notice, leaves it alone.
    if (!(await repository.markNoticed(siteCtx, account.id, now, seenBefore))) continue;
    noticed += 1;
    // In the account's language (the mail templates' own translations), as its other mails are.
    const ctx = jobContext(db, account.siteId, await noticeLocale(siteCtx, account.locale));
    const origin = await siteOrigin(ctx, deps.origin);
    // The mailer keeps an undelivered mail in the outbox with its reason: the notice stays recorded.
    await deps.mailer.sendTemplate(ctx, account.email, origin, {
      kind: 'inactivityNotice',
      firstname: account.firstname,
      link: `${origin}/auth`,
      years: INACTIVITY_YEARS,
      day: longDay(anonymisationDay(now), ctx.locale),
    });
  }
  return noticed;
}

/**
 * Step 2: the accounts told INACTIVITY_NOTICE_DAYS ago or more and not seen since are anonymised as an
 * administrator's erasure does (customers.service `anonymiseCustomer`: identity, addresses, sessions and
 * subscriptions go; orders stay for the accounts with the person's details replaced), each in one transaction
 * that first locks the account and checks it is still due.
 */
async function anonymiseUnused(db: Db, now: Date): Promise<number> {
  const toldBefore = anonymisationDueBefore(now);
  let anonymised = 0;
  for (const account of await repository.findAnonymisationDue(db, toldBefore, BATCH)) {
    const done = await db.transaction(async (tx) => {
      const ctx = jobContext(tx, account.siteId);
      if (!(await repository.lockIfStillDue(ctx, account.id, toldBefore))) return false;
      await anonymiseCustomer(ctx, account.id, {
        confirm: true,
        reason: `${INACTIVITY_YEARS} years without a login, told ${INACTIVITY_NOTICE_DAYS} days before`,
      });
      return true;
    });
    if (done) anonymised += 1;
  }
  return anonymised;
}

/**
 * The inactive accounts' job (issue 20 item 7; SPEC §9: personal data kept 3 years of inactivity), for every
 * site: a notice mail INACTIVITY_NOTICE_DAYS before, then the anonymisation. A login (or a session used) in
 * between clears the notice and keeps the account. Customer accounts only: a staff account is closed by hand.
 */
export async function purgeInactiveAccounts(db: Db, deps: InactiveAccountsDeps, now = new Date()) {
  const anonymised = await anonymiseUnused(db, now);
  const noticed = await sendNotices(db, deps, now);
  return { noticed, anonymised };
}

/** Runs purgeInactiveAccounts every `intervalMs` as a recurring job (one runner across the processes). */
export function scheduleInactiveAccounts(
  jobs: Jobs,
  deps: InactiveAccountsDeps & { log: FastifyBaseLogger },
  db: Db,
  intervalMs = INACTIVE_ACCOUNTS_INTERVAL_MS,
) {
  jobs.every('privacy.inactive-accounts', Math.round(intervalMs / 1000), async () => {
    const done = await purgeInactiveAccounts(db, deps);
    if (done.noticed + done.anonymised > 0) deps.log.info(done, 'inactive accounts: notices and anonymisations');
  });
}
