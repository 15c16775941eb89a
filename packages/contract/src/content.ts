import { z } from './zod.ts';
import type { LocalizedText } from './locale.ts';
import type { PageBlock } from './page-blocks.ts';
import { imageSchema } from './site.ts';

/** A stored shape with every translatable text picked in one language. */
export type Resolved<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;
export type ResolvedPageBlock = Resolved<PageBlock>;

export const PAGE_TYPES = ['PAGE', 'LINK', 'ROUTE'] as const;
export const PAGE_LAYOUTS = ['default', 'page', 'page-absolute-menu'] as const;

const pageLinkSchema = z.object({
  type: z.enum(['INTERNAL', 'EXTERNAL', 'JS']),
  url: z.string().nullable(),
  jsCode: z.string().nullable(),
});

/** A page as the menu shows it, with its URL in every language for the language switch. */
export interface MenuPage {
  id: number;
  order: number;
  type: (typeof PAGE_TYPES)[number];
  title: string;
  menuTitle: string;
  /** Path in the request's language, with a leading slash and the /en prefix for English. */
  url: string;
  urls: { fr_FR: string; en: string };
  showInMenu: boolean;
  isHome: boolean;
  isEcommercePage: boolean;
  link: z.infer<typeof pageLinkSchema> | null;
  cms: { isCmsPage: boolean; route: string | null };
  children: MenuPage[];
}
export const menuPageSchema: z.ZodType<MenuPage> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    order: z.number().int(),
    type: z.enum(PAGE_TYPES),
    title: z.string(),
    menuTitle: z.string(),
    url: z.string(),
    urls: z.object({ fr_FR: z.string(), en: z.string() }),
    showInMenu: z.boolean(),
    isHome: z.boolean(),
    isEcommercePage: z.boolean(),
    link: pageLinkSchema.nullable(),
    cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
    children: z.array(menuPageSchema),
  }),
);

export const pageSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  order: z.number().int(),
  type: z.enum(PAGE_TYPES),
  layout: z.enum(PAGE_LAYOUTS),
  title: z.string(),
  menuTitle: z.string(),
  url: z.string(),
  urls: z.object({ fr_FR: z.string(), en: z.string() }),
  metaDescription: z.string().nullable(),
  /** The image shown when the page is shared (its URL), set in the back-office; null: the page's own pictures. */
  socialImage: z.string().nullable().optional(),
  showInMenu: z.boolean(),
  isHome: z.boolean(),
  isEcommercePage: z.boolean(),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  link: pageLinkSchema.nullable(),
  cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
  /** Blocks in the request's language, image paths turned into URLs. */
  blocks: z.array(z.looseObject({ type: z.string() })) as unknown as z.ZodType<ResolvedPageBlock[]>,
});
export type Page = z.infer<typeof pageSchema>;

export const newsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  image: imageSchema.nullable(),
  url: z.string().nullable(),
  promoted: z.boolean(),
  publishedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

/** A news item beside another, for the previous and next links of a news item's page. */
export const newsLinkSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type NewsLink = z.infer<typeof newsLinkSchema>;

/** One news item (GET /news/{id}): the item, then the older (previous) and the newer (next) one. */
export const newsDetailSchema = newsSchema.extend({
  previous: newsLinkSchema.nullable(),
  next: newsLinkSchema.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const elementSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  order: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  image: imageSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Element = z.infer<typeof elementSchema>;

export const addressTypeSchema = z.object({ id: z.number().int(), code: z.string(), value: z.string() });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const companyAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.array(addressTypeSchema),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.object({ alphaTwo: z.string(), name: z.string() }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  openingHours: z.string().nullable(),
  isMain: z.boolean(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const variationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  displayLabel: z.string().nullable(),
  detail: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export type Variation = z.infer<typeof variationSchema>;
