import { z } from './zod.ts';
import { localizedInput, optionalLocalizedInput } from './admin-catalogue.ts';
import { PAGE_TYPES } from './content.ts';
import type { LocalizedText } from './locale.ts';

/**
 * The back-office's menus (issue 18 item 3): the main menu (the pages tree, with its link entries), the footer's
 * links and logos (the `link-footer` and `logo-footer` element lists) and the social links (parameters).
 */

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const storedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });

/**
 * How deep the storefront draws the main menu: the top entries and one level of sub-menus (MainMenu.tsx and
 * MobileMenuDrawer.tsx draw an entry's children, never their children's).
 */
export const MENU_MAX_DEPTH = 2;

/** What a menu link leads to: a page, a category, a product or a blog folder of the site, or an address. */
export const MENU_TARGET_KINDS = ['page', 'category', 'product', 'blogFolder', 'url'] as const;
export type MenuTargetKind = (typeof MENU_TARGET_KINDS)[number];

/**
 * An address a menu or footer link may take: a path of the site ('/contact') or an http(s), mailto: or tel:
 * address. Nothing else (a javascript: address would run in the visitor's page).
 */
export const linkAddress = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^\/(?!\/)\S*$/.test(url) || /^(https?:\/\/[^\s/]+\S*|mailto:\S+|tel:[+\d\s().-]+)$/i.test(url), {
    params: { i18n: 'MENU_ADDRESS_INVALID' },
  });

/** An address in both languages: French required, English optional (French is used instead). */
const localizedAddress = z
  .object({ fr_FR: linkAddress, en: linkAddress.or(z.literal('')).optional() })
  .transform((url): LocalizedText => (url.en ? { fr_FR: url.fr_FR, en: url.en } : { fr_FR: url.fr_FR }));

/** An optional address in both languages: null, or both empty, is none. */
const optionalLocalizedAddress = z
  .object({ fr_FR: linkAddress.or(z.literal('')), en: linkAddress.or(z.literal('')).optional() })
  .nullable()
  .optional()
  .transform((url): LocalizedText | null => {
    if (!url || (!url.fr_FR && !url.en)) return null;
    return url.en ? { fr_FR: url.fr_FR || url.en, en: url.en } : { fr_FR: url.fr_FR };
  });

/** A link's target as stored and as sent: a row of the site by id, or an address in both languages. */
export const menuTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), id }),
  z.object({ kind: z.literal('category'), id }),
  z.object({ kind: z.literal('product'), id }),
  z.object({ kind: z.literal('blogFolder'), id }),
  z.object({ kind: z.literal('url'), url: storedTextSchema }),
]);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

const menuTargetInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), id }),
  z.object({ kind: z.literal('category'), id }),
  z.object({ kind: z.literal('product'), id }),
  z.object({ kind: z.literal('blogFolder'), id }),
  z.object({ kind: z.literal('url'), url: localizedAddress }),
]);

/** One entry of the main menu as the panel reads it, every language, hidden and unpublished ones included. */
export interface AdminMenuEntry {
  id: number;
  parentId: number | null;
  position: number;
  /** 'page': a page of the site (its settings are the pages' editor's); 'link': a link made here. */
  kind: 'page' | 'link';
  type: (typeof PAGE_TYPES)[number];
  title: LocalizedText;
  menuTitle: LocalizedText | null;
  showInMenu: boolean;
  isPublished: boolean;
  isHome: boolean;
  /** A link's target (null for a page, or an old link running a script). */
  target: MenuTarget | null;
  /** Where the entry leads in each language (null: its target is gone). */
  urls: { fr_FR: string; en: string } | null;
  children: AdminMenuEntry[];
}
export const adminMenuEntrySchema: z.ZodType<AdminMenuEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    position: z.number().int(),
    kind: z.enum(['page', 'link']),
    type: z.enum(PAGE_TYPES),
    title: storedTextSchema,
    menuTitle: storedTextSchema.nullable(),
    showInMenu: z.boolean(),
    isPublished: z.boolean(),
    isHome: z.boolean(),
    target: menuTargetSchema.nullable(),
    urls: z.object({ fr_FR: z.string(), en: z.string() }).nullable(),
    children: z.array(adminMenuEntrySchema),
  }),
);

/** `GET /admin/menu`: the tree, and how deep the storefront draws it. */
export const adminMenuSchema = z.object({ entries: z.array(adminMenuEntrySchema), maxDepth: z.number().int() });
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** `POST /admin/menu/link`, `PUT /admin/menu/link/{id}`: a link entry's title, target and visibility. */
export const adminMenuLinkInputSchema = z.object({
  title: localizedInput(120),
  target: menuTargetInput,
  showInMenu: z.boolean().default(true),
  /** Where a new link goes (at the end of that parent's entries); a saved link keeps its place. */
  parentId: id.nullable().default(null),
});
export type AdminMenuLinkInput = z.input<typeof adminMenuLinkInputSchema>;

