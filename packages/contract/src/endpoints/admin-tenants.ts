import { z } from '../zod.ts';
import { loginResultSchema } from '../accounts.ts';
import {
  adminSiteAdminSchema,
  adminSiteCreateSchema,
  adminSiteEnterSchema,
  adminSiteInviteSchema,
  adminSiteSchema,
  adminSiteSwitchSchema,
  adminSiteUpdateSchema,
} from '../admin-tenants.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['tenants', 'admin'];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id: idSchema });

/**
 * The sites (tenants), issue 18 item 7: SUPER_ADMIN only (a plain ADMIN gets 403), answers private, every write
 * audited on the super administrator's own site. A super administrator's session is of its home site; the
 * `:id` of the path names the site acted on, and the switch opens a session on another site's own host.
 */
export const adminTenantsEndpoints = {
  adminSites: endpoint({
    method: 'GET',
    path: '/admin/site',
    summary: 'Every site with its host names, default language, e-commerce and number of administrators (super admin)',
    tags,
    data: z.array(adminSiteSchema),
    refusals: [401, 403],
  }),
  adminCreateSite: endpoint({
    method: 'POST',
    path: '/admin/site',
    summary:
      'Creates a site from a template site (languages, parameters, look, logos and their files, pages, footer; no ' +
      'products, orders, customers or news); it answers on its host names at once. 409 when a host name is taken',
    tags,
    body: adminSiteCreateSchema,
    data: adminSiteSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateSite: endpoint({
    method: 'PUT',
    path: '/admin/site/:id',
    summary: "Saves a site's name, host names and e-commerce (super admin); 409 when a host name is another site's",
    tags,
    params: byId,
    body: adminSiteUpdateSchema,
    data: adminSiteSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminSiteAdmins: endpoint({
    method: 'GET',
    path: '/admin/site/:id/admin',
    summary: "A site's administrators, invited ones included (super admin)",
    tags,
    params: byId,
    data: z.array(adminSiteAdminSchema),
    refusals: [401, 403, 404],
  }),
  adminInviteSiteAdmin: endpoint({
    method: 'POST',
    path: '/admin/site/:id/admin/invite',
    summary:
      'Invites an administrator to a site: the account is created without a password and a link to choose one, ' +
      "valid 7 days, is mailed in the site's default language. 409 when the e-mail has an account there",
    tags,
    params: byId,
    body: adminSiteInviteSchema,
    data: adminSiteAdminSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminRemoveSiteAdmin: endpoint({
    method: 'DELETE',
    path: '/admin/site/:id/admin/:userId',
    summary:
      "Takes a site's administrator away: the account becomes a customer's and its sessions end (super admin); " +
      'one cannot remove oneself',
    tags,
    params: z.object({ id: idSchema, userId: idSchema }),
    data: z.array(adminSiteAdminSchema),
    refusals: [400, 401, 403, 404, 409],
  }),
  adminSwitchSite: endpoint({
    method: 'POST',
    path: '/admin/site/:id/switch',
    summary:
      "Switches the super administrator to another site's back-office: an account there (SUPER_ADMIN, no " +
      'password) and a one-minute ticket to present on its host',
    tags,
    params: byId,
    data: adminSiteSwitchSchema,
    refusals: [401, 403, 404, 409],
  }),
  enterSite: endpoint({
    method: 'POST',
    path: '/site-switch',
    summary:
      "Presents a switch ticket on the target site's host: it works once, within a minute, and opens a session " +
      '(the login cookies). Not behind the back-office gate: the visitor has no session on this site yet',
    tags: ['tenants', 'accounts'],
    body: adminSiteEnterSchema,
    data: loginResultSchema,
    refusals: [400, 401],
  }),
};
