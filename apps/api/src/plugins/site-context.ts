import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { siteDomains, sites } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export interface SiteIndex {
  ids: Set<number>;
  byHost: Map<string, number>;
}

/** Known sites and their host names, read once and dropped when a site's domains change. */
export class SiteRegistry {
  #db: Db;
  #index: SiteIndex | null = null;
  #loading: Promise<SiteIndex> | null = null;

  constructor(db: Db) {
    this.#db = db;
  }

  invalidate() {
    this.#index = null;
    this.#loading = null;
  }

  /** Whether the index is loaded (read-only: for the caches' tests). */
  get loaded(): boolean {
    return this.#index !== null;
  }

  /** The index, synchronously once loaded (the hot path of every request). */
  load(): SiteIndex | Promise<SiteIndex> {
    if (this.#index) return this.#index;
    const loading = (this.#loading ??= (async () => {
      const [siteRows, domainRows] = await Promise.all([
        this.#db.select({ id: sites.id }).from(sites),
        this.#db.select().from(siteDomains),
      ]);
      return {
        ids: new Set(siteRows.map((row) => row.id)),
        byHost: new Map(domainRows.map((row) => [row.host.toLowerCase(), row.siteId])),
      };
    })());
    return loading.then(
      (index) => {
        if (this.#loading === loading) this.#index = index;
        return index;
      },
      (error: unknown) => {
        if (this.#loading === loading) this.#loading = null;
        throw error;
      },
    );
  }
}

/** SPEC §7 `userLang`: fr_FR or en; anything else (or nothing) is the default language. */
export function localeFromHeader(value: string | string[] | undefined): Locale {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

function tokenOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return request.cookies.token ?? null;
}

/**
 * Resolves the site once per request (decision 011): the `idSite` header; else the `idSite` cookie that login
 * sets, unless the host is another site's domain; else the Host name (site domains); else DEFAULT_SITE_ID.
 * The cookie's domain drops the host's first label, so a browser also sends it to sibling sub-domains that may
 * be other tenants: on a site's own domain that site always wins, and the cookie only chooses among the sites a
 * host that is nobody's domain serves (any site, as the header can name any). A cookie that names no site is
 * ignored: a stale cookie must not break every page.
 */
function resolveSiteId(request: FastifyRequest, index: SiteIndex, defaultSiteId: number): number {
  const header = request.headers.idsite;
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw !== undefined && raw !== '') {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw new AppError('BAD_REQUEST', 'INVALID_SITE_HEADER');
    const siteId = Number(raw);
    if (!index.ids.has(siteId)) throw new AppError('NOT_FOUND', 'UNKNOWN_SITE', { site: siteId });
    return siteId;
  }
  const ofHost = siteOfHost(index, request.headers.host ?? '');
  const cookie = request.cookies.idSite;
  const ofCookie = cookie !== undefined && /^\d{1,9}$/.test(cookie) ? Number(cookie) : null;
  if (ofCookie !== null && index.ids.has(ofCookie) && (ofHost === undefined || ofHost === ofCookie)) return ofCookie;
  return ofHost ?? defaultSiteId;
}

function siteOfHost(index: SiteIndex, host: string): number | undefined {
  return index.byHost.get(host.replace(/:\d+$/, '').toLowerCase());
}

/** The site a host name (with or without its port) belongs to, else the default site. */
export function siteIdOfHost(index: SiteIndex, host: string, defaultSiteId: number): number {
  return siteOfHost(index, host) ?? defaultSiteId;
}

/** What the app tells the storefront about sites: which one a host is, and when one's data changes. */
export interface SiteDirectory {
  siteIdOfHost(host: string): number | Promise<number>;
  /** Called with a site's id each time its data changes (decision 004). */
  onChange(listener: (siteId: number) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteDirectory;
  }
}

export function registerSiteContext(
  app: FastifyInstance,
  options: { db: Db; registry: SiteRegistry; defaultSiteId: number },
) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', (request, _reply, done) => {
    // Set the locale first so that an error about the site is already in the right language.
    const ctx: RequestContext = {
      siteId: options.defaultSiteId,
      locale: localeFromHeader(request.headers.userlang),
      token: tokenOf(request),
      user: null,
      db: options.db,
    };
    request.ctx = ctx;
    const resolve = (index: SiteIndex) => {
      ctx.siteId = resolveSiteId(request, index, options.defaultSiteId);
    };
    // A callback hook, synchronous once the site index is loaded: this runs on every API request.
    const index = options.registry.load();
    if (!(index instanceof Promise)) {
      try {
        resolve(index);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    index.then(resolve).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  });
}
