import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BlogArticle, BlogCrumb, BlogFolder, BlogFolderContent, List } from '@atelier/contract';
import { readingMinutes } from '@atelier/domain';
import { blogArticles, blogFolders } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { resolveBodyImages } from './blog.service.ts';

const t = useTestApp();

type Lang = 'fr_FR' | 'en';

async function get<T>(url: string, { site = 1, lang = 'fr_FR' as Lang } = {}) {
  const response = await t.call({ url: `/api${url}`, site, lang });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return data<T>(response);
}
const status = async (url: string, site = 1) => (await t.call({ url: `/api${url}`, site })).statusCode;

const topFolders = (options?: { site?: number; lang?: Lang }) =>
  get<List<BlogFolder>>('/blog/folder/list?nbItem=100', options);
const folderNamed = async (slug: string, site = 1) => {
  const rows = await t.database.db
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, site), sql`${blogFolders.slug}->>'fr_FR' = ${slug}`));
  if (!rows[0]) throw new Error(`no folder ${slug} on site ${site}`);
  return rows[0];
};
const articlesOf = (folderId: number, site = 1) =>
  t.database.db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.siteId, site), eq(blogArticles.folderId, folderId)))
    .orderBy(blogArticles.publishedAt, blogArticles.id);

describe('GET /blog/folder/list[/{id}]', () => {
  it('lists the top folders in their order, in the request language, with their addresses and counts', async () => {
    const fr = await topFolders();
    const en = await topFolders({ lang: 'en' });
    expect(fr.total).toBe(3);
    expect(fr.items.map((folder) => folder.slug)).toEqual([
      'conseils-entretien',
      'restaurations-atelier',
      'coulisses-savoir-faire',
    ]);
    expect(en.items.map((folder) => folder.name)).toEqual([
      'Care advice',
      'Workshop restorations',
      'Behind the scenes',
    ]);
    const care = fr.items[0]!;
    expect(care).toMatchObject({
      parentId: null,
      url: `/blog/conseils-entretien/${care.id}`,
      urls: { fr_FR: `/blog/conseils-entretien/${care.id}`, en: `/en/blog/care-advice/${care.id}` },
      articleCount: 4,
      folderCount: 1,
    });
    expect(en.items[0]!.url).toBe(`/en/blog/care-advice/${care.id}`);
    expect(care.image?.url).toMatch(/^\/media\/site-1\/blog\/.+\.svg$/);
    expect(care.image).toMatchObject({ width: 1200, height: 800 });
  });

  it('lists the sub-folders of a folder', async () => {
    const care = (await topFolders()).items[0]!;
    const children = await get<List<BlogFolder>>(`/blog/folder/list/${care.id}`);
    expect(children.items.map((folder) => [folder.slug, folder.parentId, folder.articleCount])).toEqual([
      ['tissus-et-matieres', care.id, 2],
    ]);
    const fabrics = children.items[0]!;
    expect(await get<List<BlogFolder>>(`/blog/folder/list/${fabrics.id}`)).toEqual({ items: [], total: 0 });
  });

  it('filters, sorts and pages with the list language', async () => {
    const like = await get<List<BlogFolder>>('/blog/folder/list?name=lk:restau');
    expect(like.items.map((folder) => folder.slug)).toEqual(['restaurations-atelier']);
    const english = await get<List<BlogFolder>>('/blog/folder/list?name=lk:behind', { lang: 'en' });
    expect(english.items.map((folder) => folder.slug)).toEqual(['behind-the-scenes']);
    const bySlug = await get<List<BlogFolder>>('/blog/folder/list?slug=coulisses-savoir-faire');
    expect(bySlug.total).toBe(1);
    const sorted = await get<List<BlogFolder>>('/blog/folder/list?orderBy=-name');
    expect(sorted.items.map((folder) => folder.name)).toEqual(
      ['Conseils d’entretien', 'Coulisses et savoir-faire', 'Restaurations à l’atelier'].reverse(),
    );
    const second = await get<List<BlogFolder>>('/blog/folder/list?nbItem=1&page=2');
    expect(second).toMatchObject({ total: 3, items: [{ slug: 'restaurations-atelier' }] });
    const unknown = await t.call({ url: '/api/blog/folder/list?colour=red', lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('colour: unknown filter field');
  });

  it('answers 404 for an unknown folder and for a folder of another site', async () => {
    const estate = (await topFolders({ site: 2 })).items[0]!;
    expect(await status('/blog/folder/list/999999')).toBe(404);
    expect(await status(`/blog/folder/list/${estate.id}`, 1)).toBe(404);
    expect(await status(`/blog/folder/list/${estate.id}`, 2)).toBe(200);
    expect(await status('/blog/folder/list/abc')).toBe(400);
  });
});

describe('GET /blog/folder/[{id}]', () => {
  it('the root: the top folders and every article, newest first, 12 a page (SPEC §9)', async () => {
    const first = await get<BlogFolderContent>('/blog/folder');
    expect(first.folder).toBeNull();
    expect(first.folders.map((folder) => folder.slug)).toEqual([
      'conseils-entretien',
      'restaurations-atelier',
      'coulisses-savoir-faire',
    ]);
    expect(first.blogs.total).toBe(14);
    expect(first.blogs.items).toHaveLength(12);
    const dates = first.blogs.items.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await get<BlogFolderContent>('/blog/folder?page=2');
    expect(second.blogs.items).toHaveLength(2);
    const ids = [...first.blogs.items, ...second.blogs.items].map((article) => article.id);
    expect(new Set(ids).size).toBe(14);
    expect(second.blogs.items.at(-1)!.publishedAt < dates.at(-1)!).toBe(true);
  });

  it('a folder: itself, its sub-folders and only its own articles, each with its card', async () => {
    const care = await folderNamed('conseils-entretien');
    const content = await get<BlogFolderContent>(`/blog/folder/${care.id}`);
    expect(content.folder).toMatchObject({ id: care.id, name: 'Conseils d’entretien', folderCount: 1 });
    expect(content.folders.map((folder) => folder.slug)).toEqual(['tissus-et-matieres']);
    expect(content.blogs.total).toBe(4);
    expect(content.blogs.items.every((article) => article.folderId === care.id)).toBe(true);
    const card = content.blogs.items[0]!;
    expect(card).toMatchObject({
      slug: 'quand-refaire-un-siege',
      title: 'Quand faut-il refaire un siège ?',
      author: 'Claire Morineau',
      url: `/blog/conseils-entretien/quand-refaire-un-siege/${card.id}`,
      urls: { en: `/en/blog/care-advice/when-does-a-seat-need-redoing/${card.id}` },
    });
    expect(card.summary).toMatch(/ressort/);
    expect(card.readingTime).toBeGreaterThanOrEqual(1);
    expect(card.image?.url).toBe('/media/site-1/blog/refaire-siege.svg');
    const english = await get<BlogFolderContent>(`/blog/folder/${care.id}`, { lang: 'en' });
    expect(english.blogs.items[0]!.title).toBe('When does a seat need redoing?');
  });

  it('filters and pages a folder’s articles: 12 a page, then the rest', async () => {
    const behind = await folderNamed('coulisses-savoir-faire');
    const titled = await get<BlogFolderContent>(`/blog/folder/${behind.id}?title=lk:outils`);
    expect(titled.blogs.items.map((article) => article.slug)).toEqual(['outils-du-tapissier']);
    const byAuthor = await get<BlogFolderContent>(`/blog/folder/${behind.id}?author=Inès Garnier`);
    expect(byAuthor.blogs.total).toBe(2);
    const older = await get<BlogFolderContent>(`/blog/folder/${behind.id}?publishedAt=lt:2026-01-01`);
    expect(older.blogs.items.map((article) => article.slug)).toEqual(['outils-du-tapissier']);
    const oldestFirst = await get<BlogFolderContent>(`/blog/folder/${behind.id}?orderBy=publishedAt`);
    expect(oldestFirst.blogs.items[0]!.slug).toBe('outils-du-tapissier');

    const extra = Array.from({ length: 11 }, (_, i) => ({
      siteId: 1,
      folderId: behind.id,
      slug: { fr_FR: `billet-${i}` },
      title: { fr_FR: `Billet ${i}` },
      body: { fr_FR: '<p>Un billet court.</p>' },
      publishedAt: new Date(Date.UTC(2024, 0, i + 1)),
    }));
    const inserted = await t.changed(
      t.database.db.insert(blogArticles).values(extra).returning({ id: blogArticles.id }),
    );
    try {
      const first = await get<BlogFolderContent>(`/blog/folder/${behind.id}`);
      const second = await get<BlogFolderContent>(`/blog/folder/${behind.id}?page=2`);
      expect(first.blogs.total).toBe(15);
      expect(first.blogs.items).toHaveLength(12);
      expect(second.blogs.items.map((article) => article.slug)).toEqual(['billet-2', 'billet-1', 'billet-0']);
      // An article without English is answered in French, at its French address under /en.
      const english = await get<BlogFolderContent>(`/blog/folder/${behind.id}?page=2`, { lang: 'en' });
      expect(english.blogs.items[0]).toMatchObject({
        title: 'Billet 2',
        url: `/en/blog/behind-the-scenes/billet-2/${english.blogs.items[0]!.id}`,
      });
    } finally {
      await t.changed(
        t.database.db
          .delete(blogArticles)
          .where(and(eq(blogArticles.siteId, 1), sql`${blogArticles.id} in ${inserted.map((row) => row.id)}`)),
      );
    }
  });

  it('answers 404 for an unknown folder and for a folder of another site', async () => {
    const estate = await folderNamed('carnet-de-vigne', 2);
    expect(await status('/blog/folder/999999')).toBe(404);
    expect(await status(`/blog/folder/${estate.id}`, 1)).toBe(404);
    const own = await get<BlogFolderContent>(`/blog/folder/${estate.id}`, { site: 2 });
    expect(own.blogs.total).toBe(3);
  });
});

describe('breadcrumbs', () => {
  it('GET /blog/folder/ariane/[{id}]: the folders from the top one down; none at the root', async () => {
    const care = await folderNamed('conseils-entretien');
    const fabrics = await folderNamed('tissus-et-matieres');
    expect(await get<BlogCrumb[]>('/blog/folder/ariane')).toEqual([]);
    expect(await get<BlogCrumb[]>(`/blog/folder/ariane/${fabrics.id}`)).toEqual([
      { id: care.id, url: `/blog/conseils-entretien/${care.id}`, name: 'Conseils d’entretien' },
      { id: fabrics.id, url: `/blog/tissus-et-matieres/${fabrics.id}`, name: 'Tissus et matières' },
    ]);
    expect((await get<BlogCrumb[]>(`/blog/folder/ariane/${fabrics.id}`, { lang: 'en' })).map((c) => c.url)).toEqual([
      `/en/blog/care-advice/${care.id}`,
      `/en/blog/fabrics-and-materials/${fabrics.id}`,
    ]);
    expect(await status('/blog/folder/ariane/999999')).toBe(404);
  });

  it('GET /blog/ariane/{id}: the folder’s breadcrumbs, then the article', async () => {
    const fabrics = await folderNamed('tissus-et-matieres');
    const [article] = await articlesOf(fabrics.id);
    const crumbs = await get<BlogCrumb[]>(`/blog/ariane/${article!.id}`, { lang: 'en' });
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      'Care advice',
      'Fabrics and materials',
      'Linen, cotton, velvet: choosing an upholstery fabric',
    ]);
    expect(crumbs.at(-1)).toEqual({
      id: article!.id,
      url: `/en/blog/fabrics-and-materials/choosing-an-upholstery-fabric/${article!.id}`,
      name: 'Linen, cotton, velvet: choosing an upholstery fabric',
    });
    expect(await status('/blog/ariane/999999')).toBe(404);
  });
});

