import { describe, expect, it } from 'vitest';
import { descriptionFromHtml, documentTitle, seoMeta } from './seo-meta.ts';

const site = { origin: 'https://www.example.fr', locale: 'en' as const, siteName: 'Atelier', logoUrl: '/logo.svg' };
const urls = { fr_FR: '/contact-tapissier', en: '/en/contact-upholsterer' };

describe('documentTitle', () => {
  it('adds the site name after the page title', () => {
    expect(documentTitle('Contact', 'Atelier')).toBe('Contact | Atelier');
  });
  it('leaves a title that already names the site', () => {
    expect(documentTitle('Atelier, upholsterer', 'Atelier')).toBe('Atelier, upholsterer');
  });
});

describe('descriptionFromHtml', () => {
  it('strips tags and entities', () => {
    expect(descriptionFromHtml('<p>Bonjour&nbsp;: <strong>atelier</strong> &amp; co</p>')).toBe(
      'Bonjour : atelier & co',
    );
  });
  it('cuts a long text at a word, with an ellipsis', () => {
    const text = descriptionFromHtml(`<p>${'mot '.repeat(80)}</p>`, 40)!;
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/mot…$/);
  });
  it('gives null for nothing', () => {
    expect(descriptionFromHtml('<p> </p>')).toBeNull();
    expect(descriptionFromHtml(null)).toBeNull();
  });
});

describe('seoMeta', () => {
  const tags = seoMeta(site, { title: 'Contact', description: 'Write to us', urls });
  const find = (predicate: (tag: Record<string, unknown>) => boolean) =>
    tags.map((tag) => tag as Record<string, unknown>).filter(predicate);

  it('gives the canonical URL of the page in its language, absolute', () => {
    expect(find((tag) => tag.rel === 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://www.example.fr/en/contact-upholsterer' },
    ]);
  });
  it('gives hreflang alternates for fr, en and x-default (French)', () => {
    expect(find((tag) => tag.rel === 'alternate').map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ['fr', 'https://www.example.fr/contact-tapissier'],
      ['en', 'https://www.example.fr/en/contact-upholsterer'],
      ['x-default', 'https://www.example.fr/contact-tapissier'],
    ]);
  });
  it('gives Open Graph tags, the logo standing in for a missing image', () => {
    const og = Object.fromEntries(
      find((tag) => String(tag.property).startsWith('og:')).map((t) => [t.property, t.content]),
    );
    expect(og).toMatchObject({
      'og:title': 'Contact | Atelier',
      'og:description': 'Write to us',
      'og:url': 'https://www.example.fr/en/contact-upholsterer',
      'og:locale': 'en_GB',
      'og:image': 'https://www.example.fr/logo.svg',
    });
  });
  it('leaves out an empty description', () => {
    expect(
      seoMeta(site, { title: 'x', description: ' ', urls }).some((tag) => 'name' in tag && tag.name === 'description'),
    ).toBe(false);
  });
});
