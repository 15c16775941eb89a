import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminFooterItem,
  AdminMenu,
  AdminMenuEntry,
  AdminMenuTargets,
  AdminSocialLinks,
  Element,
  List,
  AuditEntry,
  MenuPage,
  SiteParameter,
} from '@atelier/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1, lang: 'fr_FR' | 'en' = 'fr_FR') => ({ site, lang, headers: bearer(who) });
const errorsOf = (response: { json: <T>() => T }) => response.json<{ errors: Record<string, string> }>().errors;

const flat = (entries: AdminMenuEntry[]): AdminMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children)]);
const flatMenu = (entries: MenuPage[]): MenuPage[] => entries.flatMap((entry) => [entry, ...flatMenu(entry.children)]);
const storefrontMenu = async (lang: 'fr_FR' | 'en' = 'fr_FR', site = 1) =>
  flatMenu(expectOk<MenuPage[]>(await t.call({ url: '/api/page', site, lang })));

async function createCategory(name: { fr_FR: string; en: string }) {
  return expectOk<AdminCategory>(
    await t.call({ method: 'POST', url: '/api/admin/category', ...as(admin), payload: { name } }),
  );
}

const link = (
  target: unknown,
  title: { fr_FR: string; en?: string } = { fr_FR: 'Nos coussins', en: 'Our cushions' },
  parentId: number | null = null,
) => ({
  title,
  target,
  parentId,
});

