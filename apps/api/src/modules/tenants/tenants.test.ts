import { existsSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminSite,
  AdminSiteAdmin,
  AdminSiteCreate,
  AdminSiteSwitch,
  LoginResult,
  SiteInfo,
} from '@atelier/contract';
import {
  legalTextVersions,
  logos,
  mailOutbox,
  pages,
  productionStages,
  products,
  users,
} from '../../db/schema/index.ts';
import { siteFilePath } from '../../storage/storage.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let superAdmin: Customer;
let admin: Customer;
let shopper: Customer;
let superAdminOfTwo: Customer;

beforeAll(async () => {
  [superAdmin, admin, shopper, superAdminOfTwo] = await Promise.all([
    customer(t, { role: 'SUPER_ADMIN' }),
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'SUPER_ADMIN' }),
  ]);
});

let serial = 0;
const uniqueHost = (name = 'atelier') => `${name}-${Date.now().toString(36)}-${++serial}.localhost`;

const as = (who: Customer | null, site = 1) => ({ site, headers: bearer(who) });

const newSite = (overrides: Partial<AdminSiteCreate> = {}): AdminSiteCreate => ({
  name: 'Atelier Test',
  hosts: [uniqueHost()],
  defaultLanguage: 'fr_FR',
  isECommerce: false,
  templateSiteId: 1,
  ...overrides,
});

async function createSite(overrides: Partial<AdminSiteCreate> = {}) {
  return expectOk<AdminSite>(
    await t.call({ method: 'POST', url: '/api/admin/site', ...as(superAdmin), payload: newSite(overrides) }),
  );
}

/** A request as a browser sends it to a host name: no idSite header, the site comes from the Host. */
const onHost = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.call({ url, site: null, headers: { host, ...headers } });

async function invitationMail(siteId: number, email: string) {
  return vi.waitFor(async () => {
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, siteId), eq(mailOutbox.to, email)))
      .orderBy(desc(mailOutbox.id));
    if (!mail) throw new Error(`no mail to ${email} yet`);
    return mail;
  });
}

