import type { z } from 'zod';
import {
  NEWSLETTER_CONFIRM_HOURS,
  pickLocale,
  type NewsletterConfirmed,
  type NewsletterList,
  type NewsletterSubscription,
  type newsletterConfirmSchema,
  type newsletterSubscriptionUpdateSchema,
  type NewsletterUnsubscribed,
  type newsletterUnsubscribeSchema,
} from '@atelier/contract';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RequestContext } from '../../context.ts';
import { refused, type Checked } from '../../refusal.ts';
import * as accounts from '../accounts/accounts.service.ts';
import { recordPolicyConsent } from '../accounts/consent-records.ts';
import { newToken, tokenHash } from '../accounts/session.ts';
import { newsletterLink, subscriptionOfToken, unsubscribeToken } from './newsletter-links.ts';
import * as repository from './newsletter.repository.ts';

type SubscriptionUpdate = z.output<typeof newsletterSubscriptionUpdateSchema>;
type Confirm = z.output<typeof newsletterConfirmSchema>;
type Unsubscribe = z.output<typeof newsletterUnsubscribeSchema>;

const toList = (ctx: RequestContext, row: repository.ListRow): NewsletterList => ({
  id: row.id,
  name: pickLocale(row.name, ctx.locale),
  description: pickLocale(row.description, ctx.locale),
  isDefault: row.isDefault,
});

/** Who a subscription's consent record names: its account, else the subscription itself (a visitor's address). */
const subscriptionSubject = (row: { id: number; userId: number | null }) => ({
  userId: row.userId,
  anonymousId: row.userId === null ? `newsletter-subscription:${row.id}` : null,
});

/** The site's lists; none while the site has ENABLE_NEWSLETTER off. */
export async function lists(ctx: RequestContext): Promise<NewsletterList[]> {
  if (!(await repository.newsletterEnabled(ctx))) return [];
  return (await repository.findLists(ctx)).map((row) => toList(ctx, row));
}

async function accountOf(ctx: RequestContext, userId: number) {
  const user = await accounts.accountById(ctx, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'NOT_LOGGED');
  return user;
}

/** The account address's row on each list it has one on (none while the newsletter is off). */
export async function subscriptionOf(ctx: RequestContext, userId: number): Promise<NewsletterSubscription> {
  const user = await accountOf(ctx, userId);
  if (!(await repository.newsletterEnabled(ctx))) return { email: user.email, lists: [] };
  const rows = await repository.findSubscriptionsOfEmail(ctx, user.email);
  return { email: user.email, lists: rows.map((row) => ({ listId: row.listId, status: row.status })) };
}

/** users.newsletter says whether the account's address is on the default list (what registration ticks). */
async function syncAccountFlag(ctx: RequestContext, email: string) {
  const [user, list] = await Promise.all([accounts.accountByEmail(ctx, email), repository.findDefaultList(ctx)]);
  if (!user || !list) return;
  const subscribed = (await repository.findSubscription(ctx, list.id, email))?.status === 'SUBSCRIBED';
  if (user.newsletter !== subscribed) await accounts.setNewsletterFlag(ctx, user.id, subscribed);
}

/**
 * A logged user's choice: on at once for the lists given (their own account address needs no mailed
 * confirmation), off for the others; a list left keeps its row with `unsubscribedAt` (proof of withdrawal).
 */
