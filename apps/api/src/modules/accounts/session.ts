import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import * as repository from './accounts.repository.ts';

/** SPEC §6/§9: the login cookies last one day, and so does the session behind them. */
export const SESSION_SECONDS = 86_400;

/** A new session token: 32 random bytes (256 bits), base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, base64url. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * SPEC §6: the cookie domain is the host without its first label when the host has 3 labels or more
 * (`www.shop.fr` → `shop.fr`, so that the API and the storefront share it); none for a shorter host,
 * localhost or an IP address (the browser then keeps the cookie for the exact host).
 */
export function cookieDomain(host: string): string | undefined {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (name === '' || isIP(name) !== 0 || name.includes(':')) return undefined;
  const labels = name.split('.');
  if (labels.length < 3) return undefined;
  return labels.slice(1).join('.');
}

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  const domain = cookieDomain(request.hostname);
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol reads X-Forwarded-Proto behind the proxy (trustProxy).
    secure: request.protocol === 'https',
    ...(domain ? { domain } : {}),
  };
}

export function setLoginCookies(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = { ...cookieOptions(request), maxAge: SESSION_SECONDS };
  reply.setCookie('token', token, options);
  reply.setCookie('idSite', String(request.ctx.siteId), options);
}

export function clearLoginCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = cookieOptions(request);
  reply.clearCookie('token', options);
  reply.clearCookie('idSite', options);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the token came from the cookie (sent by the browser on its own) rather than a Bearer header. */
function byCookie(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ');
}

/**
 * Cross-site request forgery: a state-changing request that a browser authenticated with the cookie must
 * come from a page of the same host. Without an Origin header (not a browser form) it passes.
 */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method) || !byCookie(request)) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw new AppError('FORBIDDEN', 'FOREIGN_ORIGIN');
  }
  // request.host is the Host (or, behind the proxy, X-Forwarded-Host) with its port.
  if (originHost !== request.host.toLowerCase()) throw new AppError('FORBIDDEN', 'FOREIGN_ORIGIN');
}

/** An account's last activity is written at most this often (issue 20 item 7: cheap, the day is enough). */
export const LAST_SEEN_EVERY_MS = 86_400_000;

export interface SessionUser {
  id: number;
  role: string;
  sessionId: number;
}

const resolved = new WeakMap<FastifyRequest, SessionUser | null>();

/**
 * The user of the request's token, when it names a live session of this site (not revoked, not
 * expired, account not deleted); fills ctx.user. A token of another site is no session here.
 */
export async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const { ctx } = request;
  const now = new Date();
  const row = ctx.token ? await repository.findLiveSession(ctx, tokenHash(ctx.token), now) : null;
  // The inactive accounts' job (modules/privacy) reads it; one write a day per account, not one a request.
  const dayBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  if (row && row.lastSeenAt < dayBefore) await repository.touchLastSeen(ctx, row.userId, now, dayBefore);
  const user = row ? { id: row.userId, role: row.role, sessionId: row.sessionId } : null;
  resolved.set(request, user);
  ctx.user = user ? { id: user.id, role: user.role } : null;
  return user;
}

/** The logged user, or a 401; a cookie-authenticated change from a foreign page is a 403. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED', 'NOT_LOGGED');
  assertSameOrigin(request);
  return user;
}
