import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminSiteAdmin, LoginResult, SiteAdminRole } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import * as repository from './accounts.repository.ts';
import { openSession, passwordResetLink, toUser } from './accounts.service.ts';
import { newToken, tokenHash } from './session.ts';

/**
 * A site's staff as the super administrators manage it (issue 18 item 7). Accounts are per site: every function
 * here takes the context of the site acted on, which only the tenants module builds, after checking that the
 * caller is a SUPER_ADMIN of its own site.
 */

/** An invitation's link to choose a password is the reset link, valid 7 days instead of an hour. */
export const INVITATION_DAYS = 7;
/** A switch ticket is a session of one minute, traded once for a real one on the target site's host. */
export const SWITCH_TICKET_SECONDS = 60;

const STAFF_ROLES: SiteAdminRole[] = ['ADMIN', 'SUPER_ADMIN'];

function toAdmin(row: repository.UserRow): AdminSiteAdmin {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'ADMIN',
    invited: row.passwordHash === null,
  };
}

/** The live administrators of the context's site, by e-mail. */
export async function siteAdmins(ctx: RequestContext): Promise<AdminSiteAdmin[]> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), inArray(users.role, STAFF_ROLES), isNull(users.deletedAt)))
    .orderBy(users.email);
  return rows.map(toAdmin);
}

/** How many live administrators each site has. */
export async function adminCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ siteId: users.siteId, admins: count() })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), isNull(users.deletedAt)))
    .groupBy(users.siteId);
  return new Map(rows.map((row) => [row.siteId, row.admins]));
}

export interface Invitation {
  email: string;
  firstname: string;
  lastname: string;
  role: SiteAdminRole;
}

/**
 * Creates the account without a password and a link to choose one (the reset page), to mail once the caller's
 * transaction commits (`mailInvitation`). Inviting again someone who has not chosen a password yet makes a new
 * link; any other account with that e-mail on the site is a 409. Runs in the caller's transaction (`ctx.db`).
 */
export async function inviteAdmin(
  ctx: RequestContext,
  invitation: Invitation,
): Promise<Checked<{ admin: AdminSiteAdmin; token: string }>> {
  const existing = await repository.findUserByEmail(ctx, invitation.email);
  const taken = existing && (existing.passwordHash !== null || !STAFF_ROLES.includes(existing.role as SiteAdminRole));
  if (taken || (!existing && (await repository.emailTaken(ctx, invitation.email)))) {
    return refused([{ field: 'email', code: 'SITE_ADMIN_EMAIL_TAKEN' }], 409);
  }
  const values = { firstname: invitation.firstname, lastname: invitation.lastname, role: invitation.role };
  const user = existing
    ? await repository.updateUser(ctx, existing.id, values)
    : await repository.insertUser(ctx, { email: invitation.email, passwordHash: null, ...values });
  const token = newToken();
  await repository.insertPasswordReset(
    ctx,
    user.id,
    tokenHash(token),
    new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  );
  return accepted({ admin: toAdmin(user), token });
}

/**
 * Mails an invitation in the context's language (the site's default). The account stays invited if the mail
 * fails: inviting again sends a new link.
 */
export async function mailInvitation(
  ctx: RequestContext,
  invited: { admin: AdminSiteAdmin; token: string },
  mail: { mailer: Mailer; origin: string },
) {
  await mail.mailer
    .sendTemplate(ctx, invited.admin.email, mail.origin, {
      kind: 'adminInvitation',
      firstname: invited.admin.firstname,
      link: passwordResetLink(mail.origin, ctx.locale, invited.token),
      days: INVITATION_DAYS,
    })
    .catch((error: unknown) => console.error('administrator invitation not sent', error));
}

/**
 * Takes an administrator's access away: an invited account (never used) goes, any other becomes a customer's
 * account (its orders stay its own); its sessions end either way. Null when it is no administrator of the site.
 * Runs in the caller's transaction.
 */
export async function removeAdmin(ctx: RequestContext, userId: number): Promise<AdminSiteAdmin | null> {
  const row = await repository.findUserById(ctx, userId);
  if (!row || !STAFF_ROLES.includes(row.role as SiteAdminRole)) return null;
  await repository.revokeUserSessions(ctx, row.id);
  if (row.passwordHash === null) {
    await ctx.db.delete(users).where(and(eq(users.siteId, ctx.siteId), eq(users.id, row.id)));
  } else {
    await repository.updateUser(ctx, row.id, { role: 'CUSTOMER' });
  }
  return toAdmin(row);
}

/**
 * A ticket to the context's site for a super administrator of another site: the account with the same e-mail
 * there (created as a SUPER_ADMIN without a password when there is none; refused when it is anyone else's
 * role), and a one-minute session whose token is the ticket. Runs in the caller's transaction.
 */
export async function switchTicket(
  ctx: RequestContext,
  me: { email: string; firstname: string; lastname: string },
): Promise<Checked<string>> {
  const existing = await repository.findUserByEmail(ctx, me.email);
  const taken = existing ? existing.role !== 'SUPER_ADMIN' : await repository.emailTaken(ctx, me.email);
  if (taken) return refused([{ field: 'id', code: 'SITE_SWITCH_ACCOUNT_TAKEN' }], 409);
  const user =
    existing ??
    (await repository.insertUser(ctx, {
      email: me.email,
      passwordHash: null,
      firstname: me.firstname,
      lastname: me.lastname,
      role: 'SUPER_ADMIN',
    }));
  const token = newToken();
  await repository.insertSession(ctx, user.id, tokenHash(token), new Date(Date.now() + SWITCH_TICKET_SECONDS * 1000));
  return accepted(token);
}

/**
 * Trades a switch ticket presented on its own site for a session there: a live session of a SUPER_ADMIN that
 * lasts no longer than a ticket; the ticket ends at once, so it works once.
 */
export async function enterWithTicket(ctx: RequestContext, ticket: string): Promise<LoginResult | null> {
  const now = new Date();
  const found = await ctx.db
    .select({ sessionId: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.siteId, sessions.siteId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.siteId, ctx.siteId),
        eq(sessions.tokenHash, tokenHash(ticket)),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    );
  const row = found[0];
  const isTicket = row && row.expiresAt.getTime() - row.createdAt.getTime() <= SWITCH_TICKET_SECONDS * 1000 + 5_000;
  if (!row || !isTicket || row.expiresAt <= now || row.user.role !== 'SUPER_ADMIN') return null;
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.siteId, ctx.siteId), eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) return null;
  const { token, expiresAt } = await openSession(ctx, row.user.id);
  return { user: toUser(row.user), token, expiresAt: expiresAt.toISOString() };
}
