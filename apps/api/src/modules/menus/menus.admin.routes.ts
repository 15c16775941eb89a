import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMenusEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { accepted, checkedBody, type Checked } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as footer from './footer-items.ts';
import * as menu from './menu-tree.ts';
import * as social from './social-links.ts';

export interface MenusAdminOptions {
  /** Drops the site's kept answers and pages at once (caches.ts `siteChanged`), after a committed save. */
  siteChanged: menu.SiteChanged;
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

/** The back-office's menus (issue 18 item 3): the main menu, the footer's links and logos, the social links. */
export const menusAdminRoutes: FastifyPluginAsyncZod<MenusAdminOptions> = async (app, { siteChanged }) => {
  // ─── main menu ───

  route(app, endpoints.adminMenu, async (request, reply) => {
    await admin(request, reply);
    return menu.getAdminMenu(request.ctx);
  });

  route(app, endpoints.adminMenuTargets, async (request, reply) => {
    await admin(request, reply);
    return menu.listTargets(request.ctx);
  });

  route(app, endpoints.adminCreateMenuLink, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateMenuLink.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await menu.createLink(request.ctx, body.value, siteChanged));
  });

  route(app, endpoints.adminUpdateMenuLink, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateMenuLink.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await menu.updateLink(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });

  route(app, endpoints.adminDeleteMenuLink, async (request, reply) => {
    await admin(request, reply);
    return menu.deleteLink(request.ctx, request.params.id, siteChanged);
  });

  route(app, endpoints.adminMenuOrder, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminMenuOrder.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return answerChecked(request, reply, await menu.saveOrder(request.ctx, body.value, siteChanged));
  });

  route(app, endpoints.adminUpdateMenuEntry, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateMenuEntry.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await menu.updateEntry(request.ctx, request.params.id, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });

  // ─── footer links and logos ───

  route(app, endpoints.adminFooterItems, async (request, reply) => {
    await admin(request, reply);
    return footer.listItems(request.ctx, request.params.list);
  });

  route(app, endpoints.adminCreateFooterItem, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateFooterItem.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await footer.createItem(request.ctx, request.params.list, body.value, siteChanged);
    return answerChecked(request, reply, saved);
  });

  route(app, endpoints.adminUpdateFooterItem, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateFooterItem.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const { list, id } = request.params;
    return answerChecked(request, reply, await footer.updateItem(request.ctx, list, id, body.value, siteChanged));
  });

  route(app, endpoints.adminDeleteFooterItem, async (request, reply) => {
    await admin(request, reply);
    return footer.deleteItem(request.ctx, request.params.list, request.params.id, siteChanged);
  });

  route(app, endpoints.adminFooterOrder, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminFooterOrder.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await footer.saveOrder(request.ctx, request.params.list, body.value.ids, siteChanged);
    return answerChecked(request, reply, saved);
  });

  // ─── social links ───

  route(app, endpoints.adminSocialLinks, async (request, reply) => {
    await admin(request, reply);
    return social.getSocialLinks(request.ctx);
  });

  route(app, endpoints.adminUpdateSocialLinks, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateSocialLinks.body);
    if (!body.ok) return answerChecked(request, reply, body);
    const saved = await social.saveSocialLinks(request.ctx, body.value, siteChanged);
    return answerChecked(request, reply, accepted(saved));
  });
};
