import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'siteId' | 'id'>;

/** A live account of this site by its normalised e-mail. */
export async function findUserByEmail(ctx: RequestContext, email: string): Promise<UserRow | null> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.email, email), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

export async function findUserById(ctx: RequestContext, id: number): Promise<UserRow | null> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, id), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

/** Whether an e-mail is taken on this site, by any account but `exceptId`. */
export async function emailTaken(ctx: RequestContext, email: string, exceptId?: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, ctx.siteId),
        eq(users.email, email),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return rows.length > 0;
}

export async function insertUser(ctx: RequestContext, values: NewUser): Promise<UserRow> {
  const [row] = await ctx.db
    .insert(users)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(ctx: RequestContext, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, id)))
    .returning();
  if (!row) throw new Error(`user ${id} of site ${ctx.siteId} vanished during its update`);
  return row;
}

export async function insertSession(ctx: RequestContext, userId: number, tokenHash: string, expiresAt: Date) {
  await ctx.db.insert(sessions).values({ siteId: ctx.siteId, userId, tokenHash, expiresAt });
}

/** The session of a token hash on this site, if live, with its user's role. */
/**
 * The live session of a token (not revoked, not expired, account not deleted) and its user. Prepared: every
 * logged request asks it first, so it is built once and PostgreSQL parses and plans it once per connection.
 */
export async function findLiveSession(ctx: RequestContext, tokenHash: string, now: Date) {
  const slot = (name: string) => sql.placeholder(name);
  const query = prepared(ctx.db, 'live_session', () =>
    ctx.db
      .select({ sessionId: sessions.id, userId: users.id, role: users.role, lastSeenAt: users.lastSeenAt })
      .from(sessions)
      .innerJoin(users, and(eq(users.siteId, sessions.siteId), eq(users.id, sessions.userId)))
      .where(
        and(
          eq(sessions.siteId, slot('siteId')),
          eq(sessions.tokenHash, slot('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`${slot('now')}::timestamptz`),
          isNull(users.deletedAt),
        ),
      )
      .prepare('live_session'),
  );
  // A slot's value goes to the driver as it is: the moment as the column would write it.
  const rows = await query.execute({ siteId: ctx.siteId, tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}

/**
 * The account was seen now (a login, a session used): a notice of inactivity no longer holds, and the language it
 * used is the one its unrequested mails get. With `onlyBefore`, written only when the last one is older, so that
 * two requests of the same day write once.
 */
export async function touchLastSeen(ctx: RequestContext, userId: number, now: Date, onlyBefore?: Date) {
  await ctx.db
    .update(users)
    .set({ lastSeenAt: now, inactivityNoticeAt: null, locale: ctx.locale })
    .where(
      and(
        eq(users.siteId, ctx.siteId),
        eq(users.id, userId),
        onlyBefore === undefined ? undefined : lt(users.lastSeenAt, onlyBefore),
      ),
    );
}

export async function revokeSession(ctx: RequestContext, sessionId: number) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.siteId, ctx.siteId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, but `keepSessionId` when given (the one changing the password). */
export async function revokeUserSessions(ctx: RequestContext, userId: number, keepSessionId?: number) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.siteId, ctx.siteId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function insertPasswordReset(ctx: RequestContext, userId: number, tokenHash: string, expiresAt: Date) {
  await ctx.db.insert(passwordResets).values({ siteId: ctx.siteId, userId, tokenHash, expiresAt });
}

/** The reset link of a token hash on this site (used or expired ones too, to say so), if its account lives. */
export async function findPasswordReset(ctx: RequestContext, tokenHash: string) {
  const rows = await ctx.db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.siteId, passwordResets.siteId), eq(users.id, passwordResets.userId)))
    .where(
      and(eq(passwordResets.siteId, ctx.siteId), eq(passwordResets.tokenHash, tokenHash), isNull(users.deletedAt)),
    );
  return rows[0] ?? null;
}

/** Marks a reset link used; false when it already was (two tabs racing with one link). */
export async function usePasswordReset(ctx: RequestContext, id: number, now: Date): Promise<boolean> {
  const rows = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.siteId, ctx.siteId), eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Every other pending reset link of a user stops working once the password is reset. */
export async function usePasswordResetsOfUser(ctx: RequestContext, userId: number, now: Date) {
  await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.siteId, ctx.siteId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)),
    );
}
