import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBlogArticle,
  AdminBlogArticleInput,
  AdminBlogFolder,
  AuditEntry,
  BlogArticle,
  BlogFolderContent,
  List,
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
let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;

async function createFolder(name = `Dossier ${unique()}`) {
  return expectOk<AdminBlogFolder>(
    await t.call({ method: 'POST', url: '/api/admin/blog/folder', ...as(admin), payload: { name: { fr_FR: name } } }),
  );
}

const article = (folderId: number, title = `Refaire une bergère ${unique()}`): AdminBlogArticleInput => ({
  folderId,
  title: { fr_FR: title, en: `Re-covering a bergère ${title.split(' ').pop()}` },
  summary: { fr_FR: 'Les étapes', en: 'The steps' },
  body: {
    fr_FR: '<p>Le <strong>crin</strong> d’abord.</p><script>alert(1)</script><img src="x.png" onerror="alert(1)">',
    en: '<p onclick="x()">Horsehair <a href="javascript:alert(1)">first</a>.</p>',
  },
  image: { path: 'blog/banquette-cuir.svg', alt: { fr_FR: 'Une banquette en cuir', en: 'A leather bench' } },
  author: 'Claire',
});

describe('/api/admin/blog/article (issue 18 item 6)', () => {
  it('writes an article in both languages, sanitised, unpublished until published; then the blog shows it', async () => {
    const folder = await createFolder();
    const created = expectOk<AdminBlogArticle>(
      await t.call({ method: 'POST', url: '/api/admin/blog/article', ...as(admin), payload: article(folder.id) }),
    );
    expect(created.isPublished).toBe(false);
    expect(created.slug.fr_FR).toMatch(/^refaire-une-bergere-/);
    expect(created.slug.en).toMatch(/^re-covering-a-bergere-/);
    expect(created.body.fr_FR).toBe('<p>Le <strong>crin</strong> d’abord.</p><img src="/media/site-1/x.png" />');
    expect(created.body.en).toBe('<p>Horsehair <a>first</a>.</p>');
    expect(created.image).toMatchObject({
      path: 'blog/banquette-cuir.svg',
      url: '/media/site-1/blog/banquette-cuir.svg',
    });
    expect(created.image!.width).toBeGreaterThan(0);

    // Not on the storefront while unpublished.
    expectRefused(await t.call({ url: `/api/blog/${created.id}` }), 404);
    const published = expectOk<AdminBlogArticle>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/blog/article/${created.id}/published`,
        ...as(admin),
        payload: { isPublished: true },
      }),
    );
    expect(published.isPublished).toBe(true);
    const shown = expectOk<BlogArticle>(await t.call({ url: `/api/blog/${created.id}`, lang: 'en' }));
    expect(shown).toMatchObject({ lang: 'en', summary: 'The steps' });
    expect(shown.image).toMatchObject({ url: '/media/site-1/blog/banquette-cuir.svg', alt: 'A leather bench' });
    expect(shown.body).toContain('Horsehair');
    const root = expectOk<BlogFolderContent>(await t.call({ url: '/api/blog/folder' }));
    expect(root.blogs.items.map((item) => item.id)).toContain(created.id);

    // Found in the list by either language's title, and by its folder.
    const found = expectOk<List<AdminBlogArticle>>(
      await t.call({ url: `/api/admin/blog/article?title=lk:re-covering&folderId=${folder.id}`, ...as(admin) }),
    );
    expect(found.items.map((item) => item.id)).toEqual([created.id]);

    // Saved: another folder, the English left out (flagged by the editor, the French shown in English).
    const other = await createFolder();
    const saved = expectOk<AdminBlogArticle>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/blog/article/${created.id}`,
        ...as(admin),
        payload: { ...article(other.id), title: { fr_FR: 'Une bergère refaite' }, slug: {}, image: null },
      }),
    );
    expect(saved).toMatchObject({ folderId: other.id, title: { fr_FR: 'Une bergère refaite' }, image: null });
    expect(saved.slug).toEqual({ fr_FR: 'une-bergere-refaite', en: 'une-bergere-refaite' });
    expect(expectOk<BlogArticle>(await t.call({ url: `/api/blog/${created.id}`, lang: 'en' })).title).toBe(
      'Une bergère refaite',
    );

    const audit = expectOk<List<AuditEntry>>(
      await t.call({ url: `/api/admin/audit?entity=blogArticle&entityId=${created.id}`, ...as(admin) }),
    );
    expect(audit.items.map((entry) => entry.action).sort()).toEqual([
      'blogArticle.create',
      'blogArticle.publish',
      'blogArticle.update',
    ]);

    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/blog/article/${created.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/blog/${created.id}` }), 404);
  });

  it('refuses a slug taken (409 naming it), a picture not among the site’s files, a missing title (400)', async () => {
    const folder = await createFolder();
    const first = expectOk<AdminBlogArticle>(
      await t.call({ method: 'POST', url: '/api/admin/blog/article', ...as(admin), payload: article(folder.id) }),
    );
    const taken = await t.call({
      method: 'POST',
      url: '/api/admin/blog/article',
      ...as(admin),
      payload: { ...article(folder.id), slug: { fr_FR: first.slug.fr_FR } },
    });
    expect(expectRefused(taken, 409)).toContain(first.slug.fr_FR);
    const missing = await t.call({
      method: 'POST',
      url: '/api/admin/blog/article',
      ...as(admin),
      payload: { ...article(folder.id), image: { path: 'blog/nowhere.png', alt: null } },
    });
    expect(expectRefused(missing, 400)).toContain('image');
    const outside = await t.call({
      method: 'POST',
      url: '/api/admin/blog/article',
      ...as(admin),
      payload: { ...article(folder.id), image: { path: '../site-2/blog/x.svg', alt: null } },
    });
    expectRefused(outside, 400);
    const untitled = await t.call({
      method: 'POST',
      url: '/api/admin/blog/article',
      ...as(admin),
      payload: { ...article(folder.id), title: { fr_FR: '' } },
    });
    expect(expectRefused(untitled, 400)).toContain('title');
    const noFolder = await t.call({
      method: 'POST',
      url: '/api/admin/blog/article',
      ...as(admin),
      payload: { ...article(999_999) },
    });
    expect(expectRefused(noFolder, 400)).toContain('folderId');
  });

  it('answers 401, 403, and 404 for another site’s article', async () => {
    const folder = await createFolder();
    const { id } = expectOk<AdminBlogArticle>(
      await t.call({ method: 'POST', url: '/api/admin/blog/article', ...as(admin), payload: article(folder.id) }),
    );
    const body = article(folder.id);
    expectRefused(await t.call({ url: '/api/admin/blog/article' }), 401);
    expectRefused(await t.call({ url: '/api/admin/blog/article', ...as(shopper) }), 403);
    expectRefused(await t.call({ url: `/api/admin/blog/article/${id}` }), 401);
    expectRefused(await t.call({ url: `/api/admin/blog/article/${id}`, ...as(shopper) }), 403);
    expectRefused(await t.call({ url: `/api/admin/blog/article/${id}`, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/blog/article', payload: body }), 401);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/blog/article', ...as(shopper), payload: body }), 403);
    const put = (who: Customer | null, site = 1) =>
      t.call({ method: 'PUT', url: `/api/admin/blog/article/${id}`, ...as(who, site), payload: body });
    expectRefused(await put(null), 401);
    expectRefused(await put(shopper), 403);
    expectRefused(await put(otherAdmin, 2), 404);
    const publish = (who: Customer | null, site = 1) =>
      t.call({
        method: 'PUT',
        url: `/api/admin/blog/article/${id}/published`,
        ...as(who, site),
        payload: { isPublished: true },
      });
    expectRefused(await publish(null), 401);
    expectRefused(await publish(shopper), 403);
    expectRefused(await publish(otherAdmin, 2), 404);
    expectRefused(
      await t.call({
        method: 'PUT',
        url: `/api/admin/blog/article/${id}/published`,
        ...as(admin),
        payload: { isPublished: 'yes' },
      }),
      400,
    );
    const remove = (who: Customer | null, site = 1) =>
      t.call({ method: 'DELETE', url: `/api/admin/blog/article/${id}`, ...as(who, site) });
    expectRefused(await remove(null), 401);
    expectRefused(await remove(shopper), 403);
    expectRefused(await remove(otherAdmin, 2), 404);
    expectRefused(await t.call({ url: '/api/admin/blog/article/abc', ...as(admin) }), 400);
    // Still there.
    expectOk(await t.call({ url: `/api/admin/blog/article/${id}`, ...as(admin) }));
  });
});

describe('/api/admin/blog/folder (issue 18 item 6)', () => {
  it('adds, nests, renames, publishes and deletes folders; never inside itself; never while it holds anything', async () => {
    const parent = await createFolder('Tapisserie');
    expect(parent.slug.fr_FR).toBe('tapisserie');
    const taken = await t.call({
      method: 'POST',
      url: '/api/admin/blog/folder',
      ...as(admin),
      payload: { name: { fr_FR: 'Tapisserie' } },
    });
    expect(expectRefused(taken, 409)).toContain('tapisserie');
    const child = expectOk<AdminBlogFolder>(
      await t.call({
        method: 'POST',
        url: '/api/admin/blog/folder',
        ...as(admin),
        payload: { parentId: parent.id, name: { fr_FR: `Sièges ${unique()}`, en: `Seats ${unique()}` } },
      }),
    );
    expect(child.urls.en).toMatch(/^\/en\/blog\/seats-/);
    const loop = await t.call({
      method: 'PUT',
      url: `/api/admin/blog/folder/${parent.id}`,
      ...as(admin),
      payload: { parentId: child.id, name: parent.name },
    });
    expect(expectRefused(loop, 400)).toContain('parentId');

    const hidden = expectOk<AdminBlogFolder>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/blog/folder/${child.id}/published`,
        ...as(admin),
        payload: { isPublished: false },
      }),
    );
    expect(hidden.isPublished).toBe(false);
    expectRefused(await t.call({ url: `/api/blog/folder/${child.id}` }), 404);

    const notEmpty = await t.call({ method: 'DELETE', url: `/api/admin/blog/folder/${parent.id}`, ...as(admin) });
    expectRefused(notEmpty, 409);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/blog/folder/${child.id}`, ...as(admin) }));
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/blog/folder/${parent.id}`, ...as(admin) }));
    const all = expectOk<AdminBlogFolder[]>(await t.call({ url: '/api/admin/blog/folder', ...as(admin) }));
    expect(all.some((folder) => folder.id === parent.id)).toBe(false);
  });

  it('answers 401, 403, and 404 for another site’s folder; 400 on a nameless one', async () => {
    const folder = await createFolder();
    const body = { name: { fr_FR: 'Autre' } };
    expectRefused(await t.call({ url: '/api/admin/blog/folder' }), 401);
    expectRefused(await t.call({ url: '/api/admin/blog/folder', ...as(shopper) }), 403);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/blog/folder', payload: body }), 401);
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/blog/folder', ...as(shopper), payload: body }), 403);
    expectRefused(
      await t.call({ method: 'POST', url: '/api/admin/blog/folder', ...as(admin), payload: { name: {} } }),
      400,
    );
    const url = `/api/admin/blog/folder/${folder.id}`;
    expectRefused(await t.call({ method: 'PUT', url, ...as(otherAdmin, 2), payload: body }), 404);
    expectRefused(
      await t.call({ method: 'PUT', url: `${url}/published`, ...as(otherAdmin, 2), payload: { isPublished: false } }),
      404,
    );
    expectRefused(await t.call({ method: 'DELETE', url, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'DELETE', url }), 401);
    expectRefused(await t.call({ method: 'DELETE', url, ...as(shopper) }), 403);
    const list2 = expectOk<AdminBlogFolder[]>(await t.call({ url: '/api/admin/blog/folder', ...as(otherAdmin, 2) }));
    expect(list2.some((row) => row.id === folder.id && row.name.fr_FR === folder.name.fr_FR)).toBe(false);
  });
});
