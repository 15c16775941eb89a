import { data } from 'react-router';
import { endpoints } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { callAccount, PRIVATE_HEADERS, type AccountAnswer } from '../account/account-calls.server.ts';
import type { NewsletterAnswer, NewsletterChoice } from './newsletter-answer.ts';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The answer of a newsletter form: never kept by a cache (it is one visitor's). */
function reply<T>(answer: AccountAnswer<T>, field: string, done: (value: T) => NewsletterAnswer) {
  if (answer.ok) return data<NewsletterAnswer>(done(answer.data), { headers: PRIVATE_HEADERS });
  // The field's own problem reads better than the whole message, which repeats the field's name.
  const message = answer.errors[field] ?? answer.message;
  return data<NewsletterAnswer>({ ok: false, message }, { status: answer.status, headers: PRIVATE_HEADERS });
}

/**
 * The footer form's post (POST /newsletter/subscribe): the API answers the same whatever the address's
 * state, so the page does too; only a malformed address, a closed newsletter or too many asks are refused.
 */
export async function subscribeFromFooter(api: ApiClient, form: FormData) {
  const answer = await callAccount(api, endpoints.subscribeNewsletter, { body: { email: text(form, 'email') } });
  return reply(answer, 'email', () => ({ ok: true }));
}

/** The confirmation page's button: PUT /newsletter/confirm with the link's token. */
export async function confirmSubscription(api: ApiClient, token: string) {
  const answer = await callAccount(api, endpoints.confirmNewsletter, { body: { token } });
  return reply(answer, 'token', (value) => ({ ok: true, list: value.list }));
}

/** The unsubscribe page's button: PUT /newsletter/unsubscribe with the link's token. */
export async function unsubscribe(api: ApiClient, token: string) {
  const answer = await callAccount(api, endpoints.unsubscribeNewsletter, { body: { token } });
  return reply(answer, 'token', (value) => ({ ok: true, list: value.list }));
}

/** The site's lists and the account's status on each, for the account page (no list: nothing to show). */
export async function loadNewsletterChoice(api: ApiClient): Promise<NewsletterChoice> {
  const [lists, subscription] = await Promise.all([api.newsletterLists(), api.newsletterSubscription()]);
  return { email: subscription.email, lists, statuses: subscription.lists };
}

/** The account page's newsletter form: every ticked list (`lists` checkboxes), the others left. */
export async function saveNewsletterChoice(api: ApiClient, form: FormData) {
  const lists = form
    .getAll('lists')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const answer = await callAccount(api, endpoints.updateNewsletterSubscription, { body: { lists } });
  return reply(answer, 'lists', () => ({ ok: true }));
}