describe('who may manage the sites', () => {
  const calls = [
    { method: 'GET', url: '/api/admin/site' },
    { method: 'POST', url: '/api/admin/site', payload: newSite() },
    { method: 'PUT', url: '/api/admin/site/2', payload: { name: 'X', hosts: [uniqueHost()], isECommerce: true } },
    { method: 'GET', url: '/api/admin/site/2/admin' },
    {
      method: 'POST',
      url: '/api/admin/site/2/admin/invite',
      payload: { email: 'x@example.com', firstname: 'X', lastname: 'Y', role: 'ADMIN' },
    },
    { method: 'DELETE', url: '/api/admin/site/2/admin/1' },
    { method: 'POST', url: '/api/admin/site/2/switch' },
  ] as const;

  it.each(calls)('$method $url: 401 without a session, 403 for a customer and for a plain ADMIN', async (call) => {
    expectRefused(await t.call({ ...call, ...as(null) }), 401);
    expectRefused(await t.call({ ...call, ...as(shopper) }), 403);
    expectRefused(await t.call({ ...call, ...as(admin) }), 403);
  });

  it("is no one's on another site: a site 1 session naming site 2 by the idSite header is no session there", async () => {
    // The header chooses the site; the token is a session of site 1 only, so on site 2 nobody is logged.
    expectRefused(await t.call({ url: '/api/admin/site', ...as(superAdmin, 2) }), 401);
    expectRefused(await t.call({ url: '/api/admin/order', ...as(admin, 2) }), 401);
    expectRefused(await t.call({ url: '/api/admin/category', ...as(superAdmin, 2) }), 401);
    // Nor on site 2's host name, without the header.
    const onTwo = await onHost('vins-exemple.localhost', '/api/admin/category', {
      authorization: `Bearer ${superAdmin.token}`,
    });
    expectRefused(onTwo, 401);
  });

  it('answers privately', async () => {
    const response = await t.call({ url: '/api/admin/site', ...as(superAdmin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /api/admin/site', () => {
  it('refuses bad input naming the field', async () => {
    const bad = async (payload: object, field: string) => {
      const message = expectRefused(
        await t.call({
          method: 'POST',
          url: '/api/admin/site',
          ...as(superAdmin),
          payload: { ...newSite(), ...payload },
        }),
        400,
      );
      expect(message).toContain(field);
    };
    await bad({ hosts: ['pas un hôte'] }, 'hosts');
    await bad({ hosts: ['exemple.fr:8080'] }, 'hosts : exemple.fr:8080');
    await bad({ hosts: [] }, 'hosts');
    await bad({ hosts: ['a.fr', 'A.fr'] }, 'hosts');
    await bad({ name: '' }, 'name');
    await bad({ defaultLanguage: 'de' }, 'defaultLanguage');
    await bad({ isECommerce: 'yes' }, 'isECommerce');
    await bad({ templateSiteId: 999 }, 'templateSiteId');
    // Every field's problem at once, under its key, as the forms show them.
    const both = await t.call({
      method: 'POST',
      url: '/api/admin/site',
      ...as(superAdmin),
      payload: { ...newSite(), name: '', hosts: ['un_hôte'] },
    });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json<{ errors: Record<string, string> }>().errors).sort()).toEqual(['hosts', 'name']);
  });

  it('refuses a host name already taken (409 naming it), writing nothing', async () => {
    const before = expectOk<AdminSite[]>(await t.call({ url: '/api/admin/site', ...as(superAdmin) }));
    const taken = await t.call({
      method: 'POST',
      url: '/api/admin/site',
      ...as(superAdmin),
      payload: newSite({ hosts: [uniqueHost(), 'VINS-EXEMPLE.localhost'] }),
    });
    expect(expectRefused(taken, 409)).toContain('vins-exemple.localhost');
    expect(expectOk<AdminSite[]>(await t.call({ url: '/api/admin/site', ...as(superAdmin) }))).toEqual(before);
  });

  it('creates a site from its template that answers on its host name at once, without the shop', async () => {
    const host = uniqueHost();
    const site = await createSite({ name: 'Atelier Lumière', hosts: [host, `www.${host}`], isECommerce: false });
    expect(site).toMatchObject({
      name: 'Atelier Lumière',
      hosts: [host, `www.${host}`],
      defaultLanguage: 'fr_FR',
      isECommerce: false,
      adminCount: 0,
    });
    expect(site.id).toBeGreaterThan(2);

    // The browser's way: the Host alone names the new site, at once.
    const info = await onHost(host, '/api/site/info');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<{ data: SiteInfo }>().data).toMatchObject({
      id: site.id,
      name: 'Atelier Lumière',
      isECommerce: false,
    });
    const menu = await onHost(`www.${host}`, '/api/page');
    expect(menu.statusCode).toBe(200);

    // The template's pages, logos and their files came along; its products did not.
    const db = t.database.db;
    const templatePages = await db.select({ id: pages.id }).from(pages).where(eq(pages.siteId, 1));
    const copiedPages = await db.select({ id: pages.id }).from(pages).where(eq(pages.siteId, site.id));
    expect(copiedPages.map((p) => p.id).sort()).toEqual(templatePages.map((p) => p.id).sort());
    const copiedLogos = await db.select().from(logos).where(eq(logos.siteId, site.id));
    expect(copiedLogos.length).toBeGreaterThan(0);
    for (const logo of copiedLogos) expect(existsSync(siteFilePath(t.dataDir, site.id, logo.filename))).toBe(true);
    expect(await db.select().from(products).where(eq(products.siteId, site.id))).toEqual([]);
    // Its made-to-measure jobs go through the template's production stages, in the same order (issue 19).
    const stagesOf = (siteId: number) =>
      db
        .select({ name: productionStages.name, position: productionStages.position })
        .from(productionStages)
        .where(eq(productionStages.siteId, siteId))
        .orderBy(productionStages.position);
    const templateStages = await stagesOf(1);
    expect(templateStages.length).toBeGreaterThan(0);
    expect(await stagesOf(site.id)).toEqual(templateStages);
    // Its legal texts start with a first version of their own (by nobody), as the seeded sites' do.
    const versions = await db.select().from(legalTextVersions).where(eq(legalTextVersions.siteId, site.id));
    expect(versions.map((v) => v.key).sort()).toContain('SALE_TERMS');
    expect(versions.every((v) => v.createdBy === null)).toBe(true);

    // Audited on the super administrator's own site.
    const audit = await t.call({ url: `/api/admin/audit?entity=site&entityId=${site.id}`, ...as(superAdmin) });
    expect(JSON.stringify(expectOk(audit))).toContain('site.create');

    // The list shows it.
    const list = expectOk<AdminSite[]>(await t.call({ url: '/api/admin/site', ...as(superAdmin) }));
    expect(list.find((s) => s.id === site.id)).toEqual(site);
  });

  it('gives the new site its default language', async () => {
    const site = await createSite({ defaultLanguage: 'en', isECommerce: true });
    expect(site).toMatchObject({ defaultLanguage: 'en', isECommerce: true });
  });
});

describe('PUT /api/admin/site/{id}', () => {
  it('renames, moves the host names and turns the shop on; the old host name no longer answers for it', async () => {
    const site = await createSite();
    const [oldHost] = site.hosts;
    const newHost = uniqueHost('renamed');
    const saved = expectOk<AdminSite>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/site/${site.id}`,
        ...as(superAdmin),
        payload: { name: 'Atelier Renommé', hosts: [newHost], isECommerce: true },
      }),
    );
    expect(saved).toMatchObject({ name: 'Atelier Renommé', hosts: [newHost], isECommerce: true });
    const info = await onHost(newHost, '/api/site/info');
    expect(info.json<{ data: SiteInfo }>().data).toMatchObject({ id: site.id, isECommerce: true });
    // An unknown host is the default site.
    expect((await onHost(oldHost!, '/api/site/info')).json<{ data: SiteInfo }>().data.id).toBe(1);
  });

  it('refuses a host name of another site (409), bad input (400) and an unknown site (404)', async () => {
    const site = await createSite();
    const put = (id: number, payload: object) =>
      t.call({ method: 'PUT', url: `/api/admin/site/${id}`, ...as(superAdmin), payload });
    const conflict = await put(site.id, { name: 'X', hosts: ['localhost'], isECommerce: false });
    expect(expectRefused(conflict, 409)).toContain('localhost');
    // Its own host names are not "taken".
    expectOk(await put(site.id, { name: 'X', hosts: site.hosts, isECommerce: false }));
    expect(expectRefused(await put(site.id, { name: 'X', hosts: ['-bad-'], isECommerce: false }), 400)).toContain(
      'hosts',
    );
    expectRefused(await put(99_999, { name: 'X', hosts: [uniqueHost()], isECommerce: false }), 404);
  });
});

describe("a site's administrators", () => {
  it('invites an administrator by mail in the site’s language; the link sets a password; they log in there only', async () => {
    const site = await createSite({ defaultLanguage: 'en' });
    const email = `invite.${Date.now()}@example.com`;
    const invited = expectOk<AdminSiteAdmin>(
      await t.call({
        method: 'POST',
        url: `/api/admin/site/${site.id}/admin/invite`,
        ...as(superAdmin),
        headers: { ...bearer(superAdmin), host: 'localhost:5173' },
        payload: { email: email.toUpperCase(), firstname: 'Zoé', lastname: 'Martin', role: 'ADMIN' },
      }),
    );
    expect(invited).toMatchObject({ email, role: 'ADMIN', invited: true });

    const mail = await invitationMail(site.id, email);
    expect(mail.subject).toContain('your access');
    const link = new RegExp(
      `http://${site.hosts[0]!.replace(/\./g, '\\.')}:5173/en/password/reset/([A-Za-z0-9_-]{43})`,
    );
    const token = link.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();

    // Inviting again an address that already chose a password is a 409; before, it sends a new link.
    const again = () =>
      t.call({
        method: 'POST',
        url: `/api/admin/site/${site.id}/admin/invite`,
        ...as(superAdmin),
        payload: { email, firstname: 'Zoé', lastname: 'Martin', role: 'ADMIN' },
      });
    expectOk(await again());

    const password = 'Broderie-au-point-2025';
    const reset = await onHost(site.hosts[0]!, '/api/password/reset');
    expect(reset.statusCode).not.toBe(500);
    const setPassword = await t.call({
      method: 'PUT',
      url: '/api/password/reset',
      site: null,
      headers: { host: site.hosts[0]! },
      payload: { token, password },
    });
    expect(setPassword.statusCode, setPassword.body).toBe(200);
    expectRefused(await again(), 409);

    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      site: null,
      headers: { host: site.hosts[0]! },
      payload: { email, password },
    });
    const session = expectOk<LoginResult>(login);
    expect(session.user.role).toBe('ADMIN');
    // An administrator of the new site, there only.
    expectOk(await t.call({ url: '/api/admin/category', site: site.id, headers: bearer(session) }));
    expectRefused(await t.call({ url: '/api/admin/category', site: 1, headers: bearer(session) }), 401);
    expectRefused(await t.call({ url: '/api/admin/site', site: site.id, headers: bearer(session) }), 403);

    const admins = expectOk<AdminSiteAdmin[]>(
      await t.call({ url: `/api/admin/site/${site.id}/admin`, ...as(superAdmin) }),
    );
    expect(admins).toEqual([{ ...invited, invited: false }]);
    const listed = expectOk<AdminSite[]>(await t.call({ url: '/api/admin/site', ...as(superAdmin) }));
    expect(listed.find((s) => s.id === site.id)?.adminCount).toBe(1);

    // Taken away: the account becomes a customer's and its session ends.
    const after = expectOk<AdminSiteAdmin[]>(
      await t.call({ method: 'DELETE', url: `/api/admin/site/${site.id}/admin/${invited.id}`, ...as(superAdmin) }),
    );
    expect(after).toEqual([]);
    expectRefused(await t.call({ url: '/api/admin/category', site: site.id, headers: bearer(session) }), 401);
    const [row] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.id, invited.id)));
    expect(row?.role).toBe('CUSTOMER');
  });

  it('refuses a bad invitation (400 naming the field), an unknown site or administrator (404), and oneself (409)', async () => {
    const invite = (payload: object, id = 2) =>
      t.call({ method: 'POST', url: `/api/admin/site/${id}/admin/invite`, ...as(superAdmin), payload });
    const good = { email: `x.${Date.now()}@example.com`, firstname: 'X', lastname: 'Y', role: 'ADMIN' };
    expect(expectRefused(await invite({ ...good, email: 'pas-une-adresse' }), 400)).toContain('email');
    expect(expectRefused(await invite({ ...good, role: 'CUSTOMER' }), 400)).toContain('role');
    expect(expectRefused(await invite({ ...good, firstname: '' }), 400)).toContain('firstname');
    expectRefused(await invite(good, 99_999), 404);
    // A customer's address on that site is not turned into an administrator's.
    const client = await customer(t, { site: 2 });
    expectRefused(await invite({ ...good, email: client.email }), 409);
    expectRefused(
      await t.call({ method: 'DELETE', url: `/api/admin/site/2/admin/${client.id}`, ...as(superAdmin) }),
      404,
    );
    expectRefused(
      await t.call({ method: 'DELETE', url: `/api/admin/site/1/admin/${superAdmin.id}`, ...as(superAdmin) }),
      409,
    );
  });
});