export async function updateSubscription(
  ctx: RequestContext,
  userId: number,
  payload: SubscriptionUpdate,
): Promise<Checked<NewsletterSubscription>> {
  const user = await accountOf(ctx, userId);
  const wanted = new Set(payload.lists);
  // Leaving every list is always possible: consent can be withdrawn even when the site closed its newsletter.
  if (wanted.size > 0 && !(await repository.newsletterEnabled(ctx))) {
    throw new AppError('BAD_REQUEST', 'NEWSLETTER_CLOSED');
  }
  const siteLists = await repository.findLists(ctx);
  const unknown = [...wanted].filter((id) => !siteLists.some((list) => list.id === id));
  if (unknown.length > 0) {
    return refused([{ field: 'lists', code: 'NEWSLETTER_LIST_UNKNOWN', params: { ids: unknown.join(', ') } }]);
  }
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const rows = await repository.findSubscriptionsOfEmail(txCtx, user.email);
    for (const list of siteLists) {
      const row = rows.find((candidate) => candidate.listId === list.id);
      if (wanted.has(list.id) && row?.status !== 'SUBSCRIBED') {
        await repository.upsertSubscription(txCtx, {
          listId: list.id,
          email: user.email,
          userId: user.id,
          locale: ctx.locale,
          status: 'SUBSCRIBED',
          confirmedAt: now,
          unsubscribedAt: null,
        });
      } else if (!wanted.has(list.id) && row && row.status !== 'UNSUBSCRIBED') {
        await repository.updateSubscription(txCtx, row.id, { status: 'UNSUBSCRIBED', unsubscribedAt: now });
      }
    }
    await syncAccountFlag(txCtx, user.email);
    // The choice as made, kept as proof with the privacy policy's version (issue 20 item 7).
    await recordPolicyConsent(txCtx, 'NEWSLETTER', { userId: user.id }, [...wanted].map(String));
  });
  return { ok: true, value: await subscriptionOf(ctx, userId) };
}

/**
 * The list a visitor's address goes on: the one asked for, else the default one. Checked before the
 * answer (it says nothing of the address); a closed newsletter or an unknown list is a 400.
 */
export async function listToJoin(ctx: RequestContext, listId: number | undefined): Promise<repository.ListRow> {
  if (!(await repository.newsletterEnabled(ctx))) throw new AppError('BAD_REQUEST', 'NEWSLETTER_CLOSED');
  const list = listId === undefined ? await repository.findDefaultList(ctx) : await repository.findList(ctx, listId);
  if (list) return list;
  if (listId === undefined) throw new AppError('BAD_REQUEST', 'NEWSLETTER_CLOSED');
  throw new AppError('BAD_REQUEST', 'NEWSLETTER_LIST_UNKNOWN', { ids: listId });
}

export interface MailLinks {
  mailer: Mailer;
  /** scheme://host of the storefront the links open. */
  origin: string;
  unsubscribeKey: Buffer;
}

/**
 * Double opt-in: a pending row holding the SHA-256 of a new token, and the link mailed to the address.
 * An address already subscribed gets nothing. The route answers before this runs (the caller does not
 * await it), so neither the answer nor its timing tells the address's state.
 */
export async function askConfirmation(ctx: RequestContext, list: repository.ListRow, email: string, links: MailLinks) {
  const existing = await repository.findSubscription(ctx, list.id, email);
  if (existing?.status === 'SUBSCRIBED') return;
  const token = newToken();
  const account = await accounts.accountByEmail(ctx, email);
  const row = await repository.upsertSubscription(ctx, {
    listId: list.id,
    email,
    userId: account?.id ?? null,
    locale: ctx.locale,
    status: 'PENDING',
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
  });
  await links.mailer.sendTemplate(ctx, email, links.origin, {
    kind: 'newsletterConfirm',
    listName: pickLocale(list.name, ctx.locale),
    link: newsletterLink(links.origin, ctx.locale, 'confirm', token),
    unsubscribeLink: newsletterLink(
      links.origin,
      ctx.locale,
      'unsubscribe',
      unsubscribeToken(links.unsubscribeKey, ctx.siteId, row.id),
    ),
    hours: NEWSLETTER_CONFIRM_HOURS,
  });
}

async function listName(ctx: RequestContext, listId: number): Promise<string> {
  const list = await repository.findList(ctx, listId);
  return list ? pickLocale(list.name, ctx.locale) : '';
}

