import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ZodType } from 'zod';
import { mkdirSync } from 'node:fs';
import { createCaches, dropAtEachShopMidnight } from './caches.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { requireAdmin } from './modules/accounts/admin-guard.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { blogAdminRoutes } from './modules/blog/blog.admin.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { servicesAdminRoutes } from './modules/services/services.admin.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { dropAtEachEventStart } from './modules/events/event-starts.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { albumsAdminRoutes } from './modules/albums/albums.admin.routes.ts';
import { eventsAdminRoutes } from './modules/events/events.admin.routes.ts';
import { formsAdminRoutes } from './modules/forms/forms.admin.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin.routes.ts';
import { catalogueExtraAdminRoutes } from './modules/catalogue/catalogue.extra-admin.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentAdminRoutes } from './modules/content/content.admin.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { customizationRoutes } from './modules/customization/customization.routes.ts';
import { deliveryAdminRoutes } from './modules/delivery/delivery.admin.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { formsRoutes } from './modules/forms/forms.routes.ts';
import { geographyRoutes } from './modules/geography/geography.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { accountSubscriptions } from './modules/newsletter/newsletter.service.ts';
import { orderBacksRoutes } from './modules/order-backs/order-backs.routes.ts';
import { auditRoutes } from './modules/audit/audit.admin.routes.ts';
import { orderBackAdminRoutes } from './modules/order-backs/order-backs.admin.routes.ts';
import { orderRefunds } from './modules/order-backs/refunds.service.ts';
import { customerAdminRoutes } from './modules/customers/customers.admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import { orderHistoryRoutes } from './modules/order-history/order-history.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { madeToMeasureAdminRoutes } from './modules/made-to-measure/made-to-measure.admin.routes.ts';
import { madeToMeasureRoutes } from './modules/made-to-measure/made-to-measure.routes.ts';
import { loadQuoteAccessKey } from './modules/made-to-measure/job-access.ts';
import { scheduleQuoteExpiry } from './modules/made-to-measure/quote-expiry.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { scheduleInactiveAccounts } from './modules/privacy/inactive-accounts.ts';
import { scheduleProspectsPurge } from './modules/privacy/prospects.ts';
import { moveCustomerFilesToPrivate } from './modules/customization/customization-file.service.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { menuLinkUrls } from './modules/menus/menu-targets.ts';
import { menusAdminRoutes } from './modules/menus/menus.admin.routes.ts';
import { paymentSettingsAdminRoutes } from './modules/payment-settings/payment-settings.admin.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { jobCheckouts } from './modules/made-to-measure/job-payments.ts';
import { productionAdminRoutes } from './modules/made-to-measure/production.admin.routes.ts';
import { productionRoutes } from './modules/made-to-measure/production.routes.ts';
import { productSheetRoutes } from './modules/product-sheet/product-sheet.routes.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin.routes.ts';
import { pagesAdminRoutes } from './modules/pages/pages.admin.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { siteSettingsAdminRoutes } from './modules/site-settings/site-settings.admin.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { tenantsAdminRoutes } from './modules/tenants/tenants.admin.routes.ts';
import { variationsRoutes } from './modules/variations/variations.routes.ts';
import { createJobs } from './jobs/create-jobs.ts';
import { scheduleReviewsImport } from './jobs/reviews-import-job.ts';
import { Mailer } from './mail/mailer.ts';
import { OUTBOX_ROUND_SECONDS } from './mail/outbox.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { registerSiteContext, siteIdOfHost, type SiteDirectory, type SiteIndex } from './plugins/site-context.ts';
import { registerMediaRoute } from './storage/media-route.ts';
import { mediaRoot } from './storage/storage.ts';
import { createFileStore } from './storage/file-store.ts';
import { connectRateLimitStore, rateLimitStore } from './plugins/shared-rate-limits.ts';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pino logger options (logger.ts); false silences the app (tests). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Fastify's own JSON Schema compilers (Ajv, fast-json-stringify), loaded only if a route ever asks for them: every
 * route of ours has zod's (below), and loading them took ~200 modules and ~50 ms of each start (issue 21).
 */
const LAZY_JSON_SCHEMA_COMPILERS = (() => {
  // Resolved from Fastify's own folder: they are its dependencies, not ours.
  const require = createRequire(import.meta.resolve('fastify'));
  type Factory = (...args: unknown[]) => unknown;
  const lazy = (name: string): Factory => {
    let selector: Factory | undefined;
    return (...args) => (selector ??= (require(name) as () => Factory)())(...args);
  };
  return {
    buildValidator: lazy('@fastify/ajv-compiler'),
    buildSerializer: lazy('@fastify/fast-json-stringify-compiler'),
  } as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
})();

