import { z } from './zod.ts';
import { emailSchema } from './accounts.ts';

/**
 * The newsletter of issue 5 (SPEC §7 GET/PUT /user/newsletter/…, POST /newsletter/subscribe). A visitor's
 * subscription waits for the link mailed to the address (double opt-in); a logged user's takes effect at once.
 */
export const NEWSLETTER_STATUSES = ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A confirmation link lasts 48 hours. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

const listIdSchema = z.number().int().positive();
/** The tokens of the mailed links (confirmation: 43 base64url characters; unsubscribe: `{id}.{mac}`). */
const linkTokenSchema = z.string().trim().min(1).max(200);

/** GET /user/newsletter/lists: a list of the site, in the request's language. */
export const newsletterListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The list the footer form and the registration box subscribe to. */
  isDefault: z.boolean(),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;

/** GET and PUT /user/newsletter/subscription: the account's address on each list it has a row on. */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  lists: z.array(z.object({ listId: z.number().int(), status: z.enum(NEWSLETTER_STATUSES) })),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** PUT /user/newsletter/subscription: every list the user wants; the site's other lists are left. */
export const newsletterSubscriptionUpdateSchema = z.object({ lists: z.array(listIdSchema).max(100) });
export type NewsletterSubscriptionUpdate = z.input<typeof newsletterSubscriptionUpdateSchema>;

/** POST /newsletter/subscribe (the footer form): the site's default list when `listId` is absent. */
export const newsletterSubscribeSchema = z.object({ email: emailSchema, listId: listIdSchema.optional() });
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;
/** The same answer whatever the address's state (new, pending, already subscribed). */
export const newsletterSubscribeAskedSchema = z.object({ asked: z.literal(true) });
export type NewsletterSubscribeAsked = z.infer<typeof newsletterSubscribeAskedSchema>;

/** PUT /newsletter/confirm: the token of the mailed confirmation link. */
export const newsletterConfirmSchema = z.object({ token: linkTokenSchema });
export type NewsletterConfirm = z.input<typeof newsletterConfirmSchema>;
export const newsletterConfirmedSchema = z.object({ confirmed: z.literal(true), list: z.string() });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

/** PUT /newsletter/unsubscribe: the token of the unsubscribe link of one subscription. */
export const newsletterUnsubscribeSchema = z.object({ token: linkTokenSchema });
export type NewsletterUnsubscribe = z.input<typeof newsletterUnsubscribeSchema>;
export const newsletterUnsubscribedSchema = z.object({ unsubscribed: z.literal(true), list: z.string() });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