describe('GET /blog/{id}', () => {
  it('an article: its text with the site’s images, date, author, reading time, folder and neighbours', async () => {
    const fabrics = await folderNamed('tissus-et-matieres');
    const [first, second] = await articlesOf(fabrics.id);
    const article = await get<BlogArticle>(`/blog/${first!.id}`);
    expect(article).toMatchObject({
      id: first!.id,
      title: 'Lin, coton, velours : choisir un tissu d’ameublement',
      author: 'Claire Morineau',
      lang: 'fr_FR',
      folder: { id: fabrics.id, name: 'Tissus et matières', url: `/blog/tissus-et-matieres/${fabrics.id}` },
      previous: null,
      next: {
        id: second!.id,
        slug: 'crin-mousse-ouate',
        url: `/blog/tissus-et-matieres/crin-mousse-ouate/${second!.id}`,
      },
    });
    expect(article.publishedAt).toBe(first!.publishedAt.toISOString());
    expect(article.body).toContain('<img src="/media/site-1/blog/nuancier.svg"');
    expect(article.body).not.toContain('src="blog/');
    expect(article.readingTime).toBe(readingMinutes(first!.body.fr_FR));
    expect(article.readingTime).toBeGreaterThanOrEqual(2);

    const next = await get<BlogArticle>(`/blog/${second!.id}`, { lang: 'en' });
    expect(next).toMatchObject({
      lang: 'en',
      title: 'Horsehair, foam and wadding: what is inside an armchair',
      previous: { id: first!.id, title: 'Linen, cotton, velvet: choosing an upholstery fabric' },
      next: null,
    });
    expect(next.body).toContain('/media/site-1/blog/coupe-assise-en.svg');
  });

  it('goes through a folder by date, previous and next leading back to each other', async () => {
    const restorations = await folderNamed('restaurations-atelier');
    const rows = await articlesOf(restorations.id);
    const chain: number[] = [];
    let id: number | undefined = rows[0]!.id;
    while (id !== undefined) {
      chain.push(id);
      const article: BlogArticle = await get<BlogArticle>(`/blog/${id}`);
      if (article.next) expect((await get<BlogArticle>(`/blog/${article.next.id}`)).previous?.id).toBe(id);
      id = article.next?.id;
    }
    expect(chain).toEqual(rows.map((row) => row.id));
  });

  it('answers an article without English in French, saying so', async () => {
    const behind = await folderNamed('coulisses-savoir-faire');
    const [row] = await t.changed(
      t.database.db
        .insert(blogArticles)
        .values({
          siteId: 1,
          folderId: behind.id,
          slug: { fr_FR: 'seulement-en-francais' },
          title: { fr_FR: 'Seulement en français' },
          body: { fr_FR: '<p>Pas encore traduit.</p>' },
        })
        .returning(),
    );
    try {
      const article = await get<BlogArticle>(`/blog/${row!.id}`, { lang: 'en' });
      expect(article).toMatchObject({
        lang: 'fr_FR',
        title: 'Seulement en français',
        body: '<p>Pas encore traduit.</p>',
      });
      expect(article.url).toBe(`/en/blog/behind-the-scenes/seulement-en-francais/${row!.id}`);
    } finally {
      await t.changed(
        t.database.db.delete(blogArticles).where(and(eq(blogArticles.siteId, 1), eq(blogArticles.id, row!.id))),
      );
    }
  });

  it('answers 404 for an unknown article and for an article of another site, 400 for a bad id', async () => {
    const estate = await folderNamed('carnet-de-vigne', 2);
    const [theirs] = await articlesOf(estate.id, 2);
    expect(await status('/blog/999999')).toBe(404);
    expect(await status(`/blog/${theirs!.id}`, 1)).toBe(404);
    expect(await status(`/blog/ariane/${theirs!.id}`, 1)).toBe(404);
    expect(await status(`/blog/${theirs!.id}`, 2)).toBe(200);
    expect(await status('/blog/abc')).toBe(400);
    const refused = await t.call({ url: '/api/blog/999999', lang: 'en' });
    expect(refused.json()).toEqual({ success: false, data: null, message: 'Article 999999 not found' });
  });
});

