import { describe, expect, it } from 'vitest';
import { blogTarget, pageCount, pageOf } from './blog-target.ts';
import { breadcrumbJsonLd, breadcrumbTrail } from './blog-seo.ts';
import { shareLinks } from './share-links.ts';

describe('blogTarget', () => {
  it.each([
    [undefined, { kind: 'root' }],
    ['', { kind: 'root' }],
    ['conseils-entretien/3', { kind: 'folder', id: 3 }],
    ['conseils-entretien/entretenir-un-velours/12', { kind: 'article', id: 12 }],
    ['conseils-entretien/entretenir-un-velours/12/', { kind: 'article', id: 12 }],
    ['conseils-entretien', null],
    ['conseils-entretien/abc', null],
    ['a/b/0', null],
    ['a/b/01', null],
    ['a/b/c/4', null],
    ['a/1234567890', null],
  ])('%j names %j', (splat, target) => {
    expect(blogTarget(splat)).toEqual(target);
  });
});

describe('pages of a list', () => {
  it.each([
    ['', 1],
    ['?page=', 1],
    ['?page=3', 3],
    ['?page=0', null],
    ['?page=-1', null],
    ['?page=two', null],
  ])('%s is page %j', (search, page) => {
    expect(pageOf(new URLSearchParams(search))).toBe(page);
  });

  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
  ])('%d articles take %d page(s) of 12', (total, pages) => {
    expect(pageCount(total, 12)).toBe(pages);
  });
});

describe('shareLinks', () => {
  it('gives plain links to e-mail and the networks, the address and title encoded', () => {
    const links = shareLinks({
      url: 'https://atelier.example/blog/a/b/1',
      title: 'Crin & mousse : quoi ?',
      image: 'https://atelier.example/media/site-1/blog/a.svg',
    });
    expect(links.map((link) => link.network)).toEqual(['email', 'facebook', 'x', 'linkedin', 'pinterest']);
    const url = encodeURIComponent('https://atelier.example/blog/a/b/1');
    expect(links[0]!.href).toBe(
      `mailto:?subject=Crin%20%26%20mousse%20%3A%20quoi%20%3F&body=Crin%20%26%20mousse%20%3A%20quoi%20%3F%0A${url}`,
    );
    expect(links[1]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(links[4]!.href).toContain(`&media=${encodeURIComponent('https://atelier.example/media/site-1/blog/a.svg')}`);
    for (const link of links.slice(1)) expect(link.href).toMatch(/^https:\/\//);
  });

  it('leaves the image out of the Pinterest link when there is none', () => {
    expect(shareLinks({ url: 'https://a.example/x', title: 'x', image: null })[4]!.href).not.toContain('media=');
  });
});

describe('breadcrumbs', () => {
  it('start at the home page and the blog, in the page’s language, and become a BreadcrumbList', () => {
    const trail = breadcrumbTrail(
      [{ id: 3, url: '/en/blog/care-advice/3', name: 'Care advice' }],
      { home: 'Home', blog: 'The blog' },
      'en',
    );
    expect(trail).toEqual([
      { name: 'Home', url: '/en' },
      { name: 'The blog', url: '/en/blog' },
      { name: 'Care advice', url: '/en/blog/care-advice/3' },
    ]);
    expect(breadcrumbJsonLd('https://a.example', trail).itemListElement[2]).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Care advice',
      item: 'https://a.example/en/blog/care-advice/3',
    });
  });
});
