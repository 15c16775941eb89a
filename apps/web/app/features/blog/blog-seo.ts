import type { MetaDescriptor } from 'react-router';
import type { BlogArticle, BlogCrumb, BlogFolderContent } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { linguiOf } from '../i18n/use-translation.ts';
import { localizePath } from '../i18n/locale.ts';
import { descriptionFromHtml, seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';
import { pagedUrls } from '../shop/list-links.ts';
import { itemListJsonLd, pagedTitle } from '../shop/shop-meta.ts';

/** A UI message of the blog in the page's language, for the meta tags (outside React). */
export const blogMessage = (root: RootSeoData, key: string, values?: Record<string, unknown>) =>
  linguiOf(root.locale, root.messages)._(`blog.${key}`, values);

export interface TrailEntry {
  name: string;
  url: string;
}

/** The breadcrumbs of a blog page: the home page, the blog, then the API's (its folders, the article). */
export function breadcrumbTrail(
  crumbs: BlogCrumb[],
  labels: { home: string; blog: string },
  locale: Locale,
): TrailEntry[] {
  return [
    { name: labels.home, url: localizePath('/', locale) },
    { name: labels.blog, url: localizePath('/blog', locale) },
    ...crumbs.map((crumb) => ({ name: crumb.name, url: crumb.url })),
  ];
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** schema.org BreadcrumbList of a trail. */
export function breadcrumbJsonLd(origin: string, trail: TrailEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absolute(origin, entry.url),
    })),
  };
}

/** schema.org BlogPosting of an article (an Article for search engines), with its author and publisher. */
export function blogPostingJsonLd(article: BlogArticle, root: RootSeoData) {
  const site = seoSite(root);
  const url = absolute(root.origin, article.url);
  const description = article.summary ?? descriptionFromHtml(article.body);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    ...(description ? { description } : {}),
    ...(article.image ? { image: [absolute(root.origin, article.image.url)] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    ...(site.siteName
      ? {
          publisher: {
            '@type': 'Organization',
            name: site.siteName,
            ...(site.logoUrl ? { logo: { '@type': 'ImageObject', url: absolute(root.origin, site.logoUrl) } } : {}),
          },
        }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: article.lang === 'en' ? 'en' : 'fr-FR',
    articleSection: article.folder.name,
    timeRequired: `PT${article.readingTime}M`,
  };
}

const labelsOf = (root: RootSeoData) => ({ home: blogMessage(root, 'home'), blog: blogMessage(root, 'title') });

/** The head of an article's page: its SEO tags as an article, its BlogPosting and its breadcrumbs. */
export function articleMeta(root: RootSeoData, article: BlogArticle, crumbs: BlogCrumb[]): MetaDescriptor[] {
  const tags = seoMeta(seoSite(root), {
    title: article.title,
    description: article.summary ?? descriptionFromHtml(article.body),
    urls: article.urls,
    image: article.image?.url ?? null,
  }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
  );
  return [
    ...tags,
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.updatedAt },
    ...(article.author ? [{ property: 'article:author', content: article.author }] : []),
    { 'script:ld+json': blogPostingJsonLd(article, root) },
    { 'script:ld+json': breadcrumbJsonLd(root.origin, breadcrumbTrail(crumbs, labelsOf(root), root.locale)) },
  ];
}

/** The head of the blog's root or of a folder: its own title and canonical URL on page 2 and later. */
export function folderMeta(
  root: RootSeoData,
  content: BlogFolderContent,
  crumbs: BlogCrumb[],
  page: number,
  rootUrls: Record<Locale, string>,
): MetaDescriptor[] {
  const { folder } = content;
  const title = folder?.name ?? blogMessage(root, 'title');
  const tags = seoMeta(seoSite(root), {
    title: pagedTitle(title, page, root),
    description: folder?.description ?? blogMessage(root, 'description'),
    urls: pagedUrls(folder?.urls ?? rootUrls, page),
    image: folder?.image?.url ?? null,
  });
  const articles = content.blogs.items.map((article) => ({ url: article.url, name: article.title }));
  return [
    ...tags,
    { 'script:ld+json': breadcrumbJsonLd(root.origin, breadcrumbTrail(crumbs, labelsOf(root), root.locale)) },
    ...(articles.length > 0 ? [{ 'script:ld+json': itemListJsonLd(root.origin, articles, (page - 1) * 12) }] : []),
  ];
}