describe('what is not published', () => {
  it('an unpublished article is hidden from lists, counts, neighbours and its own address', async () => {
    const restorations = await folderNamed('restaurations-atelier');
    const [first, second, third] = await articlesOf(restorations.id);
    const hide = (hidden: boolean) =>
      t.changed(
        t.database.db
          .update(blogArticles)
          .set({ isPublished: !hidden })
          .where(and(eq(blogArticles.siteId, 1), eq(blogArticles.id, second!.id))),
      );
    await hide(true);
    try {
      expect(await status(`/blog/${second!.id}`)).toBe(404);
      expect(await status(`/blog/ariane/${second!.id}`)).toBe(404);
      const content = await get<BlogFolderContent>(`/blog/folder/${restorations.id}`);
      expect(content.blogs.total).toBe(3);
      expect(content.blogs.items.map((article) => article.id)).not.toContain(second!.id);
      expect(content.folder?.articleCount).toBe(3);
      expect((await get<BlogFolderContent>('/blog/folder')).blogs.total).toBe(13);
      expect((await get<BlogArticle>(`/blog/${first!.id}`)).next?.id).toBe(third!.id);
      expect((await get<BlogArticle>(`/blog/${third!.id}`)).previous?.id).toBe(first!.id);
    } finally {
      await hide(false);
    }
  });

  it('an unpublished folder hides itself, its sub-folders and their articles', async () => {
    const care = await folderNamed('conseils-entretien');
    const fabrics = await folderNamed('tissus-et-matieres');
    const [inside] = await articlesOf(fabrics.id);
    const hide = (hidden: boolean) =>
      t.changed(
        t.database.db
          .update(blogFolders)
          .set({ isPublished: !hidden })
          .where(and(eq(blogFolders.siteId, 1), eq(blogFolders.id, care.id))),
      );
    await hide(true);
    try {
      for (const url of [
        `/blog/folder/${care.id}`,
        `/blog/folder/${fabrics.id}`,
        `/blog/folder/list/${fabrics.id}`,
        `/blog/folder/ariane/${fabrics.id}`,
        `/blog/${inside!.id}`,
        `/blog/ariane/${inside!.id}`,
      ])
        expect(await status(url), url).toBe(404);
      expect((await topFolders()).items.map((folder) => folder.slug)).not.toContain('conseils-entretien');
      expect((await get<BlogFolderContent>('/blog/folder')).blogs.total).toBe(8);
    } finally {
      await hide(false);
    }
  });
});