/** The one Fastify instance: the REST API under /api, site files under /media. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    frameworkErrors: frameworkErrorHandler((): FastifyInstance => app),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: LAZY_JSON_SCHEMA_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    // Fastify hands an absent body to the validator as null: a body the contract makes optional is absent, not null.
    if (route.httpPart !== 'body' || !route.schema.safeParse(undefined).success) return validate;
    return (data) => validate(data === null ? undefined : data);
  });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // The background jobs (jobs/jobs.ts): pg-boss on PostgreSQL, one runner across the processes; timers here
  // on the embedded database.
  const jobs = await createJobs(app, { databaseUrl: config.databaseUrl, log: app.log });
  const mailer = new Mailer(config.smtpUrl, app.log, { db: database.db });
  app.addHook('onClose', async () => mailer.close());
  // The outbox job: the mails SMTP did not take at once leave when it answers again, with back-off.
  if (mailer.sends) jobs.every('mail.outbox', OUTBOX_ROUND_SECONDS, () => mailer.sendDue(database.db).then(() => {}));
  // Google's reviews, once a day, for the sites that name their place (with GOOGLE_PLACES_API_KEY).
  scheduleReviewsImport(jobs, database.db, config.googleReviews, app.log);
  // Everything kept in memory, and what a site's change drops of it (caches.ts).
  const caches = createCaches(database);
  await database.onSiteChanged((siteId, change, productId) => caches.siteChanged(siteId, change, productId));
  // Dated discounts begin and end at midnight in Paris, when no trigger fires: the kept prices drop then too.
  const stopMidnights = dropAtEachShopMidnight(caches);
  app.addHook('onClose', async () => stopMidnights());
  // An event leaves the list when it begins, when no trigger fires either: its site's kept answers drop then.
  const stopEventStarts = dropAtEachEventStart(database.db, caches, app.log);
  app.addHook('onClose', async () => stopEventStarts());
  app.decorate('caches', caches);
  // Where every file of the sites is kept (issue 20 item 3): on disk under DATA_DIR, or in the S3_BUCKET.
  const fileStore = await createFileStore(config);
  // The customers' files an earlier version kept public move to their private keys, in the background from the start.
  let filesMove: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    filesMove = moveCustomerFilesToPrivate(database.db, fileStore).then(
      (moved) => moved > 0 && app.log.info({ moved }, 'customer files made private'),
      (error: unknown) => app.log.error({ err: error }, 'customer files not made private'),
    );
  });
  app.addHook('onClose', async () => {
    await filesMove;
    await fileStore.close();
  });
  app.decorate('sites', {
    siteIdOfHost: (host: string) => {
      const index = caches.sites.load();
      const find = (loaded: SiteIndex) => siteIdOfHost(loaded, host, config.defaultSiteId);
      return index instanceof Promise ? index.then(find) : find(index);
    },
    onChange: (listener: (siteId: number) => void) => caches.onChange(listener),
  } satisfies SiteDirectory);

  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  const rateLimitRedis = await connectRateLimitStore(config, app);
  await app.register(fastifyRateLimit, { global: false, ...rateLimitStore(rateLimitRedis) });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        description: 'REST API of the Atelier site builder (SPEC §7). Every answer is {success, data, message}.',
        version: '1',
      },
      components: {},
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  mkdirSync(mediaRoot(config.dataDir), { recursive: true });
  await registerMediaRoute(app, fileStore, config.dataDir);
  await app.register(imagesRoutes, { fileStore });

  await app.register(
    async (api) => {
      registerSiteContext(api, { db: database.db, registry: caches.sites, defaultSiteId: config.defaultSiteId });
      registerResponseCache(api, caches.answers);
      // One gate for the back-office (issue 16): every endpoint declared with the `admin` tag answers 401 or 403
      // before its input is read, whatever its handler checks again. Not the path: SPEC §7's
      // `GET /admin/address/type` is read by every visitor.
      api.addHook('onRequest', async (request) => {
        const tags = (request.routeOptions.schema as { tags?: readonly string[] } | undefined)?.tags;
        if (tags?.includes('admin')) await requireAdmin(request);
      });
      await api.register(siteRoutes, { stripePublicKey: config.stripePublicKey, fileStore });
      await api.register(pagesRoutes, { resolveMenuLinks: menuLinkUrls });
      await api.register(contentRoutes);
      await api.register(blogRoutes);
      await api.register(servicesRoutes);
      await api.register(eventsRoutes, { mailer });
      await api.register(albumsRoutes, { fileStore });
      await api.register(addressesRoutes);
      await api.register(variationsRoutes);
      await api.register(catalogueRoutes);
      await api.register(geographyRoutes);
      await api.register(accountsRoutes, { mailer, subscriptions: accountSubscriptions, redis: rateLimitRedis });
      await api.register(newsletterRoutes, { mailer, dataDir: config.dataDir });
      // GDPR (issue 20 item 7): the customer's data download, the banner's consent records, the unused accounts
      // and the prospects' data past their retention.
      await api.register(privacyRoutes);
      scheduleInactiveAccounts(jobs, { mailer, origin: new URL(config.publicUrl).origin, log: app.log }, database.db);
      scheduleProspectsPurge(jobs, { fileStore, log: app.log }, database.db);
      await api.register(contactRoutes, { mailer });
      await api.register(customizationRoutes, { fileStore });
      await api.register(formsRoutes, { mailer, dataDir: config.dataDir, fileStore });
      await api.register(cartRoutes, {
        fileStore,
        caches: { cartCatalogue: caches.cartCatalogue, cartMemory: caches.cartMemory },
      });
      await api.register(deliveryRoutes, { caches: { delivery: caches.delivery, relays: caches.relays } });
      await api.register(productSheetRoutes, { fileStore });
      await api.register(ordersRoutes, {
        caches: {
          orderSettings: caches.orderSettings,
          cartCatalogue: caches.cartCatalogue,
          delivery: caches.delivery,
          relays: caches.relays,
        },
      });
      await api.register(paymentsRoutes, {
        mailer,
        db: database.db,
        publicUrl: config.publicUrl,
        // A made-to-measure job's deposit and balance are paid on the same pages (issue 19).
        others: jobCheckouts,
        jobs,
      });
      await api.register(orderHistoryRoutes, {
        mailer,
        db: database.db,
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        fileStore,
        orderRefunds,
      });
      await api.register(orderBacksRoutes, { mailer, dataDir: config.dataDir, fileStore });
      // Made to measure (issue 19): the customer's side, then the workshop's; a quote past its validity expires
      // by itself (a recurring job like the unpaid orders' release, its mails linking to the configured storefront).
      await api.register(madeToMeasureRoutes, {
        mailer,
        dataDir: config.dataDir,
        fileStore,
        publicUrl: config.publicUrl,
      });
      await api.register(madeToMeasureAdminRoutes, { mailer, dataDir: config.dataDir });
      // Its money, production and hand-over: payments, stages, the balance, the slot, the close, the PDFs.
      await api.register(productionRoutes, { mailer, dataDir: config.dataDir, publicUrl: config.publicUrl });
      await api.register(productionAdminRoutes, { mailer, dataDir: config.dataDir, fileStore });
      scheduleQuoteExpiry(
        jobs,
        {
          mailer,
          accessKey: await loadQuoteAccessKey(config.dataDir),
          origin: new URL(config.publicUrl).origin,
          log: app.log,
        },
        database.db,
      );
      await api.register(auditRoutes);
      // The back-office's settings: a committed change drops the site's kept delivery, order settings and pages.
      const changed = (siteId: number) => caches.siteChanged(siteId, 'data');
      await api.register(deliveryAdminRoutes, { relays: caches.relays, changed });
      await api.register(paymentSettingsAdminRoutes, { changed });
      await api.register(siteSettingsAdminRoutes, { fileStore, changed });
      await api.register(orderBackAdminRoutes, {
        mailer,
        dataDir: config.dataDir,
        fileStore,
        publicUrl: config.publicUrl,
      });
      await api.register(catalogueAdminRoutes, {
        fileStore,
        // A saved product shows at once in this process (the database's notification tells the others).
        siteChanged: changed,
      });
      await api.register(catalogueExtraAdminRoutes, { siteChanged: changed });
      await api.register(menusAdminRoutes, { siteChanged: changed });
      await api.register(customerAdminRoutes);
      await api.register(dashboardRoutes);
      await api.register(reviewsRoutes);
      await api.register(reviewsAdminRoutes, {
        google: config.googleReviews,
        siteChanged: changed,
      });
      // The content editors (issue 18 item 6): a saved text shows at once in this process (the tables' triggers tell
      // the others).
      const contentDeps = {
        fileStore,
        siteChanged: changed,
      };
      await api.register(blogAdminRoutes, contentDeps);
      await api.register(contentAdminRoutes, contentDeps);
      await api.register(servicesAdminRoutes, contentDeps);
      await api.register(mediaAdminRoutes, { fileStore });
      await api.register(pagesAdminRoutes, {
        fileStore,
        siteChanged: changed,
      });
      await api.register(albumsAdminRoutes, { fileStore });
      await api.register(formsAdminRoutes, { fileStore });
      await api.register(eventsAdminRoutes, { fileStore });
      // A new site or host name answers at once in this process (the database's notification tells the others).
      await api.register(tenantsAdminRoutes, { fileStore, mailer, siteChanged: changed });
      await api.register(legalRoutes, {
        dataDir: config.dataDir,
        siteChanged: changed,
      });
    },
    { prefix: '/api' },
  );
  return app;
}
