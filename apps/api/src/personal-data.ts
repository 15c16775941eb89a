import { randomUUID } from 'node:crypto';
import type { StoredPostalAddress } from './db/schema/index.ts';

/**
 * The pieces of an erasure (GDPR) that the customers' anonymisation, the made-to-measure jobs' and the
 * prospects' purge share: what a person's address and e-mail become when the record itself is kept for the accounts.
 */

/** An address kept on an order or a job for the accounts: the town and country stay (tax, statistics), the person goes. */
export function scrubbedAddress(address: StoredPostalAddress): StoredPostalAddress {
  return {
    firstname: '',
    lastname: '',
    company: null,
    address: '',
    addressPart2: null,
    postalCode: address.postalCode,
    city: address.city,
    countryAlpha2: address.countryAlpha2,
  };
}

/** The e-mail an erased person's rows carry instead of theirs: unique, and never deliverable (RFC 2606). */
export const placeholderEmail = () => `anonymised-${randomUUID()}@anonymised.invalid`;