/** `PUT /admin/menu/entry/{id}`: what the menu shows of any entry. */
export const adminMenuEntryInputSchema = z.object({
  menuTitle: optionalLocalizedInput(120),
  showInMenu: z.boolean(),
});
export type AdminMenuEntryInput = z.input<typeof adminMenuEntryInputSchema>;

/** `PUT /admin/menu/order`: every entry of the site once, with its parent and its position among its siblings. */
export const adminMenuOrderInputSchema = z.object({
  entries: z.array(z.object({ id, parentId: id.nullable(), position: z.number().int().min(0).max(10_000) })).max(1_000),
});
export type AdminMenuOrderInput = z.input<typeof adminMenuOrderInputSchema>;

/** `GET /admin/menu/targets`: what a link may point to, by kind, with names in both languages. */
const targetChoice = z.object({ id: z.number().int(), name: storedTextSchema, isPublished: z.boolean() });
export const adminMenuTargetsSchema = z.object({
  page: z.array(targetChoice),
  category: z.array(targetChoice),
  product: z.array(targetChoice),
  blogFolder: z.array(targetChoice),
});
export type AdminMenuTargets = z.infer<typeof adminMenuTargetsSchema>;

// ─── footer ───

export const FOOTER_LISTS = ['link-footer', 'logo-footer'] as const;
export type FooterList = (typeof FOOTER_LISTS)[number];
/** Where the footer shows a link: with the site's links, or in the bottom line with the legal ones. */
export const FOOTER_LINK_GROUPS = ['site', 'legal'] as const;

export const adminFooterItemSchema = z.object({
  id: z.number().int(),
  list: z.enum(FOOTER_LISTS),
  position: z.number().int(),
  title: storedTextSchema,
  url: storedTextSchema.nullable(),
  /** A logo's picture: its storage path and its address. */
  image: z.object({ path: z.string(), url: z.string() }).nullable(),
  alt: storedTextSchema.nullable(),
  group: z.enum(FOOTER_LINK_GROUPS),
  isPublished: z.boolean(),
});
export type AdminFooterItem = z.infer<typeof adminFooterItemSchema>;

/**
 * `POST /admin/footer/{list}`, `PUT /admin/footer/{list}/{id}`: a footer link (its address required) or a footer
 * logo (its picture required; an address optional).
 */
export const adminFooterItemInputSchema = z.object({
  title: localizedInput(120),
  url: optionalLocalizedAddress,
  /** A picture's storage path, as the media upload answered it. */
  image: z.string().trim().max(300).nullable().optional(),
  alt: optionalLocalizedInput(200),
  group: z.enum(FOOTER_LINK_GROUPS).default('site'),
  isPublished: z.boolean().default(true),
});
export type AdminFooterItemInput = z.input<typeof adminFooterItemInputSchema>;

/** `PUT /admin/footer/{list}/order`: every item of the list once, in the new order. */
export const adminFooterOrderInputSchema = z.object({ ids: z.array(id).max(500) });

// ─── social links ───

/** The social networks' parameters (SPEC §3), in the order the footer shows them. */
export const SOCIAL_LINK_KEYS = [
  'FACEBOOK_URL',
  'INSTAGRAM_URL',
  'PINTEREST_URL',
  'TWITTER_URL',
  'LINKEDIN_URL',
  'TIKTOK_URL',
  'YOUTUBE_URL',
  'TRIPADVISOR_URL',
  'GOOGLE_REVIEW_URL',
  'TELEGRAM_AT',
  'DISCORD_SERVER',
  'GITHUB_REPOSITORY',
] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];
/** The keys that take a name rather than an address ('@atelier', an invite code, 'owner/repo'), or an address. */
export const SOCIAL_HANDLE_KEYS = ['TELEGRAM_AT', 'DISCORD_SERVER', 'GITHUB_REPOSITORY'] as const;

export const adminSocialLinksSchema = z.object({
  links: z.array(z.object({ key: z.enum(SOCIAL_LINK_KEYS), value: z.string().nullable() })),
});
export type AdminSocialLinks = z.infer<typeof adminSocialLinksSchema>;

const socialAddress = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value), {
    params: { i18n: 'SOCIAL_ADDRESS_INVALID' },
  });
const socialHandle = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^@?[\w.-]+(?:\/[\w.-]+)?$/.test(value),
    {
      params: { i18n: 'SOCIAL_HANDLE_INVALID' },
    },
  );

/** `PUT /admin/social-links`: each network's address ('' or null removes it); a network left out keeps its value. */
export const adminSocialLinksInputSchema = z.object(
  Object.fromEntries(
    SOCIAL_LINK_KEYS.map((key) => [
      key,
      ((SOCIAL_HANDLE_KEYS as readonly string[]).includes(key) ? socialHandle : socialAddress).nullable().optional(),
    ]),
  ) as Record<SocialLinkKey, z.ZodOptional<z.ZodNullable<typeof socialAddress>>>,
);
export type AdminSocialLinksInput = z.input<typeof adminSocialLinksInputSchema>;