describe('IS_BLOG_ACTIVATED', () => {
  it('off: every blog call of the site answers 404; other sites keep their blog', async () => {
    const care = await folderNamed('conseils-entretien');
    const [article] = await articlesOf(care.id);
    const urls = [
      '/blog/folder/list',
      `/blog/folder/list/${care.id}`,
      '/blog/folder',
      `/blog/folder/${care.id}`,
      '/blog/folder/ariane',
      `/blog/folder/ariane/${care.id}`,
      `/blog/ariane/${article!.id}`,
      `/blog/${article!.id}`,
    ];
    // Kept answers first: switching the blog off must drop them.
    for (const url of urls) expect(await status(url), url).toBe(200);
    const turn = (value: 'true' | 'false') =>
      t.changed(
        t.database.db.execute(
          sql`update site_parameters set value = ${value} where site_id = 1 and type = 'IS_BLOG_ACTIVATED'`,
        ),
      );
    await turn('false');
    try {
      for (const url of urls) expect(await status(url), url).toBe(404);
      const refused = await t.call({ url: '/api/blog/folder', lang: 'en' });
      expect(refused.json<{ message: string }>().message).toBe('This page could not be found');
      expect(await status('/blog/folder', 2)).toBe(200);
    } finally {
      await turn('true');
    }
    expect(await status('/blog/folder')).toBe(200);
  });
});

