import type { Page } from '@atelier/contract';
import { descriptionFromHtml } from '../seo/seo-meta.ts';
import { isContactPage } from './page-kinds.ts';

type Parameters = Record<string, string | null>;

/**
 * A CMS page's meta description: its own, else the site's META_DESCRIPTION parameter of its kind
 * (home, contact), else the opening text of the page, else the company's description.
 */
export function pageDescription(page: Page, parameters: Parameters): string | null {
  if (page.metaDescription?.trim()) return page.metaDescription.trim();
  if (page.isHome && parameters.HOME_META_DESCRIPTION) return parameters.HOME_META_DESCRIPTION;
  if (isContactPage(page) && parameters.CONTACT_META_DESCRIPTION) return parameters.CONTACT_META_DESCRIPTION;
  for (const block of page.blocks) {
    const text =
      block.type === 'hero'
        ? block.subtitle
        : block.type === 'richText' || block.type === 'imageText'
          ? descriptionFromHtml(block.html)
          : null;
    if (text) return text;
  }
  return descriptionFromHtml(parameters.COMPANY_DESCRIPTION);
}

/** The page's Open Graph image: the one set for sharing, else its hero image (or first illustration); null lets the logo stand in. */
export function pageImage(page: Page): string | null {
  if (page.socialImage) return page.socialImage;
  const hero = page.blocks.find((block) => block.type === 'hero');
  if (hero) return hero.image;
  const illustrated = page.blocks.find((block) => block.type === 'imageText');
  return illustrated?.image ?? null;
}
