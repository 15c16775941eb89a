import { consentRecordedSchema, cookieConsentSchema } from '../privacy.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['accounts', 'privacy'];

/** Issue 20 item 7 (GDPR): the customer's own data as a file, and the cookie banner's answer kept as proof. */
export const privacyEndpoints = {
  /** A JSON file download (GDPR access and portability, articles 15 and 20), not an envelope. */
  customerData: endpoint({
    method: 'GET',
    path: '/customer/data',
    summary:
      "The logged customer's data as a JSON file: account, addresses, orders with lines, returns, newsletter, consent records, made-to-measure requests",
    tags,
    data: null,
    refusals: [401],
  }),
  recordCookieConsent: endpoint({
    method: 'POST',
    path: '/consent',
    summary:
      "Records the cookie banner's answer (categories, version of the text shown, the account or the banner's anonymous id)",
    tags,
    body: cookieConsentSchema,
    data: consentRecordedSchema,
    refusals: [400, 403, 429],
  }),
};
