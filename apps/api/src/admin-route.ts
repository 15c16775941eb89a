import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireAdmin } from './modules/accounts/admin-guard.ts';
import { assertSameOrigin } from './modules/accounts/session.ts';
import { checkedBody, type Checked } from './refusal.ts';

/**
 * What every back-office route of the content editors does first (issue 18 item 6): the site's administrator
 * only, from the site's own pages, and the answer kept by no cache.
 */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked (a wrong path answers as usual). */
export function adminBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

/** A route's options that let the role be checked before the body. */
export const adminForm = { attachValidation: true };
