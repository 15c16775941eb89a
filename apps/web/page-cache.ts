import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedAnswer, sendCachedAnswer, SiteResponseCache, type CachedAnswer } from '@atelier/api/response-cache';
import { LOCALE_COOKIE } from './app/features/i18n/locale.ts';
import { isConsentPending } from './app/features/consent/consent-pending.ts';

/** A rendered page (or a navigation's `.data`), as React Router answered it. */
interface CachedPage {
  answer: CachedAnswer;
  headers: [string, string][];
  storedAt: number;
}

/** Pages also show the date (the footer's year, news dates): a kept page is rendered again after this. */
const MAX_AGE_MS = 10 * 60_000;
const MAX_PAGES_PER_SITE = 300;

/**
 * Cookies that do not change what the server renders: the consent choice (a page is kept with and without the
 * consent banner's first window, the slot says which), the
 * language choice (pages take their language from the path) and the analytics services' own. A visitor
 * with any other cookie (a session, later) gets a page rendered for them.
 */
const NEUTRAL_COOKIE = new RegExp(`^(cc_cookie|${LOCALE_COOKIE}|_ga\\w*|_gid|_gcl_\\w+|_pk_\\w+|_fbp|_fbc)$`);

function hasOnlyNeutralCookies(header: string | undefined) {
  if (!header) return true;
  return header.split(';').every((pair) => {
    const name = pair.split('=')[0]?.trim() ?? '';
    return name === '' || NEUTRAL_COOKIE.test(name);
  });
}

/** Headers a kept page must not replay, or that Fastify sets again itself. */
const NOT_REPLAYED = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date', 'vary']);

/**
 * Server-rendered pages kept per site, host and URL, dropped with the API's answers when the site's data
 * changes (decision 004), so that the brochure pages of a site cost one render per change, not one per
 * visit. Only anonymous GETs answered 200 without a cookie are kept.
 */
export class PageCache {
  #cache = new SiteResponseCache<CachedPage>(MAX_PAGES_PER_SITE);
  #app: FastifyInstance;
  /**
   * The pages being rendered to be kept, by site and key, with the site's generation they were started in. Right
   * after a change, every visitor of the home page misses it at once: one renders it, the others wait for it.
   */
  #rendering = new Map<string, { generation: string; done: Promise<void> }>();

  constructor(app: FastifyInstance) {
    this.#app = app;
    app.sites.onChange((siteId) => this.#cache.invalidate(siteId));
  }

  /** Where this request's page would be kept, or null when it must be rendered for this visitor. */
  async slotOf(request: FastifyRequest): Promise<{ siteId: number; key: string; generation: string } | null> {
    if (request.method !== 'GET' || !hasOnlyNeutralCookies(request.headers.cookie)) return null;
    const host = request.headers.host ?? '';
    const siteId = await this.#app.sites.siteIdOfHost(host);
    // A page is kept twice: with the consent banner's first window up (a visitor who has not answered) and
    // without (consent-pending.ts); a navigation's data is the same for both.
    const pending =
      !/\.data(\?|$)/.test(request.url) && isConsentPending(request.headers.cookie, request.headers['user-agent']);
    const key = `${host} ${request.url}${pending ? ' consent-pending' : ''}`;
    return { siteId, key, generation: this.#cache.generation(siteId) };
  }

  /** The render of the slot's page that another request started in the same generation of the site, if any. */
  renderedElsewhere(slot: { siteId: number; key: string; generation: string }): Promise<void> | null {
    const rendering = this.#rendering.get(`${slot.siteId} ${slot.key}`);
    return rendering?.generation === slot.generation ? rendering.done : null;
  }

  /** Says that this request renders the slot's page, until the returned function is called. */
  rendering(slot: { siteId: number; key: string; generation: string }): () => void {
    const key = `${slot.siteId} ${slot.key}`;
    let finish = () => {};
    const entry = { generation: slot.generation, done: new Promise<void>((resolve) => (finish = resolve)) };
    this.#rendering.set(key, entry);
    return () => {
      if (this.#rendering.get(key) === entry) this.#rendering.delete(key);
      finish();
    };
  }

  /** Sends the kept page if there is a fresh one; false when the page has to be rendered. */
  sendIfKept(request: FastifyRequest, reply: FastifyReply, slot: { siteId: number; key: string }) {
    const page = this.#cache.get(slot.siteId, slot.key);
    if (!page || Date.now() - page.storedAt > MAX_AGE_MS) return false;
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('x-cache', 'hit');
    void sendCachedAnswer(request, reply, page.answer);
    return true;
  }

  /** Keeps a rendered page (unless the site changed meanwhile) and returns its answer to send. */
  keep(slot: { siteId: number; key: string; generation: string }, body: string, headers: Headers): CachedAnswer {
    const replayed: [string, string][] = [];
    headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name)) replayed.push([name, value]);
    });
    const answer = cachedAnswer(body);
    this.#cache.set(slot.siteId, slot.key, { answer, headers: replayed, storedAt: Date.now() }, slot.generation);
    return answer;
  }
}

/** Whether a rendered answer may be kept for every visitor. */
export function isKeepable(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '') &&
    /^(text\/html|text\/x-script|application\/(json|xml)|text\/plain)/.test(type)
  );
}
