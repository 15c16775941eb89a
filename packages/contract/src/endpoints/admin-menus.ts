import { z } from '../zod.ts';
import {
  adminFooterItemInputSchema,
  adminFooterItemSchema,
  adminFooterOrderInputSchema,
  adminMenuEntryInputSchema,
  adminMenuLinkInputSchema,
  adminMenuOrderInputSchema,
  adminMenuSchema,
  adminMenuTargetsSchema,
  adminSocialLinksInputSchema,
  adminSocialLinksSchema,
  FOOTER_LISTS,
} from '../admin-menus.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['menus', 'admin'];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id: idSchema });
const byList = z.object({ list: z.enum(FOOTER_LISTS) });
const byListAndId = z.object({ list: z.enum(FOOTER_LISTS), id: idSchema });
const deleted = z.object({ id: z.number().int() });

/**
 * The back-office's menus (issue 18 item 3): the main menu (the pages tree and its links), the footer's links and
 * logos, the social links. The site's administrators only, answers private, every write audited; the storefront
 * shows a change at once (the tables' change triggers drop the site's kept answers).
 */
export const adminMenusEndpoints = {
  adminMenu: endpoint({
    method: 'GET',
    path: '/admin/menu',
    summary:
      'The main menu as a tree (admin): every entry, hidden and unpublished ones too, in both languages, with a ' +
      "link's target and where each entry leads",
    tags,
    data: adminMenuSchema,
    refusals: [401, 403],
  }),
  adminMenuTargets: endpoint({
    method: 'GET',
    path: '/admin/menu/targets',
    summary: 'What a menu link may point to (admin): the pages, categories, products and blog folders of the site',
    tags,
    data: adminMenuTargetsSchema,
    refusals: [401, 403],
  }),
  adminCreateMenuLink: endpoint({
    method: 'POST',
    path: '/admin/menu/link',
    summary:
      'Adds a link to the menu (admin): its title in both languages and its target (a page, a category, a product ' +
      'or a blog folder of the site by id, or an address); 404 when the target or the parent is not of the site',
    tags,
    body: adminMenuLinkInputSchema,
    data: adminMenuSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminUpdateMenuLink: endpoint({
    method: 'PUT',
    path: '/admin/menu/link/:id',
    summary: "Saves a menu link's title, target and visibility (admin); it keeps its place",
    tags,
    params: byId,
    body: adminMenuLinkInputSchema,
    data: adminMenuSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteMenuLink: endpoint({
    method: 'DELETE',
    path: '/admin/menu/link/:id',
    summary:
      'Removes a link from the menu (admin); its sub-entries move up to its place. A page cannot be removed here',
    tags,
    params: byId,
    data: adminMenuSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminMenuOrder: endpoint({
    method: 'PUT',
    path: '/admin/menu/order',
    summary:
      "Saves the whole menu's order in one call (admin): every entry of the site once, with its parent and " +
      'position; refused when an entry is missing or unknown, when parents make a loop, or when the tree is deeper ' +
      'than the storefront draws',
    tags,
    body: adminMenuOrderInputSchema,
    data: adminMenuSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateMenuEntry: endpoint({
    method: 'PUT',
    path: '/admin/menu/entry/:id',
    summary: 'Saves what the menu shows of an entry (admin): its menu title in both languages, whether it is shown',
    tags,
    params: byId,
    body: adminMenuEntryInputSchema,
    data: adminMenuSchema,
    refusals: [400, 401, 403, 404],
  }),

  adminFooterItems: endpoint({
    method: 'GET',
    path: '/admin/footer/:list',
    summary: "The footer's links (link-footer) or logos (logo-footer) in order, in both languages (admin)",
    tags,
    params: byList,
    data: z.array(adminFooterItemSchema),
    refusals: [400, 401, 403],
  }),
  adminCreateFooterItem: endpoint({
    method: 'POST',
    path: '/admin/footer/:list',
    summary: 'Adds a footer link (its address required) or logo (its picture required) at the end (admin)',
    tags,
    params: byList,
    body: adminFooterItemInputSchema,
    data: adminFooterItemSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateFooterItem: endpoint({
    method: 'PUT',
    path: '/admin/footer/:list/:id',
    summary: 'Saves a footer link or logo (admin)',
    tags,
    params: byListAndId,
    body: adminFooterItemInputSchema,
    data: adminFooterItemSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteFooterItem: endpoint({
    method: 'DELETE',
    path: '/admin/footer/:list/:id',
    summary: 'Removes a footer link or logo (admin)',
    tags,
    params: byListAndId,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),
  adminFooterOrder: endpoint({
    method: 'PUT',
    path: '/admin/footer/:list/order',
    summary: "Saves the order of the footer's links or logos (admin): every item of the list once",
    tags,
    params: byList,
    body: adminFooterOrderInputSchema,
    data: z.array(adminFooterItemSchema),
    refusals: [400, 401, 403],
  }),

  adminSocialLinks: endpoint({
    method: 'GET',
    path: '/admin/social-links',
    summary: "The site's social links (admin): each network's address or name",
    tags,
    data: adminSocialLinksSchema,
    refusals: [401, 403],
  }),
  adminUpdateSocialLinks: endpoint({
    method: 'PUT',
    path: '/admin/social-links',
    summary: "Saves the site's social links (admin): an address per network, '' removes one",
    tags,
    body: adminSocialLinksInputSchema,
    data: adminSocialLinksSchema,
    refusals: [400, 401, 403],
  }),
};