describe('kept answers', () => {
  it('keeps the blog’s answers and drops them when an article or a folder changes', async () => {
    const care = await folderNamed('conseils-entretien');
    const [row] = await articlesOf(care.id);
    await get<BlogArticle>(`/blog/${row!.id}`);
    const again = await t.call({ url: `/api/blog/${row!.id}` });
    expect(again.headers['x-cache']).toBe('hit');
    const folder = await t.call({ url: `/api/blog/folder/${care.id}` });
    expect((await t.call({ url: `/api/blog/folder/${care.id}` })).headers['x-cache']).toBe('hit');
    expect(folder.statusCode).toBe(200);

    const retitle = (title: string) =>
      t.changed(
        t.database.db.execute(
          sql`update blog_articles set title = jsonb_set(title, '{fr_FR}', to_jsonb(${title}::text))
            where site_id = 1 and id = ${row!.id}`,
        ),
      );
    await retitle('Un titre changé');
    try {
      expect(t.app.caches.answers.size(1)).toBe(0);
      expect((await get<BlogArticle>(`/blog/${row!.id}`)).title).toBe('Un titre changé');
      const cards = await get<BlogFolderContent>(`/blog/folder/${care.id}`);
      expect(cards.blogs.items.map((article) => article.title)).toContain('Un titre changé');
    } finally {
      await retitle(row!.title.fr_FR);
    }

    await get<List<BlogFolder>>('/blog/folder/list');
    await t.changed(
      t.database.db.execute(
        sql`update blog_folders set name = jsonb_set(name, '{fr_FR}', '"Entretien"') where site_id = 1 and id = ${care.id}`,
      ),
    );
    try {
      expect((await topFolders()).items[0]!.name).toBe('Entretien');
    } finally {
      await t.changed(
        t.database.db.execute(
          sql`update blog_folders set name = ${JSON.stringify(care.name)}::jsonb where site_id = 1 and id = ${care.id}`,
        ),
      );
    }
  });
});

describe('resolveBodyImages', () => {
  it.each([
    ['<img src="blog/a.svg" alt="">', '<img src="/media/site-1/blog/a.svg" alt="">'],
    ["<img alt='' src='blog/b c.png'>", "<img alt='' src='/media/site-1/blog/b%20c.png'>"],
    ['<img src="/media/site-1/blog/a.svg">', '<img src="/media/site-1/blog/a.svg">'],
    ['<img src="https://example.com/a.png">', '<img src="https://example.com/a.png">'],
    ['<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'],
    ['<a href="blog/a.svg">a</a>', '<a href="blog/a.svg">a</a>'],
  ])('%s → %s', (html, expected) => {
    expect(resolveBodyImages(html, 1)).toBe(expected);
  });
});
