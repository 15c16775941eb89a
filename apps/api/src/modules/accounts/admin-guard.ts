import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { requireUser, type SessionUser } from './session.ts';

/** SPEC §6: ADMIN and SUPER_ADMIN are the privileged roles. */
const PRIVILEGED_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/**
 * The logged administrator of this site (sessions are per site, so an admin of another site is no one here):
 * 401 without a session, 403 for a customer.
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!PRIVILEGED_ROLES.has(user.role)) throw new AppError('FORBIDDEN', 'FORBIDDEN');
  return user;
}
