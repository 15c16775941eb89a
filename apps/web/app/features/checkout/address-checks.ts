import { z } from '@atelier/contract/zod';
import { postalAddressSchema } from '@atelier/contract';
import { clientProblems, type ProblemMessage } from '../account/client-check.ts';
import type { CheckoutAddress } from './checkout-state.ts';

/** The address page's checks, field by field, against the order's own schemas (contract orders.ts). */

const contactSchema = z.object({
  email: z.string().trim().pipe(z.email()),
  phone: z.string().trim().min(1).max(30),
});

/** The problems of an address (a French postal code has 5 digits). */
export function addressProblems(address: CheckoutAddress, message: ProblemMessage): Record<string, string> {
  const problems = clientProblems(postalAddressSchema, address, message);
  if (!problems.postalCode && address.country === 'FR' && !/^\d{5}$/.test(address.postalCode.trim())) {
    problems.postalCode = message('invalid');
  }
  return problems;
}

/** The e-mail (guests only: a logged customer's is the account's) and the phone. */
export function contactProblems(
  contact: { email: string; phone: string },
  isLogged: boolean,
  message: ProblemMessage,
): Record<string, string> {
  const problems = clientProblems(contactSchema, contact, message);
  if (isLogged) delete problems.email;
  return problems;
}
