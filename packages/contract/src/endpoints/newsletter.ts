import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import {
  newsletterConfirmedSchema,
  newsletterConfirmSchema,
  newsletterListSchema,
  newsletterSubscribeAskedSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
  newsletterSubscriptionUpdateSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeSchema,
} from '../newsletter.ts';

const tags = ['newsletter'];

/** Issue 5: the lists of a logged user, a visitor's double opt-in from the footer, and the mailed links. */
export const newsletterEndpoints = {
  newsletterLists: endpoint({
    method: 'GET',
    path: '/user/newsletter/lists',
    summary: "The site's newsletter lists in the request's language (none while ENABLE_NEWSLETTER is off)",
    tags,
    data: z.array(newsletterListSchema),
    refusals: [401],
  }),
  newsletterSubscription: endpoint({
    method: 'GET',
    path: '/user/newsletter/subscription',
    summary: "The status of the account's e-mail address on each list it has a row on",
    tags,
    data: newsletterSubscriptionSchema,
    refusals: [401],
  }),
  updateNewsletterSubscription: endpoint({
    method: 'PUT',
    path: '/user/newsletter/subscription',
    summary:
      'Sets the lists the account address is on: the given ones at once (no mailed confirmation for ' +
      'the account address), the others unsubscribed (rows kept as proof); an unknown list id is a 400',
    tags,
    body: newsletterSubscriptionUpdateSchema,
    data: newsletterSubscriptionSchema,
    refusals: [400, 401, 403],
  }),
  subscribeNewsletter: endpoint({
    method: 'POST',
    path: '/newsletter/subscribe',
    summary:
      'Double opt-in from the footer: mails a confirmation link (48 hours, single use) to the address for ' +
      'the list (the default one when absent); the answer is the same whether the address is new, pending ' +
      'or already subscribed (no mail then). A closed newsletter or an unknown list is a 400',
    tags,
    body: newsletterSubscribeSchema,
    data: newsletterSubscribeAskedSchema,
    refusals: [400, 429],
  }),
  confirmNewsletter: endpoint({
    method: 'PUT',
    path: '/newsletter/confirm',
    summary:
      'Confirms a pending subscription from the token of the mailed link. A PUT sent by the page’s button, ' +
      'not a GET on the link: mail scanners follow links. Single use; an unknown, expired or used token ' +
      'is a 400 on the `token` field',
    tags,
    body: newsletterConfirmSchema,
    data: newsletterConfirmedSchema,
    refusals: [400, 429],
  }),
  unsubscribeNewsletter: endpoint({
    method: 'PUT',
    path: '/newsletter/unsubscribe',
    summary:
      'One-click unsubscribe with the token of the link mailed with each subscription (an HMAC of the ' +
      'site and the subscription); works even once the newsletter is closed. A forged token is a 400',
    tags,
    body: newsletterUnsubscribeSchema,
    data: newsletterUnsubscribedSchema,
    refusals: [400, 429],
  }),
};
