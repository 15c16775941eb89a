import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { loadSecretKey } from '../../storage/secret-keys.ts';
import { sessionUser } from '../accounts/session.ts';
import { findJob, type JobRow } from './made-to-measure.repository.ts';

/**
 * The signed, expiring link that opens one made-to-measure job (decision 015), mailed to its customer with each
 * mail: `{jobId}.{expiry, unix seconds}.{HMAC of site, job and expiry}`, like the orders' order-access.ts. A guest
 * has nothing else; a member may follow it from a mail without logging in. The API takes it as the
 * `x-quote-access` header or `?access=` (a photo's or a PDF's address, where no header goes).
 */
export const loadQuoteAccessKey = (dataDir: string) => loadSecretKey(dataDir, 'quote-access');

/** How long a mailed job link works: a job runs for months (quote, production, hand-over). */
export const QUOTE_ACCESS_DAYS = 180;

function mac(key: Buffer, siteId: number, jobId: number, expires: number): string {
  return createHmac('sha256', key).update(`quote-access:${siteId}:${jobId}:${expires}`).digest('base64url');
}

export function jobAccessToken(key: Buffer, siteId: number, jobId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + QUOTE_ACCESS_DAYS * 86_400;
  return `${jobId}.${expires}.${mac(key, siteId, jobId, expires)}`;
}

/** The job a token opens on this site, or null (forged, another site's or another job's, expired). */
export function jobOfAccessToken(key: Buffer, siteId: number, token: string, now = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const jobId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(key, siteId, jobId, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? jobId : null;
}

/** The storefront page of a job, with its token (under /en in English). */
export function jobLink(origin: string, locale: Locale, jobId: number, token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/account/made-to-measure/${jobId}?access=${encodeURIComponent(token)}`;
}

/** Where a request carries a job link's token: the `x-quote-access` header, or `?access=` in the URL. */
export function jobAccessOf(request: FastifyRequest): string | null {
  const header = request.headers['x-quote-access'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const query = (request.query as Record<string, unknown> | undefined)?.['access'];
  return typeof query === 'string' && query.trim() !== '' ? query.trim() : null;
}

/** The request's token when it opens job `jobId` on this site, else null (what the answers' addresses carry). */
export function validJobAccess(request: FastifyRequest, key: Buffer, jobId: number): string | null {
  const token = jobAccessOf(request);
  return token !== null && jobOfAccessToken(key, request.ctx.siteId, token) === jobId ? token : null;
}

/**
 * The job `jobId` of this site if the request may see it: its logged owner, or whoever holds a valid link to it;
 * with `admins`, the site's administrators too (a photo or a PDF the back-office shows). Anything else (another's
 * job, another site's, none) is the same 404: an id is never confirmed.
 */
export async function accessibleJob(
  request: FastifyRequest,
  ctx: RequestContext,
  jobId: number,
  key: Buffer,
  options: { admins?: boolean } = {},
): Promise<JobRow> {
  const job = await findJob(ctx, jobId);
  if (!job) throw notFound('Made-to-measure request', jobId);
  if (validJobAccess(request, key, jobId) !== null) return job;
  const user = await sessionUser(request);
  if (user && job.userId !== null && job.userId === user.id) return job;
  if (user && options.admins && (user.role === 'ADMIN' || user.role === 'SUPER_ADMIN')) return job;
  throw notFound('Made-to-measure request', jobId);
}
