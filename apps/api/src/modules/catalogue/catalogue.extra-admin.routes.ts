import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueExtraEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { accepted, checkedBody, type Checked } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as categories from './admin-categories.ts';
import type { SiteChanged } from './admin-catalogue.service.ts';
import * as customizations from './admin-customizations.ts';

export interface CatalogueExtraAdminOptions {
  /** Drops the site's kept answers and pages at once (caches.ts `siteChanged`), after a committed save. */
  siteChanged: SiteChanged;
}

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked (a wrong path answers as usual). */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/**
 * The back-office's catalogue, continued (issue 16 item 6): customizations and their cost rules, categories, meal
 * icons and awards (catalogue.admin.routes.ts has the products, declinations, images and discount codes).
 */
export const catalogueExtraAdminRoutes: FastifyPluginAsyncZod<CatalogueExtraAdminOptions> = async (app, options) => {
  const { siteChanged } = options;

  // ─── customizations ───

  route(app, endpoints.adminCustomizations, async (request, reply) => {
    await admin(request, reply);
    return customizations.listCustomizations(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateCustomization, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateCustomization.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await customizations.createCustomization(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminUpdateCustomization, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateCustomization.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { id, idCustomization } = request.params;
    const saved = await customizations.updateCustomization(request.ctx, id, idCustomization, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteCustomization, async (request, reply) => {
    await admin(request, reply);
    const { id, idCustomization } = request.params;
    const { version } = request.query;
    const saved = await customizations.deleteCustomization(request.ctx, id, idCustomization, version, siteChanged);
    return answerChecked(request, reply, saved);
  });

  // ─── categories ───

  route(app, endpoints.adminCategories, async (request, reply) => {
    await admin(request, reply);
    return categories.listAdminCategories(request.ctx);
  });

  route(app, endpoints.adminCreateCategory, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateCategory.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await categories.createCategory(request.ctx, body.value, siteChanged));
  });

  route(app, endpoints.adminUpdateCategory, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateCategory.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await categories.updateCategory(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminDeleteCategory, async (request, reply) => {
    await admin(request, reply);
    return categories.deleteCategory(request.ctx, request.params.id, siteChanged);
  });

  // ─── meal icons ───

  route(app, endpoints.adminMealIcons, async (request, reply) => {
    await admin(request, reply);
    return categories.listMealIcons(request.ctx);
  });

  route(app, endpoints.adminCreateMealIcon, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateMealIcon.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(
      request,
      reply,
      accepted(await categories.createMealIcon(request.ctx, body.value, siteChanged)),
    );
  });

  route(app, endpoints.adminUpdateMealIcon, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateMealIcon.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await categories.updateMealIcon(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });

  route(app, endpoints.adminDeleteMealIcon, async (request, reply) => {
    await admin(request, reply);
    return categories.deleteMealIcon(request.ctx, request.params.id, siteChanged);
  });

  // ─── awards ───

  route(app, endpoints.adminAwards, async (request, reply) => {
    await admin(request, reply);
    return categories.listAwards(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateAward, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateAward.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await categories.createAward(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });

  route(app, endpoints.adminUpdateAward, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateAward.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { id, idAward } = request.params;
    const saved = await categories.updateAward(request.ctx, id, idAward, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });

  route(app, endpoints.adminDeleteAward, async (request, reply) => {
    await admin(request, reply);
    const { id, idAward } = request.params;
    return categories.deleteAward(request.ctx, id, idAward, siteChanged);
  });
};