describe('/api/admin/menu (issue 18 item 3)', () => {
  it('reads the whole tree with hidden entries, both languages and where each entry leads', async () => {
    const menu = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    expect(menu.maxDepth).toBe(2);
    const entries = flat(menu.entries);
    expect(entries.length).toBeGreaterThan(3);
    const home = entries.find((entry) => entry.isHome)!;
    expect(home).toMatchObject({ kind: 'page', parentId: null, urls: { fr_FR: '/', en: '/en' } });
    expect(home.title.en).toBeTruthy();
    expect(entries.some((entry) => entry.children.length > 0)).toBe(true);
  });

  it('adds a link to a category, shown in the storefront menu in both languages, following the slug', async () => {
    const category = await createCategory({ fr_FR: 'Coussins brodés', en: 'Embroidered cushions' });
    const menu = expectOk<AdminMenu>(
      await t.call({
        method: 'POST',
        url: '/api/admin/menu/link',
        ...as(admin),
        payload: link({ kind: 'category', id: category.id }),
      }),
    );
    const added = flat(menu.entries).find((entry) => entry.title.fr_FR === 'Nos coussins')!;
    expect(added).toMatchObject({ kind: 'link', type: 'LINK', target: { kind: 'category', id: category.id } });
    expect(added.urls).toEqual(category.urls);

    const fr = (await storefrontMenu('fr_FR')).find((entry) => entry.id === added.id)!;
    expect(fr).toMatchObject({
      menuTitle: 'Nos coussins',
      url: category.urls.fr_FR,
      link: { url: category.urls.fr_FR },
    });
    const en = (await storefrontMenu('en')).find((entry) => entry.id === added.id)!;
    expect(en).toMatchObject({ menuTitle: 'Our cushions', link: { url: category.urls.en, type: 'INTERNAL' } });

    // The category's slug moves: the menu follows at once.
    const renamed = expectOk<AdminCategory>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/category/${category.id}`,
        ...as(admin),
        payload: { name: category.name, slug: { fr_FR: 'coussins-main', en: 'hand-cushions' } },
      }),
    );
    const after = (await storefrontMenu('en')).find((entry) => entry.id === added.id)!;
    expect(after.link?.url).toBe(renamed.urls.en);
    expect(renamed.urls.en).toContain('hand-cushions');

    const audit = expectOk<List<AuditEntry>>(
      await t.call({ url: `/api/admin/audit?entity=menuEntry&entityId=${added.id}`, ...as(admin) }),
    );
    expect(audit.items.map((entry) => entry.action)).toContain('menu.link.create');
  });

  it('links to a page, a product, a blog folder or an address; edits and removes a link', async () => {
    const targets = expectOk<AdminMenuTargets>(await t.call({ url: '/api/admin/menu/targets', ...as(admin) }));
    expect(targets.page.length).toBeGreaterThan(0);
    expect(targets.product.length).toBeGreaterThan(0);
    expect(targets.blogFolder.length).toBeGreaterThan(0);
    const product = targets.product.find((choice) => choice.isPublished)!;
    const folder = targets.blogFolder.find((choice) => choice.isPublished)!;
    const page = targets.page.find((choice) => choice.isPublished)!;

    const create = async (target: unknown, title: { fr_FR: string; en: string }) => {
      const menu = expectOk<AdminMenu>(
        await t.call({ method: 'POST', url: '/api/admin/menu/link', ...as(admin), payload: link(target, title) }),
      );
      return flat(menu.entries).find((entry) => entry.title.fr_FR === title.fr_FR)!;
    };
    const toProduct = await create({ kind: 'product', id: product.id }, { fr_FR: 'Produit phare', en: 'Star product' });
    expect(toProduct.urls?.fr_FR).toMatch(new RegExp(`/${product.id}$`));
    expect(toProduct.urls?.en).toMatch(/^\/en\//);
    const toFolder = await create({ kind: 'blogFolder', id: folder.id }, { fr_FR: 'Le carnet', en: 'Notebook' });
    expect(toFolder.urls?.fr_FR).toMatch(new RegExp(`^/blog/.+/${folder.id}$`));
    const toPage = await create({ kind: 'page', id: page.id }, { fr_FR: 'Voir la page', en: 'See the page' });
    expect(toPage.urls?.fr_FR.startsWith('/')).toBe(true);
    const toUrl = await create(
      { kind: 'url', url: { fr_FR: 'https://exemple.fr/atelier', en: 'https://example.com/workshop' } },
      { fr_FR: 'Partenaire', en: 'Partner' },
    );
    const en = (await storefrontMenu('en')).find((entry) => entry.id === toUrl.id)!;
    expect(en.link).toMatchObject({ type: 'EXTERNAL', url: 'https://example.com/workshop' });

    // Edit: title and target; hidden from the menu.
    const saved = expectOk<AdminMenu>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/menu/link/${toUrl.id}`,
        ...as(admin),
        payload: {
          ...link({ kind: 'url', url: { fr_FR: '/contact' } }, { fr_FR: 'Écrire', en: 'Write' }),
          showInMenu: false,
        },
      }),
    );
    expect(flat(saved.entries).find((entry) => entry.id === toUrl.id)).toMatchObject({
      title: { fr_FR: 'Écrire', en: 'Write' },
      showInMenu: false,
      urls: { fr_FR: '/contact', en: '/contact' },
    });
    const fr = (await storefrontMenu()).find((entry) => entry.id === toUrl.id)!;
    expect(fr).toMatchObject({ showInMenu: false, link: { type: 'INTERNAL', url: '/contact' } });

    // Remove: gone from both.
    for (const entry of [toProduct, toFolder, toPage, toUrl]) {
      expectOk(await t.call({ method: 'DELETE', url: `/api/admin/menu/link/${entry.id}`, ...as(admin) }));
    }
    const ids = (await storefrontMenu()).map((entry) => entry.id);
    expect(ids).not.toContain(toUrl.id);
    expect(ids).not.toContain(toProduct.id);
  });

  it('removing a link keeps its sub-entries, moved up to its place', async () => {
    const menu = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    const category = await createCategory({ fr_FR: 'Sièges', en: 'Seats' });
    const parent = flat(
      expectOk<AdminMenu>(
        await t.call({
          method: 'POST',
          url: '/api/admin/menu/link',
          ...as(admin),
          payload: link({ kind: 'category', id: category.id }, { fr_FR: 'Parent', en: 'Parent' }),
        }),
      ).entries,
    ).find((entry) => entry.title.fr_FR === 'Parent')!;
    const child = flat(
      expectOk<AdminMenu>(
        await t.call({
          method: 'POST',
          url: '/api/admin/menu/link',
          ...as(admin),
          payload: link({ kind: 'url', url: { fr_FR: '/contact' } }, { fr_FR: 'Enfant', en: 'Child' }, parent.id),
        }),
      ).entries,
    ).find((entry) => entry.title.fr_FR === 'Enfant')!;
    expect(child.parentId).toBe(parent.id);
    // Not under a sub-entry: the storefront draws two levels.
    const tooDeep = await t.call({
      method: 'POST',
      url: '/api/admin/menu/link',
      ...as(admin),
      payload: link({ kind: 'url', url: { fr_FR: '/contact' } }, { fr_FR: 'Trop bas' }, child.id),
    });
    expectRefused(tooDeep, 400);
    expect(errorsOf(tooDeep)).toHaveProperty('parentId');

    const after = expectOk<AdminMenu>(
      await t.call({ method: 'DELETE', url: `/api/admin/menu/link/${parent.id}`, ...as(admin) }),
    );
    expect(flat(after.entries).find((entry) => entry.id === child.id)?.parentId).toBeNull();
    expect(flat(after.entries)).toHaveLength(flat(menu.entries).length + 1);
    // A page is not removed here.
    const page = flat(after.entries).find((entry) => entry.kind === 'page')!;
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/menu/link/${page.id}`, ...as(admin) }), 404);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/menu/link/${child.id}`, ...as(admin) }));
  });

  it('saves the whole order in one call; refuses a loop, a missing entry and a tree too deep', async () => {
    const menu = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    const entries = flat(menu.entries);
    const order = entries.map((entry) => ({ id: entry.id, parentId: entry.parentId, position: entry.position }));
    const tops = order.filter((entry) => entry.parentId === null);
    const [first, second] = tops;
    // Swap the two first top entries.
    const swapped = order.map((entry) =>
      entry.id === first!.id
        ? { ...entry, position: second!.position }
        : entry.id === second!.id
          ? { ...entry, position: first!.position }
          : entry,
    );
    const saved = expectOk<AdminMenu>(
      await t.call({ method: 'PUT', url: '/api/admin/menu/order', ...as(admin), payload: { entries: swapped } }),
    );
    const positions = new Map(flat(saved.entries).map((entry) => [entry.id, entry.position]));
    expect(positions.get(first!.id)).toBe(second!.position);
    const storefront = expectOk<MenuPage[]>(await t.call({ url: '/api/page' }));
    expect(storefront.find((entry) => entry.id === first!.id)?.order).toBe(second!.position);

    const put = (body: object) => t.call({ method: 'PUT', url: '/api/admin/menu/order', ...as(admin), payload: body });
    const missing = await put({ entries: order.slice(1) });
    expectRefused(missing, 400);
    expect(errorsOf(missing)).toHaveProperty('entries');
    const parentWithChildren = entries.find((entry) => entry.children.length > 0)!;
    const child = parentWithChildren.children[0]!;
    const loop = order.map((entry) => (entry.id === parentWithChildren.id ? { ...entry, parentId: child.id } : entry));
    const looped = await put({ entries: loop });
    expectRefused(looped, 400);
    expect(Object.values(errorsOf(looped)).join(' ')).toMatch(/dans elle-même/);
    // A top entry under a sub-entry: three levels.
    const other = tops.find((entry) => entry.id !== parentWithChildren.id)!;
    const deep = await put({
      entries: order.map((entry) => (entry.id === other.id ? { ...entry, parentId: child.id } : entry)),
    });
    expectRefused(deep, 400);
    expect(Object.values(errorsOf(deep)).join(' ')).toMatch(/niveaux/);
    expectRefused(await put({ entries: [{ id: 'x' }] }), 400);
    // Nothing half-written: the tree is as saved.
    const still = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    expect(still).toEqual(saved);
  });

  it('saves an entry’s menu title in both languages and hides it', async () => {
    const menu = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    const page = flat(menu.entries).find((entry) => entry.kind === 'page' && !entry.isHome && entry.showInMenu)!;
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/menu/entry/${page.id}`,
        ...as(admin),
        payload: { menuTitle: { fr_FR: 'Ateliers', en: 'Workshops' }, showInMenu: true },
      }),
    );
    expect((await storefrontMenu('en')).find((entry) => entry.id === page.id)?.menuTitle).toBe('Workshops');
    const hidden = expectOk<AdminMenu>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/menu/entry/${page.id}`,
        ...as(admin),
        payload: { menuTitle: null, showInMenu: false },
      }),
    );
    expect(flat(hidden.entries).find((entry) => entry.id === page.id)).toMatchObject({
      menuTitle: null,
      showInMenu: false,
    });
    expect((await storefrontMenu()).find((entry) => entry.id === page.id)?.showInMenu).toBe(false);
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/menu/entry/${page.id}`,
        ...as(admin),
        payload: { menuTitle: page.menuTitle, showInMenu: true },
      }),
    );
  });

  it('answers 401, 403, 404 for another site’s entry or target, 400 on bad input', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/menu' },
      { method: 'GET' as const, url: '/api/admin/menu/targets' },
      { method: 'POST' as const, url: '/api/admin/menu/link', payload: link({ kind: 'url', url: { fr_FR: '/' } }) },
      { method: 'PUT' as const, url: '/api/admin/menu/order', payload: { entries: [] } },
      { method: 'PUT' as const, url: '/api/admin/menu/entry/1', payload: { menuTitle: null, showInMenu: true } },
      { method: 'DELETE' as const, url: '/api/admin/menu/link/1' },
    ];
    for (const call of routes) {
      expectRefused(await t.call(call), 401);
      expectRefused(await t.call({ ...call, ...as(shopper) }), 403);
    }
    const menu = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    const page = flat(menu.entries)[0]!;
    // Another site's entry, another site's target.
    const entryBody = { menuTitle: null, showInMenu: true };
    expectRefused(
      await t.call({
        method: 'PUT',
        url: `/api/admin/menu/entry/${page.id}`,
        ...as(otherAdmin, 2),
        payload: entryBody,
      }),
      404,
    );
    const elsewhere = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(otherAdmin, 2) }));
    expect(flat(elsewhere.entries).map((entry) => entry.id)).not.toContain(page.id);
    const category = await createCategory({ fr_FR: 'Rideaux', en: 'Curtains' });
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/admin/menu/link',
        ...as(otherAdmin, 2),
        payload: link({ kind: 'category', id: category.id }),
      }),
      404,
    );
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/admin/menu/link',
        ...as(otherAdmin, 2),
        payload: link({ kind: 'page', id: page.id }),
      }),
      404,
    );
    // Bad input names the field.
    const untitled = await t.call({
      method: 'POST',
      url: '/api/admin/menu/link',
      ...as(admin),
      payload: link({ kind: 'url', url: { fr_FR: '/' } }, { fr_FR: ' ', en: '' }),
    });
    expectRefused(untitled, 400);
    expect(errorsOf(untitled)).toHaveProperty(['title.fr_FR']);
    const script = await t.call({
      method: 'POST',
      url: '/api/admin/menu/link',
      ...as(admin),
      payload: link({ kind: 'url', url: { fr_FR: 'javascript:alert(1)' } }),
    });
    expectRefused(script, 400);
    expect(errorsOf(script)).toHaveProperty(['target.url.fr_FR']);
    const unknownKind = await t.call({
      method: 'POST',
      url: '/api/admin/menu/link',
      ...as(admin),
      payload: link({ kind: 'video', id: 1 }),
    });
    expectRefused(unknownKind, 400);
    expectRefused(
      await t.call({ method: 'PUT', url: '/api/admin/menu/entry/abc', ...as(admin), payload: entryBody }),
      400,
    );
    expectRefused(
      await t.call({ method: 'PUT', url: '/api/admin/menu/entry/2147000000', ...as(admin), payload: entryBody }),
      404,
    );
    const after = expectOk<AdminMenu>(await t.call({ url: '/api/admin/menu', ...as(admin) }));
    expect(flat(after.entries)).toHaveLength(flat(menu.entries).length);
  });
});

describe('/api/admin/footer/{list} (issue 18 item 3)', () => {
  const storefront = async (route: string, lang: 'fr_FR' | 'en' = 'fr_FR') =>
    expectOk<List<Element>>(await t.call({ url: `/api/element/${route}?nbItem=100`, lang })).items;

  it('adds, saves, orders and removes footer links, shown by the storefront in both languages', async () => {
    const url = '/api/admin/footer/link-footer';
    const before = expectOk<AdminFooterItem[]>(await t.call({ url, ...as(admin) }));
    const created = expectOk<AdminFooterItem>(
      await t.call({
        method: 'POST',
        url,
        ...as(admin),
        payload: {
          title: { fr_FR: 'Nos ateliers', en: 'Our workshops' },
          url: { fr_FR: '/ateliers', en: '/en/workshops' },
        },
      }),
    );
    expect(created).toMatchObject({
      list: 'link-footer',
      group: 'site',
      url: { fr_FR: '/ateliers', en: '/en/workshops' },
    });
    const en = (await storefront('link-footer', 'en')).find((element) => element.id === created.id)!;
    expect(en).toMatchObject({ title: 'Our workshops', url: '/en/workshops' });

    const saved = expectOk<AdminFooterItem>(
      await t.call({
        method: 'PUT',
        url: `${url}/${created.id}`,
        ...as(admin),
        payload: { title: { fr_FR: 'Mentions', en: 'Notice' }, url: { fr_FR: '/mentions' }, group: 'legal' },
      }),
    );
    expect(saved).toMatchObject({ group: 'legal', url: { fr_FR: '/mentions' } });
    const legal = (await storefront('link-footer')).find((element) => element.id === created.id)!;
    expect(legal.data).toMatchObject({ group: 'legal' });

    const ids = [created.id, ...before.map((item) => item.id)];
    const ordered = expectOk<AdminFooterItem[]>(
      await t.call({ method: 'PUT', url: `${url}/order`, ...as(admin), payload: { ids } }),
    );
    expect(ordered.map((item) => item.id)).toEqual(ids);
    expect((await storefront('link-footer')).map((element) => element.id)).toEqual(ids);
    const incomplete = await t.call({
      method: 'PUT',
      url: `${url}/order`,
      ...as(admin),
      payload: { ids: [created.id] },
    });
    expectRefused(incomplete, 400);
    expect(errorsOf(incomplete)).toHaveProperty('ids');

    const noUrl = await t.call({ method: 'POST', url, ...as(admin), payload: { title: { fr_FR: 'Sans adresse' } } });
    expectRefused(noUrl, 400);
    expect(errorsOf(noUrl)).toHaveProperty(['url.fr_FR']);

    expectOk(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) }));
    expect((await storefront('link-footer')).map((element) => element.id)).not.toContain(created.id);
  });

  it('adds a footer logo with its picture and description; refuses one without a picture', async () => {
    const url = '/api/admin/footer/logo-footer';
    const noImage = await t.call({ method: 'POST', url, ...as(admin), payload: { title: { fr_FR: 'Label' } } });
    expectRefused(noImage, 400);
    expect(errorsOf(noImage)).toHaveProperty('image');
    const outside = await t.call({
      method: 'POST',
      url,
      ...as(admin),
      payload: { title: { fr_FR: 'Label' }, image: '../site-2/logo.png' },
    });
    expectRefused(outside, 400);
    const created = expectOk<AdminFooterItem>(
      await t.call({
        method: 'POST',
        url,
        ...as(admin),
        payload: {
          title: { fr_FR: 'Artisan', en: 'Craftsman' },
          image: 'logos/artisan.png',
          alt: { fr_FR: 'Label artisan', en: 'Craftsman label' },
          url: { fr_FR: 'https://artisanat.fr' },
        },
      }),
    );
    expect(created.image).toEqual({ path: 'logos/artisan.png', url: '/media/site-1/logos/artisan.png' });
    const shown = (await storefront('logo-footer', 'en')).find((element) => element.id === created.id)!;
    expect(shown.image?.alt).toBe('Craftsman label');
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) }));
  });

  it('answers 401, 403, 404 for another site’s item, 400 for an unknown list', async () => {
    const url = '/api/admin/footer/link-footer';
    const body = { title: { fr_FR: 'Lien' }, url: { fr_FR: '/' } };
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, ...as(shopper) }), 403);
    expectRefused(await t.call({ method: 'POST', url, payload: body }), 401);
    expectRefused(await t.call({ method: 'POST', url, ...as(shopper), payload: body }), 403);
    const created = expectOk<AdminFooterItem>(await t.call({ method: 'POST', url, ...as(admin), payload: body }));
    expectRefused(
      await t.call({ method: 'PUT', url: `${url}/${created.id}`, ...as(otherAdmin, 2), payload: body }),
      404,
    );
    expectRefused(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(otherAdmin, 2) }), 404);
    // The same id in the other list is not this item.
    expectRefused(
      await t.call({ method: 'DELETE', url: `/api/admin/footer/logo-footer/${created.id}`, ...as(admin) }),
      404,
    );
    expectRefused(await t.call({ url: '/api/admin/footer/slider', ...as(admin) }), 400);
    expectOk(await t.call({ method: 'DELETE', url: `${url}/${created.id}`, ...as(admin) }));
  });
});

describe('/api/admin/social-links (issue 18 item 3)', () => {
  const url = '/api/admin/social-links';
  const parameters = async (site = 1) =>
    new Map(
      expectOk<SiteParameter[]>(await t.call({ url: '/api/parameter', site })).map((parameter) => [
        parameter.type,
        parameter.value,
      ]),
    );

  it('reads and saves the networks’ addresses; the storefront’s parameters follow at once', async () => {
    const links = expectOk<AdminSocialLinks>(await t.call({ url, ...as(admin) }));
    expect(links.links.map((link) => link.key)).toContain('FACEBOOK_URL');
    const saved = expectOk<AdminSocialLinks>(
      await t.call({
        method: 'PUT',
        url,
        ...as(admin),
        payload: { INSTAGRAM_URL: 'https://instagram.com/atelier', TELEGRAM_AT: '@atelier', FACEBOOK_URL: '' },
      }),
    );
    const value = (key: string) => saved.links.find((link) => link.key === key)?.value;
    expect(value('INSTAGRAM_URL')).toBe('https://instagram.com/atelier');
    expect(value('TELEGRAM_AT')).toBe('@atelier');
    expect(value('FACEBOOK_URL')).toBeNull();
    const stored = await parameters();
    expect(stored.get('INSTAGRAM_URL')).toBe('https://instagram.com/atelier');
    expect(stored.get('FACEBOOK_URL') ?? null).toBeNull();
    expect((await parameters(2)).get('INSTAGRAM_URL')).not.toBe('https://instagram.com/atelier');
  });

  it('refuses an address that is not https and a bad name; 401 and 403', async () => {
    const bad = await t.call({
      method: 'PUT',
      url,
      ...as(admin),
      payload: { YOUTUBE_URL: 'javascript:alert(1)', GITHUB_REPOSITORY: 'a b' },
    });
    expectRefused(bad, 400);
    expect(errorsOf(bad)).toHaveProperty('YOUTUBE_URL');
    expect(errorsOf(bad)).toHaveProperty('GITHUB_REPOSITORY');
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, ...as(shopper) }), 403);
    expectRefused(await t.call({ method: 'PUT', url, ...as(shopper), payload: {} }), 403);
  });
});