/** The mailed confirmation link: once, for 48 hours, on its own site. */
export async function confirm(ctx: RequestContext, payload: Confirm): Promise<Checked<NewsletterConfirmed>> {
  const row = await repository.findSubscriptionByToken(ctx, tokenHash(payload.token));
  if (!row) return refused([{ field: 'token', code: 'NEWSLETTER_TOKEN_INVALID' }]);
  if (row.status !== 'PENDING') return refused([{ field: 'token', code: 'NEWSLETTER_TOKEN_USED' }]);
  if (!row.confirmExpiresAt || row.confirmExpiresAt <= new Date()) {
    return refused([{ field: 'token', code: 'NEWSLETTER_TOKEN_EXPIRED', params: { hours: NEWSLETTER_CONFIRM_HOURS } }]);
  }
  if (!(await repository.newsletterEnabled(ctx))) throw new AppError('BAD_REQUEST', 'NEWSLETTER_CLOSED');
  const confirmed = await repository.updateSubscription(
    ctx,
    row.id,
    { status: 'SUBSCRIBED', confirmedAt: new Date(), unsubscribedAt: null },
    'PENDING',
  );
  if (!confirmed) return refused([{ field: 'token', code: 'NEWSLETTER_TOKEN_USED' }]);
  await recordPolicyConsent(ctx, 'NEWSLETTER', subscriptionSubject(row), [String(row.listId)]);
  await syncAccountFlag(ctx, row.email);
  return { ok: true, value: { confirmed: true, list: await listName(ctx, row.listId) } };
}

/** The one-click unsubscribe link of a subscription; saying it twice is no error. */
export async function unsubscribe(
  ctx: RequestContext,
  payload: Unsubscribe,
  unsubscribeKey: Buffer,
): Promise<Checked<NewsletterUnsubscribed>> {
  const id = subscriptionOfToken(unsubscribeKey, ctx.siteId, payload.token);
  const row = id === null ? null : await repository.findSubscriptionById(ctx, id);
  if (!row) return refused([{ field: 'token', code: 'NEWSLETTER_UNSUBSCRIBE_INVALID' }]);
  if (row.status !== 'UNSUBSCRIBED') {
    await repository.updateSubscription(ctx, row.id, { status: 'UNSUBSCRIBED', unsubscribedAt: new Date() });
    await recordPolicyConsent(ctx, 'NEWSLETTER', subscriptionSubject(row), []);
    await syncAccountFlag(ctx, row.email);
  }
  return { ok: true, value: { unsubscribed: true, list: await listName(ctx, row.listId) } };
}

/** Registration with the newsletter box ticked: the account's address is on the default list at once. */
export async function subscribeNewAccount(ctx: RequestContext, user: { id: number; email: string }) {
  const list = await repository.findDefaultList(ctx);
  if (!list) return;
  await repository.upsertSubscription(ctx, {
    listId: list.id,
    email: user.email,
    userId: user.id,
    locale: ctx.locale,
    status: 'SUBSCRIBED',
    confirmedAt: new Date(),
    unsubscribedAt: null,
  });
  await recordPolicyConsent(ctx, 'NEWSLETTER', { userId: user.id }, [String(list.id)]);
}

/** Account deletion: the address is personal data, its subscriptions go with it. */
export async function forgetAccount(ctx: RequestContext, user: { id: number; email: string }) {
  await repository.deleteSubscriptionsOf(ctx, user.id, user.email);
}

/** A new account address takes the account's subscriptions with it. */
export async function followEmailChange(ctx: RequestContext, userId: number, from: string, to: string) {
  await ctx.db.transaction((tx) => repository.moveSubscriptions({ ...ctx, db: tx }, userId, from, to));
}

/** How an account's registration, new address and erasure reach its subscriptions (app.ts hands it to accounts). */
export const accountSubscriptions: accounts.AccountSubscriptions = {
  subscribeNewAccount,
  followEmailChange,
  forgetAccount,
};