describe('switching to another site', () => {
  it("gives a one-use ticket traded on the target's host for a session there", async () => {
    const site = await createSite();
    const ticket = expectOk<AdminSiteSwitch>(
      await t.call({ method: 'POST', url: `/api/admin/site/${site.id}/switch`, ...as(superAdmin) }),
    );
    expect(ticket.host).toBe(site.hosts[0]);
    // The ticket is no session of the home site.
    expectRefused(await t.call({ method: 'POST', url: '/api/site-switch', payload: { ticket: ticket.ticket } }), 401);
    const enter = () =>
      t.call({
        method: 'POST',
        url: '/api/site-switch',
        site: null,
        headers: { host: ticket.host },
        payload: { ticket: ticket.ticket },
      });
    const entered = await enter();
    const session = expectOk<LoginResult>(entered);
    expect(session.user.role).toBe('SUPER_ADMIN');
    expect(String(entered.headers['set-cookie'])).toContain('token=');
    expectOk(await t.call({ url: '/api/admin/category', site: site.id, headers: bearer(session) }));
    // Once only.
    expectRefused(await enter(), 401);
    expectRefused(await t.call({ method: 'POST', url: '/api/site-switch', payload: { ticket: '' } }), 400);
    // A normal session is no ticket.
    expectRefused(
      await t.call({ method: 'POST', url: '/api/site-switch', payload: { ticket: superAdmin.token } }),
      401,
    );
  });

  it("refuses when one's address is someone else's account there (409)", async () => {
    // An ADMIN account with the super administrator's address on the target is refused; a super administrator
    // of site 2 (no account on site 1) gets one there.
    const site = await createSite();
    await t.database.db.insert(users).values({ siteId: site.id, email: superAdmin.email, role: 'ADMIN' });
    expectRefused(await t.call({ method: 'POST', url: `/api/admin/site/${site.id}/switch`, ...as(superAdmin) }), 409);
    expectOk(await t.call({ method: 'POST', url: '/api/admin/site/1/switch', ...as(superAdminOfTwo, 2) }));
  });
});
