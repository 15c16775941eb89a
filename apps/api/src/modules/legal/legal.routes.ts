import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLegalEndpoints, legalEndpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import { accessibleOrder, loadOrderAccessKey } from '../orders/order-access.ts';
import * as legal from './legal.service.ts';

export interface LegalRoutesOptions {
  dataDir: string;
  /** Drops the site's kept answers and pages at once (caches.ts `siteChanged`), after a committed save. */
  siteChanged: legal.SiteChanged;
}

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/**
 * The legal texts (issue 18 item 5): the back-office's editor with its versions, and the sale terms a buyer
 * accepted, read from their own order only (its logged owner, or whoever holds its mailed link).
 */
export const legalRoutes: FastifyPluginAsyncZod<LegalRoutesOptions> = async (app, options) => {
  const { siteChanged } = options;
  const orderKey = await loadOrderAccessKey(options.dataDir);

  route(app, adminLegalEndpoints.adminLegalTexts, async (request, reply) => {
    await admin(request, reply);
    return legal.listLegalTexts(request.ctx);
  });

  route(app, adminLegalEndpoints.adminLegalText, async (request, reply) => {
    await admin(request, reply);
    return legal.getLegalText(request.ctx, request.params.key);
  });

  route(app, adminLegalEndpoints.adminSaveLegalText, async (request, reply) => {
    await admin(request, reply);
    const saved = await legal.saveLegalText(request.ctx, request.params.key, request.body, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, adminLegalEndpoints.adminLegalTextVersions, async (request, reply) => {
    await admin(request, reply);
    return legal.listVersions(request.ctx, request.params.key);
  });

  route(app, adminLegalEndpoints.adminLegalTextVersion, async (request, reply) => {
    await admin(request, reply);
    return legal.getVersion(request.ctx, request.params.key, request.params.id);
  });

  route(app, legalEndpoints.orderSaleTerms, async (request, reply) => {
    const order = await accessibleOrder(request, request.params.id, orderKey);
    reply.header('cache-control', 'private, no-store');
    return legal.orderSaleTerms(request.ctx, order);
  });
};
