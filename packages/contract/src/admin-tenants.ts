import { z } from './zod.ts';
import { emailSchema } from './accounts.ts';
import { LOCALES } from './locales.ts';

/**
 * The sites (tenants) a super administrator runs (issue 18 item 7): list, create from a template, rename, host
 * names, e-commerce on or off, each site's administrators and the switch to another site's back-office.
 */

/** A host name as a browser sends it, without a port: labels of letters, digits and inner hyphens. */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const hostNameSchema = z.string().trim().toLowerCase().max(253);

const isHostName = (host: string) => host.split('.').every((label) => HOST_LABEL.test(label));

/** One to ten host names, each once; a wrong one is named in the refusal of the list. */
export const hostNamesSchema = z
  .array(hostNameSchema)
  .min(1)
  .max(10)
  .superRefine((hosts, ctx) => {
    for (const host of hosts.filter((candidate) => !isHostName(candidate))) {
      ctx.addIssue({ code: 'custom', params: { i18n: 'HOST_INVALID', values: { host } } });
    }
    if (new Set(hosts).size !== hosts.length) ctx.addIssue({ code: 'custom', params: { i18n: 'HOST_REPEATED' } });
  });

const siteName = z.string().trim().min(1).max(120);

/** The roles a site's administrator may have. */
export const SITE_ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;
export type SiteAdminRole = (typeof SITE_ADMIN_ROLES)[number];

/** `GET /admin/site`: a site as the super administrators' list shows it. */
export const adminSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hosts: z.array(z.string()),
  defaultLanguage: z.enum(LOCALES),
  isECommerce: z.boolean(),
  adminCount: z.number().int(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** `POST /admin/site`: a new site, copied from a template site (its look, pages and footer, not its data). */
export const adminSiteCreateSchema = z.object({
  name: siteName,
  hosts: hostNamesSchema,
  defaultLanguage: z.enum(LOCALES),
  isECommerce: z.boolean(),
  templateSiteId: z.number().int().positive().max(2_147_483_647),
});
export type AdminSiteCreate = z.input<typeof adminSiteCreateSchema>;

/** `PUT /admin/site/{id}`: its name, host names and e-commerce. */
export const adminSiteUpdateSchema = z.object({
  name: siteName,
  hosts: hostNamesSchema,
  isECommerce: z.boolean(),
});
export type AdminSiteUpdate = z.input<typeof adminSiteUpdateSchema>;

/** An administrator of a site; `invited` until the person has chosen a password. */
export const adminSiteAdminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(SITE_ADMIN_ROLES),
  invited: z.boolean(),
});
export type AdminSiteAdmin = z.infer<typeof adminSiteAdminSchema>;

/** `POST /admin/site/{id}/admin/invite`: the account is created without a password and a link is mailed. */
export const adminSiteInviteSchema = z.object({
  email: emailSchema,
  firstname: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  role: z.enum(SITE_ADMIN_ROLES),
});
export type AdminSiteInvite = z.input<typeof adminSiteInviteSchema>;

/**
 * `POST /admin/site/{id}/switch`: a one-minute, one-use ticket and the host to present it on
 * (`/admin/switch?ticket=…` of that host opens the super administrator's session there).
 */
export const adminSiteSwitchSchema = z.object({ host: z.string(), ticket: z.string() });
export type AdminSiteSwitch = z.infer<typeof adminSiteSwitchSchema>;

/** `POST /site-switch`: the ticket, presented on the target site's host. */
export const adminSiteEnterSchema = z.object({ ticket: z.string().min(1).max(200) });
