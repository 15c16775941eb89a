// The blog (issue 17): a visitor opens /blog, a folder, an article and goes to the next one, in French and in
// English; breadcrumbs, share links, Article JSON-LD, pages of 12, the brochure page's latest articles, axe.
// The articles are read from the seeded blog through the API, as the visitor's browser would see them.
import type { Page } from '@playwright/test';
import type { BlogArticle, BlogFolder, BlogFolderContent, List } from '@atelier/contract';
import {
  api,
  baseUrl,
  expect,
  expectNoAxeViolation,
  heading1,
  languageLink,
  open,
  test,
  type Locale,
} from './fixtures.ts';

const TEXTS = {
  fr_FR: { blog: 'Le blog', latest: 'Les derniers articles', next: /article suivant/i, previous: /article précédent/i },
  en: { blog: 'The blog', latest: 'Latest articles', next: /next article/i, previous: /previous article/i },
} as const;

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** The restorations folder and its articles, oldest first, in a language. */
async function restorations(locale: Locale) {
  const folders = await api<List<BlogFolder>>('/blog/folder/list?slug=restaurations-atelier', 'fr_FR');
  const id = folders.items[0]?.id;
  if (!id) throw new Error('the sample blog has no restorations folder');
  const content = await api<BlogFolderContent>(`/blog/folder/${id}?orderBy=publishedAt`, locale);
  if (!content.folder || content.blogs.items.length < 2)
    throw new Error('the restorations folder has too few articles');
  return { folder: content.folder, articles: content.blogs.items };
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of ['fr_FR', 'en'] as const) {
  const texts = TEXTS[locale];

  test(`${locale}: a visitor opens the blog, a folder, an article, then the next article`, async ({ page }) => {
    const { folder, articles } = await restorations(locale);
    const [oldest, second] = articles;

    const response = await open(page, `${prefix(locale)}/blog`);
    expect(response?.status()).toBe(200);
    await expect(heading1(page)).toHaveText(texts.blog);
    await expectNoAxeViolation(page);

    await page.getByRole('link', { name: folder.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === folder.url);
    await expect(heading1(page)).toHaveText(folder.name);
    const breadcrumbs = page.getByRole('navigation', { name: locale === 'en' ? 'Breadcrumb' : 'Fil d’Ariane' });
    await expect(breadcrumbs.getByRole('link', { name: texts.blog })).toHaveAttribute('href', `${prefix(locale)}/blog`);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(folder.name);
    await expectNoAxeViolation(page);

    await page.getByRole('link', { name: oldest!.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === oldest!.url);
    await expect(heading1(page)).toHaveText(oldest!.title);
    const article = await api<BlogArticle>(`/blog/${oldest!.id}`, locale);
    const main = page.getByRole('main');
    await expect(main.locator(`time[datetime="${article.publishedAt}"]`).first()).toBeVisible();
    await expect(main).toContainText(article.author!);
    await expect(main).toContainText(
      locale === 'en' ? `${article.readingTime} min read` : `${article.readingTime} min de lecture`,
    );
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(article.title);
    await expect(breadcrumbs.getByRole('link', { name: folder.name })).toHaveAttribute('href', folder.url);
    // The article's own illustration, and the images of its text, are the site's files.
    await expect(main.locator('article img').first()).toHaveAttribute('src', article.image!.url);
    // Share links are plain links: e-mail and the networks' share pages, with the article's address.
    const shareByMail = main.getByRole('link', { name: locale === 'en' ? 'Send by e-mail' : 'Envoyer par e-mail' });
    await expect(shareByMail).toHaveAttribute('href', /^mailto:\?subject=/);
    const facebook = main.getByRole('link', { name: /facebook/i });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL(article.url, page.url()).href)}`,
    );
    const posting = (await jsonLd(page)).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: article.title,
      datePublished: article.publishedAt,
      author: { '@type': 'Person', name: article.author },
      url: new URL(article.url, page.url()).href,
    });
    expect((await jsonLd(page)).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(main.getByRole('link', { name: texts.previous })).toHaveCount(0);
    await expectNoAxeViolation(page);

    await main.getByRole('link', { name: texts.next }).click();
    await expect(page).toHaveURL((url) => url.pathname === second!.url);
    await expect(heading1(page)).toHaveText(second!.title);
    await expect(main.getByRole('link', { name: texts.previous })).toHaveAttribute('href', oldest!.url);
  });
}

test('the language switch of an article leads to the same article in English', async ({ page }) => {
  const [french, english] = await Promise.all([restorations('fr_FR'), restorations('en')]);
  await open(page, french.articles[0]!.url);
  await (await languageLink(page, 'en')).click();
  await expect(page).toHaveURL((url) => url.pathname === english.articles[0]!.url);
  await expect(heading1(page)).toHaveText(english.articles[0]!.title);
});

test('the blog shows its articles 12 a page, newest first, with links to the other pages', async ({ page }) => {
  const [first, second] = await Promise.all([
    api<BlogFolderContent>('/blog/folder'),
    api<BlogFolderContent>('/blog/folder?page=2'),
  ]);
  expect(first.blogs.total, 'the sample blog has more than one page of articles').toBeGreaterThan(12);
  await open(page, '/blog');
  const latest = page.getByRole('region', { name: TEXTS.fr_FR.latest }).getByRole('article');
  await expect(latest).toHaveCount(12);
  await expect(latest.first()).toContainText(first.blogs.items[0]!.title);
  await page.getByRole('link', { name: /suivante/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.searchParams.get('page') === '2');
  await expect(latest).toHaveCount(second.blogs.items.length);
  await expect(latest.first()).toContainText(second.blogs.items[0]!.title);
});

test('/blog-tapisserie-decoration lists the latest articles and links to them', async ({ page }) => {
  const latest = await api<BlogFolderContent>('/blog/folder?nbItem=6');
  await open(page, '/blog-tapisserie-decoration');
  const region = page.getByRole('region', { name: TEXTS.fr_FR.latest });
  const items = region.getByRole('listitem');
  await expect(items).toHaveCount(latest.blogs.items.length);
  for (const [index, article] of latest.blogs.items.entries()) {
    await expect(items.nth(index).getByRole('link', { name: article.title })).toHaveAttribute('href', article.url);
  }
  await expect(region.getByRole('link', { name: /tous les articles/i })).toHaveAttribute('href', '/blog');
  await expectNoAxeViolation(page);
  await items.first().getByRole('link', { name: latest.blogs.items[0]!.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === latest.blogs.items[0]!.url);
  await expect(heading1(page)).toHaveText(latest.blogs.items[0]!.title);
});

test('an address under /blog that names no folder or article is a 404 page', async ({ page }) => {
  for (const path of ['/blog/restaurations-atelier/999999', '/blog/a/b/999999', '/blog/nothing', '/en/blog/a/b/c/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByTestId('error-page')).toContainText('This page could not be found');
});

test('an article opened at a wrong slug is sent to its own address', async ({ page }) => {
  const { articles } = await restorations('fr_FR');
  const article = articles[0]!;
  const response = await page.goto(`/blog/ailleurs/un-autre-titre/${article.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === article.url);
});

test('the sitemap lists the blog, its folders and articles in both languages, each with its alternates', async ({
  request,
}) => {
  const [root, folders] = await Promise.all([
    api<BlogFolderContent>('/blog/folder?nbItem=100'),
    api<List<BlogFolder>>('/blog/folder/list?nbItem=100'),
  ]);
  const xml = await (await request.get('/sitemap.xml')).text();
  const entry = (path: string) => new RegExp(`<url><loc>[^<]*${path}</loc>(<xhtml:link [^>]*/>){3}</url>`);
  for (const urls of [{ fr_FR: '/blog', en: '/en/blog' }, folders.items[0]!.urls, root.blogs.items[0]!.urls]) {
    const french = xml.match(entry(urls.fr_FR))?.[0];
    expect(french, urls.fr_FR).toBeDefined();
    expect(french).toContain(`hreflang="en" href="${new URL(urls.en, baseUrl()).href}"`);
    expect(xml).toMatch(entry(urls.en));
  }
  const articles = xml.match(/<loc>[^<]*\/blog\/[^/<]+\/[^/<]+\/\d+<\/loc>/g) ?? [];
  expect(articles.length).toBe(2 * root.blogs.total);
});
