import type { z } from 'zod';
import type {
  AdminSite,
  AdminSiteAdmin,
  AdminSiteSwitch,
  Locale,
  LoginResult,
  adminSiteCreateSchema,
  adminSiteInviteSchema,
  adminSiteUpdateSchema,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import { accountById } from '../accounts/accounts.service.ts';
import * as staff from '../accounts/site-staff.ts';
import { recordChange } from '../audit/audit.service.ts';
import * as repository from './tenants.repository.ts';
import { copyReferencedFiles } from './site-files.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * The sites (tenants), issue 18 item 7. The caller is a SUPER_ADMIN of the request's site (its home site, where
 * its session lives); the site acted on is the one of the path. Only this module builds a context for another
 * site than the request's, and only after that role check (tenants.admin.routes.ts); everything it writes there
 * is audited on the home site, by the super administrator.
 */

type SiteCreate = z.output<typeof adminSiteCreateSchema>;
type SiteUpdate = z.output<typeof adminSiteUpdateSchema>;
type Invite = z.output<typeof adminSiteInviteSchema>;

export interface TenantsDeps {
  fileStore: FileStore;
  mailer: Mailer;
  /** Drops a site's kept answers, pages and the host registry (caches.ts `siteChanged`), once committed. */
  siteChanged(siteId: number): void;
}

/** The context of another site, for the super administrator's acts there: no visitor's token or account. */
function contextOf(ctx: RequestContext, siteId: number, locale: Locale = ctx.locale): RequestContext {
  return { ...ctx, siteId, locale, token: null, user: null };
}

const localeOf = (code: string | null): Locale => (code === 'en' ? 'en' : 'fr_FR');

function present(row: repository.SiteRow, counts: Map<number, number>): AdminSite {
  return {
    id: row.id,
    name: row.name,
    hosts: row.hosts,
    defaultLanguage: localeOf(row.defaultLanguage),
    isECommerce: row.isECommerce,
    adminCount: counts.get(row.id) ?? 0,
  };
}

export async function listSites(ctx: RequestContext): Promise<AdminSite[]> {
  const [rows, counts] = await Promise.all([repository.findSites(ctx.db), staff.adminCounts(ctx.db)]);
  return rows.map((row) => present(row, counts));
}

async function oneSite(ctx: RequestContext, id: number): Promise<repository.SiteRow> {
  const [row] = await repository.findSites(ctx.db, id);
  if (!row) throw notFound('Site', id);
  return row;
}

async function presentOne(ctx: RequestContext, id: number): Promise<AdminSite> {
  return present(await oneSite(ctx, id), await staff.adminCounts(ctx.db));
}

/** A 409 naming the first host name already another site's. */
const hostTaken = (host: string) => refused([{ field: 'hosts', code: 'HOST_TAKEN', params: { host } }], 409);

/**
 * Creates a site from a template, in one transaction with its audit entry (the template's referenced files
 * copied before it commits); the new site answers on its host names as soon as the answer is sent.
 */
export async function createSite(
  ctx: RequestContext,
  input: SiteCreate,
  deps: TenantsDeps,
): Promise<Checked<AdminSite>> {
  const codes = await repository.languageCodes(ctx.db, input.templateSiteId);
  if ((await repository.findSites(ctx.db, input.templateSiteId)).length === 0) {
    return refused([{ field: 'templateSiteId', code: 'TEMPLATE_SITE_UNKNOWN', params: { id: input.templateSiteId } }]);
  }
  if (!codes.includes(input.defaultLanguage)) {
    return refused([
      { field: 'defaultLanguage', code: 'TEMPLATE_LANGUAGE_MISSING', params: { language: input.defaultLanguage } },
    ]);
  }
  const created = await ctx.db.transaction(async (db): Promise<Checked<number>> => {
    const siteId = await repository.nextSiteId(db);
    const [taken] = await repository.takenHosts(db, input.hosts);
    if (taken) return hostTaken(taken);
    await repository.insertSite(db, siteId, input.name);
    await repository.replaceHosts(db, siteId, input.hosts);
    const rows = await repository.copyTemplateRows(db, input.templateSiteId, siteId);
    await repository.nameNewSite(db, siteId, {
      name: input.name,
      defaultLanguage: input.defaultLanguage,
      isECommerce: input.isECommerce,
      host: input.hosts[0] ?? '',
    });
    await repository.recordFirstLegalVersions(db, siteId);
    await recordChange(
      { ...ctx, db },
      { action: 'site.create', entity: 'site', entityId: siteId, before: null, after: { ...input } },
    );
    await copyReferencedFiles(deps.fileStore, input.templateSiteId, siteId, rows);
    return accepted(siteId);
  });
  if (!created.ok) return created;
  deps.siteChanged(created.value);
  return accepted(await presentOne(ctx, created.value));
}

export async function updateSite(
  ctx: RequestContext,
  id: number,
  input: SiteUpdate,
  deps: TenantsDeps,
): Promise<Checked<AdminSite>> {
  const before = await oneSite(ctx, id);
  const saved = await ctx.db.transaction(async (db): Promise<Checked<true>> => {
    const [taken] = await repository.takenHosts(db, input.hosts, id);
    if (taken) return hostTaken(taken);
    await repository.updateSiteName(db, id, input.name);
    await repository.replaceHosts(db, id, input.hosts);
    await repository.setECommerce(db, id, input.isECommerce);
    await recordChange(
      { ...ctx, db },
      {
        action: 'site.update',
        entity: 'site',
        entityId: id,
        before: { name: before.name, hosts: before.hosts, isECommerce: before.isECommerce },
        after: { ...input },
      },
    );
    return accepted(true);
  });
  if (!saved.ok) return saved;
  deps.siteChanged(id);
  return accepted(await presentOne(ctx, id));
}

export async function listSiteAdmins(ctx: RequestContext, id: number): Promise<AdminSiteAdmin[]> {
  await oneSite(ctx, id);
  return staff.siteAdmins(contextOf(ctx, id));
}

/** Runs a write on another site and its audit entry on the home site in one transaction. */
function audited<T>(
  ctx: RequestContext,
  siteId: number,
  locale: Locale,
  work: (there: RequestContext, here: RequestContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((db) => work(contextOf({ ...ctx, db }, siteId, locale), { ...ctx, db }));
}

/** The invitation goes in the site's default language, with a link on the site's first host name. */
export async function inviteSiteAdmin(
  ctx: RequestContext,
  id: number,
  input: Invite,
  mail: { mailer: Mailer; originOf: (host: string) => string },
): Promise<Checked<AdminSiteAdmin>> {
  const site = await oneSite(ctx, id);
  const host = site.hosts[0];
  if (!host) throw new AppError('CONFLICT', 'SITE_WITHOUT_HOST');
  const locale = localeOf(site.defaultLanguage);
  const invited = await audited(ctx, id, locale, async (there, here) => {
    const made = await staff.inviteAdmin(there, input);
    if (made.ok) {
      const { admin } = made.value;
      await recordChange(here, {
        action: 'site.admin.invite',
        entity: 'site',
        entityId: id,
        before: null,
        after: { userId: admin.id, email: admin.email, role: admin.role },
      });
    }
    return made;
  });
  if (!invited.ok) return invited;
  await staff.mailInvitation(contextOf(ctx, id, locale), invited.value, {
    mailer: mail.mailer,
    origin: mail.originOf(host),
  });
  return accepted(invited.value.admin);
}

/** One cannot take one's own access away (the account of this session), which would lock the site out. */
export async function removeSiteAdmin(ctx: RequestContext, id: number, userId: number): Promise<AdminSiteAdmin[]> {
  await oneSite(ctx, id);
  if (id === ctx.siteId && userId === ctx.user?.id) throw new AppError('CONFLICT', 'SITE_ADMIN_NOT_YOURSELF');
  await audited(ctx, id, ctx.locale, async (there, here) => {
    const removed = await staff.removeAdmin(there, userId);
    if (!removed) throw notFound('Administrator', userId);
    await recordChange(here, {
      action: 'site.admin.remove',
      entity: 'site',
      entityId: id,
      before: { userId: removed.id, email: removed.email, role: removed.role },
      after: null,
    });
  });
  return staff.siteAdmins(contextOf(ctx, id));
}

/** A ticket to another site's back-office, for the super administrator of this session. */
export async function switchSite(ctx: RequestContext, id: number): Promise<Checked<AdminSiteSwitch>> {
  const site = await oneSite(ctx, id);
  const host = site.hosts[0];
  if (!host) throw new AppError('CONFLICT', 'SITE_WITHOUT_HOST');
  const me = ctx.user ? await accountById(ctx, ctx.user.id) : null;
  if (!me) throw new AppError('UNAUTHORIZED', 'NOT_LOGGED');
  const ticket = await audited(ctx, id, ctx.locale, async (there, here) => {
    const made = await staff.switchTicket(there, me);
    if (made.ok)
      await recordChange(here, { action: 'site.switch', entity: 'site', entityId: id, before: null, after: null });
    return made;
  });
  if (!ticket.ok) return ticket;
  return accepted({ host, ticket: ticket.value });
}

/** The ticket presented on the target site (the request's): a session there, or a 401. */
export async function enterSite(ctx: RequestContext, ticket: string): Promise<LoginResult> {
  const entered = await staff.enterWithTicket(ctx, ticket);
  if (!entered) throw new AppError('UNAUTHORIZED', 'SITE_SWITCH_TICKET_INVALID');
  return entered;
}
