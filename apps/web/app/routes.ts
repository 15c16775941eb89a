import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES, type Locale } from '@atelier/contract/locales';
import { NEWS_PATH } from './features/news/news-urls.ts';
import { SERVICE_PATH } from '@atelier/contract';
import { EVENT_CANCEL_PATH, EVENTS_PATH } from './features/events/event-urls.ts';
import {
  MADE_TO_MEASURE_CONFIRM_PATH,
  MADE_TO_MEASURE_REQUEST_PATH,
} from './features/made-to-measure/made-to-measure-urls.ts';

/** SPEC §2: French routes have no prefix, English ones live under /en; route ids end with ___<locale>. */
export const LOCALE_PREFIX: Record<Locale, string> = { fr_FR: '', en: 'en' };

const LEGAL_PAGES = ['legal-notice', 'sale-terms', 'privacy-policy', 'cookie-policy', 'use-terms'] as const;

function localizedRoutes(locale: Locale): RouteConfigEntry[] {
  const prefix = LOCALE_PREFIX[locale];
  const path = (p: string) => [prefix, p].filter(Boolean).join('/');
  const routes: RouteConfigEntry[] = [
    prefix
      ? route(prefix, 'routes/cms-page.tsx', { id: `home___${locale}` })
      : index('routes/cms-page.tsx', { id: `home___${locale}` }),
    ...LEGAL_PAGES.map((page) => route(path(page), 'routes/legal-page.tsx', { id: `${page}___${locale}` })),
    // The shop (issue 4): search, product pages, the customization flow, wine pages (SPEC §2 routes).
    route(path('products/search'), 'routes/product-search.tsx', { id: `product-search___${locale}` }),
    route(path('products/:slug/:id'), 'routes/product-page.tsx', { id: `product___${locale}` }),
    route(path('products/:id'), 'routes/product-page.tsx', { id: `product-no-slug___${locale}` }),
    route(path('products/:slug/:id/:idDeclination/customize'), 'routes/product-customize.tsx', {
      id: `product-customize___${locale}`,
    }),
    // Without its slug (SPEC §2 {slug?}): sent to the canonical address, as product pages are.
    route(path('products/:id/:idDeclination/customize'), 'routes/product-customize.tsx', {
      id: `product-customize-no-slug___${locale}`,
    }),
    route(path('wines/:slug/:id'), 'routes/wine-page.tsx', { id: `wine___${locale}` }),
    route(path('wines/:id'), 'routes/wine-page.tsx', { id: `wine-no-slug___${locale}` }),
    route(path('wines/:slug/:id/detail/:idDeclination'), 'routes/wine-page.tsx', {
      id: `wine-declination___${locale}`,
    }),
    route(path('wines/:slug/:id/:year'), 'routes/wine-page.tsx', { id: `wine-year___${locale}` }),
    // The account (issue 5): login and registration, then the logged visitor's own pages.
    route(path('auth'), 'routes/auth.tsx', { id: `auth___${locale}` }),
    route(path('account'), 'routes/account.tsx', { id: `account___${locale}` }),
    route(path('account/profil'), 'routes/account-profile.tsx', { id: `account-profile___${locale}` }),
    // After the purchase (issue 7): the customer's orders, one order, its returns and the EU withdrawal. The
    // signed link of a guest's confirmation mail opens the same pages under /order/follow/{token}.
    route(path('account/orders'), 'routes/account-orders.tsx', { id: `account-orders___${locale}` }),
    route(path('account/orders/:id'), 'routes/account-order.tsx', { id: `account-order___${locale}` }),
    route(path('account/orders/:id/withdrawal'), 'routes/order-withdraw.tsx', {
      id: `account-order-withdrawal___${locale}`,
    }),
    route(path('account/orders/:id/return'), 'routes/account-order-return.tsx', {
      id: `account-order-return___${locale}`,
    }),
    route(path('account/orders/:id/return/:idReturn'), 'routes/account-order-return-detail.tsx', {
      id: `account-order-return-detail___${locale}`,
    }),
    route(path('order/follow/:token'), 'routes/account-order.tsx', { id: `order-follow___${locale}` }),
    route(path('account/orders/:id/sale-terms'), 'routes/order-sale-terms.tsx', {
      id: `account-order-sale-terms___${locale}`,
    }),
    route(path('order/follow/:token/sale-terms'), 'routes/order-sale-terms.tsx', {
      id: `order-follow-sale-terms___${locale}`,
    }),
    route(path('order/follow/:token/withdrawal'), 'routes/order-withdraw.tsx', {
      id: `order-follow-withdrawal___${locale}`,
    }),
    route(path('order/follow/:token/return'), 'routes/account-order-return.tsx', {
      id: `order-follow-return___${locale}`,
    }),
    route(path('order/follow/:token/return/:idReturn'), 'routes/account-order-return-detail.tsx', {
      id: `order-follow-return-detail___${locale}`,
    }),
    // Made to measure (issue 19): the request form, a guest's mailed confirmation link, then the customer's jobs
    // (a guest opens theirs with the signed link's `?access=`).
    route(path(MADE_TO_MEASURE_REQUEST_PATH[locale]), 'routes/made-to-measure-request.tsx', {
      id: `made-to-measure-request___${locale}`,
    }),
    route(path(`${MADE_TO_MEASURE_CONFIRM_PATH[locale]}/:token`), 'routes/made-to-measure-confirm.tsx', {
      id: `made-to-measure-confirm___${locale}`,
    }),
    route(path('account/made-to-measure'), 'routes/account-made-to-measure.tsx', {
      id: `account-made-to-measure___${locale}`,
    }),
    route(path('account/made-to-measure/:id'), 'routes/account-made-to-measure-job.tsx', {
      id: `account-made-to-measure-job___${locale}`,
    }),
    // Password reset by e-mail (issue 5 item 3): ask for the link, then the link's page.
    route(path('password/reset/ask'), 'routes/password-reset-ask.tsx', { id: `password-reset-ask___${locale}` }),
    // SPEC §2 /password/reset/{token?}: without its token, the page sends the visitor to the ask form.
    route(path('password/reset/:token?'), 'routes/password-reset.tsx', { id: `password-reset___${locale}` }),
    // The newsletter (issue 5): the footer form's answer page, then the pages of the mailed links.
    route(path('newsletter/subscribe'), 'routes/newsletter-subscribe.tsx', { id: `newsletter-subscribe___${locale}` }),
    route(path('newsletter/confirm/:token'), 'routes/newsletter-confirm.tsx', { id: `newsletter-confirm___${locale}` }),
    route(path('newsletter/unsubscribe/:token'), 'routes/newsletter-unsubscribe.tsx', {
      id: `newsletter-unsubscribe___${locale}`,
    }),
    // The cart and checkout (issue 6), then the pages a payment returns to (SPEC §2 routes).
    route(path('cart'), 'routes/cart.tsx', { id: `cart___${locale}` }),
    route(path('cart/address'), 'routes/cart-address.tsx', { id: `cart-address___${locale}` }),
    route(path('cart/shipping'), 'routes/cart-shipping.tsx', { id: `cart-shipping___${locale}` }),
    route(path('cart/payment'), 'routes/cart-payment.tsx', { id: `cart-payment___${locale}` }),
    route(path('cart/success/:id?'), 'routes/cart-success.tsx', { id: `cart-success___${locale}` }),
    route(path('order/cawl/result'), 'routes/order-cawl-result.tsx', { id: `order-cawl-result___${locale}` }),
    // /order/success, /order/error and /order/cancel: one page, three outcomes.
    route(path('order/:outcome'), 'routes/order-outcome.tsx', { id: `order-outcome___${locale}` }),
    // The back-office (issue 16): its own frame, for the site's administrators; its modules are split from the
    // visitor's pages (a route module is a chunk of its own).
    route(path('admin'), 'routes/admin/admin-layout.tsx', { id: `admin___${locale}` }, [
      index('routes/admin/admin-dashboard.tsx', { id: `admin-dashboard___${locale}` }),
      route('orders', 'routes/admin/admin-orders.tsx', { id: `admin-orders___${locale}` }),
      route('orders/:id', 'routes/admin/admin-order.tsx', { id: `admin-order___${locale}` }),
      route('customers', 'routes/admin/admin-customers.tsx', { id: `admin-customers___${locale}` }),
      route('customers/:id', 'routes/admin/admin-customer.tsx', { id: `admin-customer___${locale}` }),
      route('returns', 'routes/admin/admin-returns.tsx', { id: `admin-returns___${locale}` }),
      route('returns/:id', 'routes/admin/admin-return.tsx', { id: `admin-return___${locale}` }),
      route('made-to-measure', 'routes/admin/admin-made-to-measure.tsx', { id: `admin-made-to-measure___${locale}` }),
      route('made-to-measure/stages', 'routes/admin/admin-made-to-measure-stages.tsx', {
        id: `admin-made-to-measure-stages___${locale}`,
      }),
      route('made-to-measure/:id', 'routes/admin/admin-made-to-measure-job.tsx', {
        id: `admin-made-to-measure-job___${locale}`,
      }),
      route('products', 'routes/admin/admin-products.tsx', { id: `admin-products___${locale}` }),
      route('products/new', 'routes/admin/admin-product-new.tsx', { id: `admin-product-new___${locale}` }),
      route('products/:id', 'routes/admin/admin-product.tsx', { id: `admin-product___${locale}` }),
      route('discount-codes', 'routes/admin/admin-discount-codes.tsx', { id: `admin-discount-codes___${locale}` }),
      route('discount-codes/new', 'routes/admin/admin-discount-code.tsx', {
        id: `admin-discount-code-new___${locale}`,
      }),
      route('discount-codes/:id', 'routes/admin/admin-discount-code.tsx', { id: `admin-discount-code___${locale}` }),
      route('pages', 'routes/admin/admin-pages.tsx', { id: `admin-pages___${locale}` }),
      route('pages/:id/settings', 'routes/admin/admin-page-settings.tsx', { id: `admin-page-settings___${locale}` }),
      route('categories', 'routes/admin/admin-categories.tsx', { id: `admin-categories___${locale}` }),
      route('meal-icons', 'routes/admin/admin-meal-icons.tsx', { id: `admin-meal-icons___${locale}` }),
      route('legal', 'routes/admin/admin-legal.tsx', { id: `admin-legal___${locale}` }),
      route('legal/:key', 'routes/admin/admin-legal-text.tsx', { id: `admin-legal-text___${locale}` }),
      route('menus', 'routes/admin/admin-menus.tsx', { id: `admin-menus___${locale}` }),
      route('audit', 'routes/admin/admin-audit.tsx', { id: `admin-audit___${locale}` }),
      route('albums', 'routes/admin/admin-albums.tsx', { id: `admin-albums___${locale}` }),
      route('albums/:id', 'routes/admin/admin-album.tsx', { id: `admin-album___${locale}` }),
      route('forms', 'routes/admin/admin-forms.tsx', { id: `admin-forms___${locale}` }),
      route('forms/new', 'routes/admin/admin-form.tsx', { id: `admin-form-new___${locale}` }),
      route('forms/:id', 'routes/admin/admin-form.tsx', { id: `admin-form___${locale}` }),
      route('forms/:id/answers', 'routes/admin/admin-form-answers.tsx', { id: `admin-form-answers___${locale}` }),
      route('events', 'routes/admin/admin-events.tsx', { id: `admin-events___${locale}` }),
      route('events/new', 'routes/admin/admin-event.tsx', { id: `admin-event-new___${locale}` }),
      route('events/:id', 'routes/admin/admin-event.tsx', { id: `admin-event___${locale}` }),
      route('settings/delivery', 'routes/admin/admin-delivery.tsx', { id: `admin-delivery___${locale}` }),
      route('settings/payment', 'routes/admin/admin-payment.tsx', { id: `admin-payment___${locale}` }),
      // The page editor (issue 18 item 1); its live preview below, outside this frame.
      route('pages/:id', 'routes/admin/admin-page-editor.tsx', { id: `admin-page-editor___${locale}` }),
      route('sites', 'routes/admin/admin-sites.tsx', { id: `admin-sites___${locale}` }),
      route('sites/:id', 'routes/admin/admin-site.tsx', { id: `admin-site___${locale}` }),
      // The content editors (issue 18 item 6): news, blog, services, popups, reviews.
      route('news', 'routes/admin/admin-news.tsx', { id: `admin-news___${locale}` }),
      route('news/new', 'routes/admin/admin-news-item.tsx', { id: `admin-news-new___${locale}` }),
      route('news/:id', 'routes/admin/admin-news-item.tsx', { id: `admin-news-item___${locale}` }),
      route('blog', 'routes/admin/admin-blog.tsx', { id: `admin-blog___${locale}` }),
      route('blog/articles/new', 'routes/admin/admin-blog-article.tsx', { id: `admin-blog-article-new___${locale}` }),
      route('blog/articles/:id', 'routes/admin/admin-blog-article.tsx', { id: `admin-blog-article___${locale}` }),
      route('services', 'routes/admin/admin-services.tsx', { id: `admin-services___${locale}` }),
      route('services/new', 'routes/admin/admin-service.tsx', { id: `admin-service-new___${locale}` }),
      route('services/:id', 'routes/admin/admin-service.tsx', { id: `admin-service___${locale}` }),
      route('popups', 'routes/admin/admin-popups.tsx', { id: `admin-popups___${locale}` }),
      route('popups/new', 'routes/admin/admin-popup.tsx', { id: `admin-popup-new___${locale}` }),
      route('popups/:id', 'routes/admin/admin-popup.tsx', { id: `admin-popup___${locale}` }),
      route('reviews', 'routes/admin/admin-reviews.tsx', { id: `admin-reviews___${locale}` }),
      route('settings/site', 'routes/admin/admin-site-settings.tsx', { id: `admin-site-settings___${locale}` }),
      route('theme', 'routes/admin/admin-theme.tsx', { id: `admin-theme___${locale}` }),
    ]),
    // The page editor's live preview: the site's own frame and theme around unsaved blocks (not `admin___`, so
    // the root draws the site's frame), administrators only.
    route(path('admin/pages/:id/preview'), 'routes/admin/admin-page-preview.tsx', {
      id: `admin-page-preview___${locale}`,
    }),
    // The end of a site switch (issue 18 item 7), on the chosen site's host: outside the admin frame, which asks
    // for a session this page is about to open.
    route(path('admin/switch'), 'routes/admin/admin-switch.tsx', { id: `admin-switch___${locale}` }),
    // The blog (issue 17, SPEC §2 /blog with a catch-all child): its root, then a folder or an article.
    route(path('blog'), 'routes/blog-layout.tsx', { id: `blog___${locale}` }, [
      index('routes/blog-page.tsx', { id: `blog-root___${locale}` }),
      route('*', 'routes/blog-page.tsx', { id: `blog-page___${locale}` }),
    ]),
    // The news (issue 17): their list, 10 a page, then a page per item.
    route(path(NEWS_PATH[locale]), 'routes/news-list.tsx', { id: `news___${locale}` }),
    route(path(`${NEWS_PATH[locale]}/:slug/:id`), 'routes/news-page.tsx', { id: `news-item___${locale}` }),
    // A service's page (issue 17, SPEC §2 service/realisations page): /prestations/{slug}/{id}, /en/services/….
    route(path(`${SERVICE_PATH[locale]}/:slug/:id`), 'routes/service-page.tsx', { id: `service___${locale}` }),
    // The events (issue 17 item 5): a page per event with its registration form, the mailed cancellation link's.
    route(path(`${EVENTS_PATH[locale]}/:slug/:id`), 'routes/event-page.tsx', { id: `event___${locale}` }),
    route(path(EVENT_CANCEL_PATH[locale]), 'routes/event-cancel.tsx', { id: `event-cancel___${locale}` }),
    // The albums (issue 17): their list, then a page per album (its media open in the fullscreen slider).
    route(path('albums'), 'routes/albums-list.tsx', { id: `albums___${locale}` }),
    route(path('albums/:slug/:id'), 'routes/album-page.tsx', { id: `album___${locale}` }),
    // Every other page of the site is found by its URL in the pages tree (the catch-all of SPEC §2).
    route(path('*'), 'routes/cms-page.tsx', { id: `page___${locale}` }),
  ];
  return routes;
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The frame's messages of a language (features/i18n/root-messages.ts).
  route('i18n/:file', 'routes/root-messages.ts'),
  ...LOCALES.flatMap(localizedRoutes),
] satisfies RouteConfig;
