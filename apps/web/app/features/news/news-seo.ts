import type { MetaDescriptor } from 'react-router';
import type { NewsDetail } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { linguiOf } from '../i18n/use-translation.ts';
import { localizePath } from '../i18n/locale.ts';
import { breadcrumbJsonLd } from '../blog/blog-seo.ts';
import { descriptionFromHtml, seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';
import { pagedUrls } from '../shop/list-links.ts';
import { itemListJsonLd, pagedTitle } from '../shop/shop-meta.ts';
import { newsListUrls, newsUrls } from './news-urls.ts';

/** A UI message of the news pages in the page's language, for the meta tags (outside React). */
const newsMessage = (root: RootSeoData, key: string) => linguiOf(root.locale, root.messages)._(`blocks.news.${key}`);

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** The trail of a news page: the home page, the news list, then the item when there is one. */
export function newsTrail(
  labels: { home: string; news: string },
  locale: Locale,
  item?: { title: string; url: string },
) {
  return [
    { name: labels.home, url: localizePath('/', locale) },
    { name: labels.news, url: newsListUrls()[locale] },
    ...(item ? [{ name: item.title, url: item.url }] : []),
  ];
}

/** The head of the news list: its title, NEWS_META_DESCRIPTION, its own canonical URL on page 2 and later. */
export function newsListMeta(root: RootSeoData, items: { url: string; name: string }[], page: number) {
  const parameters = root.startup.parameters;
  const labels = { home: newsMessage(root, 'home'), news: newsMessage(root, 'title') };
  return [
    ...seoMeta(seoSite(root), {
      title: pagedTitle(labels.news, page, root),
      description: parameters.NEWS_META_DESCRIPTION ?? null,
      urls: pagedUrls(newsListUrls(), page),
      image: null,
    }),
    { 'script:ld+json': breadcrumbJsonLd(root.origin, newsTrail(labels, root.locale)) },
    ...(items.length > 0 ? [{ 'script:ld+json': itemListJsonLd(root.origin, items, (page - 1) * 10) }] : []),
  ];
}

/** schema.org NewsArticle of a news item, with its publisher. */
export function newsArticleJsonLd(item: NewsDetail, root: RootSeoData) {
  const site = seoSite(root);
  const url = absolute(root.origin, newsUrls(item)[root.locale]);
  const description = item.summary ?? descriptionFromHtml(item.content);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    ...(description ? { description } : {}),
    ...(item.image ? { image: [absolute(root.origin, item.image.url)] } : {}),
    datePublished: item.publishedAt,
    ...(site.siteName
      ? {
          author: { '@type': 'Organization', name: site.siteName },
          publisher: {
            '@type': 'Organization',
            name: site.siteName,
            ...(site.logoUrl ? { logo: { '@type': 'ImageObject', url: absolute(root.origin, site.logoUrl) } } : {}),
          },
        }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: root.locale === 'en' ? 'en' : 'fr-FR',
  };
}

/** The head of a news item's page: its SEO tags as an article, its NewsArticle and its breadcrumbs. */
export function newsItemMeta(root: RootSeoData, item: NewsDetail): MetaDescriptor[] {
  const urls = newsUrls(item);
  const tags = seoMeta(seoSite(root), {
    title: item.title,
    description: item.summary ?? descriptionFromHtml(item.content),
    urls,
    image: item.image?.url ?? null,
  }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
  );
  const labels = { home: newsMessage(root, 'home'), news: newsMessage(root, 'title') };
  return [
    ...tags,
    { property: 'article:published_time', content: item.publishedAt },
    { 'script:ld+json': newsArticleJsonLd(item, root) },
    {
      'script:ld+json': breadcrumbJsonLd(
        root.origin,
        newsTrail(labels, root.locale, { title: item.title, url: urls[root.locale] }),
      ),
    },
  ];
}
