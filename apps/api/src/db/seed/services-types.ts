import type { BlockIcon, LocalizedText } from '@atelier/contract';

/** The sample services' pictures are the sites' own drawings (seed-assets/site-<id>/), all 1200 × 800 (3:2). */
export const SERVICE_IMAGE_WIDTH = 1200;
export const SERVICE_IMAGE_HEIGHT = 800;

/** A picture of the site's storage (`pages/…svg`, `blog/…svg`) and its description. */
export interface ServiceImageSeed {
  file: string;
  alt: LocalizedText;
}

export interface ServiceSeed {
  slug: LocalizedText;
  title: LocalizedText;
  summary: LocalizedText;
  /** Rich text of its page. */
  body: LocalizedText;
  icon: BlockIcon;
  image: ServiceImageSeed;
  /** Its realisations. */
  gallery: ServiceImageSeed[];
  /** Plain codes the pages' services blocks pick them by. */
  tags: string[];
}

/** A popup and the page that opens it (by the page's French address: a `popup` block is added to it). */
export interface PopupSeed {
  pageUrl: string;
  title: LocalizedText;
  body: LocalizedText;
  image?: ServiceImageSeed;
  link?: { label: LocalizedText; url: LocalizedText };
  showOnEveryReload: boolean;
}

export interface SiteServicesSeed {
  services: ServiceSeed[];
  popups: PopupSeed[];
}
