import type { PageBlockType } from '@atelier/contract';

/**
 * Which UI messages travel with which page (issue 21: the client receives only the data its components read).
 *
 * A **scope** is a namespace (`'cart'`: its whole file) or a part of one (`'cart.header'`: that key and what is
 * under it). The root carries the frame's scopes (`ROOT_MESSAGES`: the header, the footer, the cart's count and
 * preview, the consent banner) to every page; a route's loader adds its own (`ROUTE_MESSAGES`, by route module)
 * as `pageMessages` (`withPageMessages`), and `useTranslation` reads them all from the matched routes.
 *
 * `route-messages.test.ts` walks each route module's imports and fails when a component reads a namespace its
 * route does not send, or, where the route sends parts of it, a key outside them (`t('quantity.label')` needs
 * `product.quantity`), so a new component cannot show its keys instead of its texts.
 */
export const ROOT_MESSAGES = [
  'common',
  'layout',
  'cart.header',
  'cart.loading',
  'cart.empty',
  'cart.totals',
  'cart.toast',
  'pages.consent',
  // The error pages of an order's pages (OrderErrorBoundary) and of the back-office's frame (a customer's 403): a
  // loader that threw sends no page messages.
  'orders.error',
  'account.forbidden',
] as const;

/** Every storefront namespace: the back-office's frame sends them all (its pages reuse the storefront's parts). */
export const STOREFRONT_NAMESPACES = [
  'common',
  'layout',
  'blocks',
  'blog',
  'forms',
  'events',
  'albums',
  'pages',
  'shop',
  'product',
  'account',
  'cart',
  'orders',
  'services',
  'made-to-measure',
] as const;

export type Namespace = (typeof STOREFRONT_NAMESPACES)[number];
export type MessageScope = Namespace | `${Namespace}.${string}`;

/**
 * A CMS page's scopes by its kind (routes/cms-page.tsx): the blocks' frame's, and the contact form's or the
 * shop's (their components are chunks of their own, loaded with those pages only).
 */
export const CMS_PAGE_MESSAGES = {
  cms: ['blocks'],
  contact: ['blocks', 'pages'],
  shop: ['blocks', 'shop'],
} as const satisfies Record<string, readonly MessageScope[]>;

/** What a block's components read beyond its page's scopes: sent by the pages that have such a block. */
export const BLOCK_MESSAGES = {
  hero: [],
  richText: [],
  imageText: [],
  gallery: [],
  callToAction: [],
  services: [],
  openingHours: [],
  contactDetails: [],
  promotedNews: [],
  reviews: [],
  newsList: [],
  blogList: ['blog'],
  form: ['forms'],
  popup: [],
  eventList: ['events'],
  album: ['albums'],
} as const satisfies Record<PageBlockType, readonly MessageScope[]>;

/** A CMS page's scopes: its kind's and its blocks', sorted (the compiled messages are kept per list of scopes). */
export function cmsPageMessages(
  kind: keyof typeof CMS_PAGE_MESSAGES,
  blockTypes: readonly PageBlockType[],
): MessageScope[] {
  const scopes = new Set<MessageScope>(CMS_PAGE_MESSAGES[kind]);
  for (const type of blockTypes) for (const scope of BLOCK_MESSAGES[type]) scopes.add(scope);
  return [...scopes].sort();
}

const CMS_BLOCKS = [...new Set(Object.values(BLOCK_MESSAGES).flat()), 'blocks'] as const;

/** The scopes a route module's pages add to the root's, by the module's path under app/. */
export const ROUTE_MESSAGES = {
  'routes/account-made-to-measure-job.tsx': [
    'account.check',
    'blocks.slider',
    'cart.handover',
    'cart.pickup',
    'made-to-measure',
  ],
  'routes/account-made-to-measure.tsx': ['made-to-measure'],
  'routes/account-order-return-detail.tsx': ['orders'],
  'routes/account-order-return.tsx': ['account.check', 'orders'],
  'routes/account-order.tsx': ['orders'],
  'routes/account-orders.tsx': ['account.check', 'orders', 'shop.pagination'],
  'routes/account-profile.tsx': ['account'],
  'routes/account.tsx': ['account.check', 'account.newsletter', 'account.overview', 'orders.list', 'orders.overview'],
  'routes/album-page.tsx': ['albums', 'blocks.slider', 'blog.breadcrumb'],
  'routes/albums-list.tsx': ['albums', 'blog.breadcrumb', 'shop.pagination'],
  'routes/auth.tsx': ['account.auth', 'account.check', 'account.field', 'account.requiredFields'],
  'routes/blog-page.tsx': ['blog', 'shop.pagination'],
  'routes/cart-address.tsx': ['account.address', 'account.check', 'cart'],
  'routes/cart-payment.tsx': ['account.check', 'cart', 'product.quantity', 'product.wine'],
  'routes/cart-shipping.tsx': ['account.check', 'cart'],
  'routes/cart-success.tsx': ['cart'],
  'routes/cart.tsx': ['account.check', 'cart', 'product.quantity'],
  // Every kind's and block's (the walk of its imports checks them); its loader sends its kind's and its blocks'
  // (cmsPageMessages).
  'routes/cms-page.tsx': [...CMS_BLOCKS, 'pages', 'shop'],
  'routes/event-cancel.tsx': ['account.check', 'events'],
  'routes/event-page.tsx': ['account.check', 'blog.breadcrumb', 'events'],
  'routes/legal-page.tsx': [],
  'routes/made-to-measure-confirm.tsx': ['account.check', 'made-to-measure'],
  'routes/made-to-measure-request.tsx': ['account.check', 'made-to-measure'],
  'routes/news-list.tsx': ['blocks.news', 'blog.breadcrumb', 'shop.pagination'],
  'routes/news-page.tsx': ['blocks.news', 'blog.breadcrumb'],
  'routes/newsletter-confirm.tsx': ['account.check'],
  'routes/newsletter-subscribe.tsx': ['account.check'],
  'routes/newsletter-unsubscribe.tsx': ['account.check'],
  'routes/order-cawl-result.tsx': ['cart'],
  'routes/order-outcome.tsx': ['cart'],
  'routes/order-sale-terms.tsx': ['orders'],
  'routes/order-withdraw.tsx': ['account.check', 'orders'],
  'routes/password-reset-ask.tsx': ['account.check', 'account.field', 'account.passwordReset'],
  'routes/password-reset.tsx': ['account.check', 'account.field', 'account.passwordReset', 'account.requiredFields'],
  'routes/product-customize.tsx': ['product'],
  'routes/product-page.tsx': ['blocks.slider', 'product', 'shop.outOfStock', 'shop.price', 'shop.soldBy'],
  'routes/product-search.tsx': ['shop'],
  'routes/service-page.tsx': ['blog.breadcrumb', 'services'],
  'routes/wine-page.tsx': ['blocks.slider', 'product', 'shop.outOfStock', 'shop.price', 'shop.soldBy'],
  'routes/admin/admin-layout.tsx': STOREFRONT_NAMESPACES,
  'routes/admin/admin-page-preview.tsx': ['albums', 'blocks', 'blog', 'events', 'forms', 'pages', 'shop'],
} as const satisfies Record<string, readonly MessageScope[]>;

export type RouteModule = keyof typeof ROUTE_MESSAGES;
