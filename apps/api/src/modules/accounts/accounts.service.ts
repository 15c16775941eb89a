import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  ADULT_AGE,
  ageOn,
  checkPhone,
  type accountDeletionSchema,
  type LoginResult,
  type loginSchema,
  type passwordChangeSchema,
  type passwordResetSchema,
  type profileUpdateSchema,
  type registerSchema,
  type User,
} from '@atelier/contract';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RequestContext } from '../../context.ts';
import { refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { storedParameters } from '../site/site.service.ts';
import * as repository from './accounts.repository.ts';
import { checkPassword, hashPassword, isCommonPassword } from './passwords.ts';
import { newToken, SESSION_SECONDS, tokenHash, type SessionUser } from './session.ts';

type Register = z.output<typeof registerSchema>;
type Login = z.output<typeof loginSchema>;
type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type PasswordChange = z.output<typeof passwordChangeSchema>;
type AccountDeletion = z.output<typeof accountDeletionSchema>;
type PasswordResetPayload = z.output<typeof passwordResetSchema>;

/** A password reset link lasts one hour (issue 5 item 3). */
export const RESET_MINUTES = 60;

/**
 * What an account's life does to its newsletter subscriptions. The newsletter module gives it (app.ts wires it to
 * the accounts routes): newsletter reads accounts, so accounts must not import newsletter back.
 */
export interface AccountSubscriptions {
  /** Registration with the box ticked: the account's address goes on the default list at once. */
  subscribeNewAccount(ctx: RequestContext, user: { id: number; email: string }): Promise<void>;
  /** A new account address takes the account's subscriptions with it. */
  followEmailChange(ctx: RequestContext, userId: number, from: string, to: string): Promise<void>;
  /** Erasure: the subscriptions go with the account, in the erasure's transaction. */
  forgetAccount(ctx: RequestContext, user: { id: number; email: string }): Promise<void>;
}

/** The site parameters (SPEC §3) that shape the registration and profile forms. */
export interface RegistrationRules {
  mobileOnly: boolean;
  askBirthdate: boolean;
  blockMinors: boolean;
  newsletter: boolean;
}

export async function registrationRules(ctx: RequestContext): Promise<RegistrationRules> {
  const parameters = await storedParameters(ctx);
  const on = (type: string) => parameters.get(type) === 'true';
  return {
    mobileOnly: on('ALLOW_ONLY_MOBILE_PHONE'),
    askBirthdate: on('ASK_BIRTHDATE_AT_REGISTER'),
    blockMinors: on('BLOCK_MINORS_FROM_REGISTERING'),
    newsletter: on('ENABLE_NEWSLETTER'),
  };
}

export function toUser(row: repository.UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    birthdate: row.birthdate,
    role: row.role,
    newsletter: row.newsletter,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The phone and birthdate rules shared by registration and profile (issue 5 items 1 and 4). */
function checkIdentity(
  rules: RegistrationRules,
  input: { phone: string; birthdate?: string | null | undefined },
  now: Date,
): { problems: FieldProblem[]; phone: string; birthdate: string | null } {
  const problems: FieldProblem[] = [];
  const phone = checkPhone(input.phone, { mobileOnly: rules.mobileOnly });
  if (!phone.ok) problems.push({ field: 'phone', code: phone.problem });
  const birthdate = input.birthdate ?? null;
  if (birthdate === null) {
    if (rules.askBirthdate) problems.push({ field: 'birthdate', code: 'FIELD_REQUIRED' });
  } else {
    const age = ageOn(birthdate, now);
    if (age < 0 || age > 130) problems.push({ field: 'birthdate', code: 'BIRTHDATE_INVALID' });
    else if (rules.blockMinors && age < ADULT_AGE) {
      problems.push({ field: 'birthdate', code: 'MINOR_REFUSED', params: { age: ADULT_AGE } });
    }
  }
  return { problems, phone: phone.ok ? phone.e164 : '', birthdate };
}

export async function register(
  ctx: RequestContext,
  payload: Register,
  subscriptions: AccountSubscriptions,
): Promise<Checked<User>> {
  const now = new Date();
  const rules = await registrationRules(ctx);
  const identity = checkIdentity(rules, payload, now);
  const problems = [...identity.problems];
  if (isCommonPassword(payload.password)) problems.push({ field: 'password', code: 'PASSWORD_TOO_COMMON' });
  if (problems.length > 0) return refused(problems);
  if (await repository.emailTaken(ctx, payload.email)) return refused([{ field: 'email', code: 'EMAIL_TAKEN' }], 409);
  const row = await repository.insertUser(ctx, {
    email: payload.email,
    passwordHash: await hashPassword(payload.password),
    firstname: payload.firstname,
    lastname: payload.lastname,
    phone: identity.phone,
    birthdate: identity.birthdate,
    role: 'CUSTOMER',
    acceptedTermsAt: now,
    newsletter: rules.newsletter && payload.newsletter === true,
    locale: ctx.locale,
  });
  // The ticked box puts the account's own address on the default list at once (no mailed confirmation).
  if (row.newsletter) await subscriptions.subscribeNewAccount(ctx, row);
  return { ok: true, value: toUser(row) };
}

/** Opens a session of a user; the token is only ever kept hashed. */
export async function openSession(ctx: RequestContext, userId: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000);
  await repository.insertSession(ctx, userId, tokenHash(token), expiresAt);
  return { token, expiresAt };
}

/**
 * An unknown e-mail, a deleted account and a wrong password get the same answer after the same work
 * (one Argon2 verification): nothing tells whether an address has an account.
 */
export async function login(ctx: RequestContext, payload: Login): Promise<LoginResult> {
  const row = await repository.findUserByEmail(ctx, payload.email);
  const matches = await checkPassword(row?.passwordHash, payload.password);
  if (!row || !matches) throw new AppError('UNAUTHORIZED', 'LOGIN_FAILED');
  // A login is activity: it cancels a notice of anonymisation for inactivity (modules/privacy).
  await repository.touchLastSeen(ctx, row.id, new Date());
  const { token, expiresAt } = await openSession(ctx, row.id);
  return { user: toUser(row), token, expiresAt: expiresAt.toISOString() };
}

export async function logout(ctx: RequestContext, session: SessionUser) {
  await repository.revokeSession(ctx, session.sessionId);
}

async function liveUser(ctx: RequestContext, userId: number) {
  const row = await repository.findUserById(ctx, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'NOT_LOGGED');
  return row;
}

export async function getUser(ctx: RequestContext, userId: number): Promise<User> {
  return toUser(await liveUser(ctx, userId));
}

/** A live account of this site, or null: what other modules read of an account. */
export function accountById(ctx: RequestContext, userId: number): Promise<repository.UserRow | null> {
  return repository.findUserById(ctx, userId);
}

/** A live account of this site by its normalised e-mail, or null. */
export function accountByEmail(ctx: RequestContext, email: string): Promise<repository.UserRow | null> {
  return repository.findUserByEmail(ctx, email);
}

/** users.newsletter: whether the account's address is on the default list (the newsletter module keeps it). */
export async function setNewsletterFlag(ctx: RequestContext, userId: number, subscribed: boolean) {
  await repository.updateUser(ctx, userId, { newsletter: subscribed });
}

export async function updateProfile(
  ctx: RequestContext,
  userId: number,
  payload: ProfileUpdate,
  subscriptions: AccountSubscriptions,
): Promise<Checked<User>> {
  const row = await liveUser(ctx, userId);
  const rules = await registrationRules(ctx);
  // An account created before the site asked for the birthdate may keep none.
  const identity = checkIdentity(
    { ...rules, askBirthdate: rules.askBirthdate && row.birthdate !== null },
    payload,
    new Date(),
  );
  const problems = [...identity.problems];
  const email = payload.email ?? row.email;
  if (email !== row.email) {
    if (!payload.password) problems.push({ field: 'password', code: 'PASSWORD_NEEDED_FOR_EMAIL' });
    else if (!(await checkPassword(row.passwordHash, payload.password))) {
      problems.push({ field: 'password', code: 'PASSWORD_WRONG' });
    }
  }
  if (problems.length > 0) return refused(problems);
  if (email !== row.email && (await repository.emailTaken(ctx, email, row.id))) {
    return refused([{ field: 'email', code: 'EMAIL_TAKEN' }], 409);
  }
  const updated = await repository.updateUser(ctx, row.id, {
    email,
    firstname: payload.firstname,
    lastname: payload.lastname,
    phone: identity.phone,
    birthdate: identity.birthdate,
  });
  if (email !== row.email) await subscriptions.followEmailChange(ctx, row.id, row.email, email);
  return { ok: true, value: toUser(updated) };
}

/** A new password ends every other session of the account (a thief's included); this one stays. */
export async function changePassword(
  ctx: RequestContext,
  session: SessionUser,
  payload: PasswordChange,
): Promise<Checked<User>> {
  const row = await liveUser(ctx, session.id);
  if (!(await checkPassword(row.passwordHash, payload.currentPassword))) {
    return refused([{ field: 'currentPassword', code: 'PASSWORD_WRONG' }]);
  }
  if (isCommonPassword(payload.newPassword)) return refused([{ field: 'newPassword', code: 'PASSWORD_TOO_COMMON' }]);
  const updated = await repository.updateUser(ctx, row.id, { passwordHash: await hashPassword(payload.newPassword) });
  await repository.revokeUserSessions(ctx, row.id, session.sessionId);
  return { ok: true, value: toUser(updated) };
}

/**
 * GDPR erasure: the row stays (orders will keep their customer for accounting) but everything that
 * identifies the person goes, the e-mail becoming a unique placeholder; every session ends.
 */
export async function deleteAccount(
  ctx: RequestContext,
  userId: number,
  payload: AccountDeletion,
  confirm: { mailer: Mailer; origin: string },
  subscriptions: AccountSubscriptions,
): Promise<Checked<{ deleted: true }>> {
  const row = await liveUser(ctx, userId);
  if (!(await checkPassword(row.passwordHash, payload.password))) {
    return refused([{ field: 'password', code: 'PASSWORD_WRONG' }]);
  }
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await repository.updateUser(txCtx, row.id, {
      email: `deleted-${randomUUID()}@anonymised.invalid`,
      passwordHash: null,
      firstname: '',
      lastname: '',
      phone: '',
      birthdate: null,
      newsletter: false,
      deletedAt: new Date(),
    });
    await repository.revokeUserSessions(txCtx, row.id);
    await subscriptions.forgetAccount(txCtx, row);
  });
  // The confirmation goes to the address the account had; a mail that fails does not undo the erasure.
  await confirm.mailer
    .sendTemplate(ctx, row.email, confirm.origin, {
      kind: 'accountDeleted',
      firstname: row.firstname,
      link: `${confirm.origin}${ctx.locale === 'en' ? '/en' : ''}`,
    })
    .catch((error: unknown) => console.error('account deletion mail not sent', error));
  return { ok: true, value: { deleted: true } };
}

/** The storefront page a reset link opens: `/password/reset/{token}`, under `/en` in English. */
export function passwordResetLink(origin: string, locale: RequestContext['locale'], token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/password/reset/${token}`;
}

/**
 * Mails a reset link when the e-mail has a live account on this site, and does nothing otherwise. The
 * route answers before this runs (the caller does not await it), so neither the answer nor its timing
 * tells whether the address has an account.
 */
export async function sendPasswordReset(ctx: RequestContext, mailer: Mailer, email: string, origin: string) {
  const row = await repository.findUserByEmail(ctx, email);
  if (!row?.passwordHash) return;
  const token = newToken();
  await repository.insertPasswordReset(ctx, row.id, tokenHash(token), new Date(Date.now() + RESET_MINUTES * 60_000));
  await mailer.sendTemplate(ctx, row.email, origin, {
    kind: 'passwordReset',
    firstname: row.firstname,
    link: passwordResetLink(origin, ctx.locale, token),
    minutes: RESET_MINUTES,
  });
}

/**
 * Sets a new password from a mailed link: the link works once, for an hour, on its own site; every
 * session of the account ends (a thief's included) and the account's other pending links die.
 */
export async function resetPassword(
  ctx: RequestContext,
  payload: PasswordResetPayload,
): Promise<Checked<{ reset: true }>> {
  const now = new Date();
  const reset = await repository.findPasswordReset(ctx, tokenHash(payload.token));
  if (!reset) return refused([{ field: 'token', code: 'RESET_TOKEN_INVALID' }]);
  if (reset.usedAt) return refused([{ field: 'token', code: 'RESET_TOKEN_USED' }]);
  if (reset.expiresAt <= now) return refused([{ field: 'token', code: 'RESET_TOKEN_EXPIRED' }]);
  if (isCommonPassword(payload.password)) return refused([{ field: 'password', code: 'PASSWORD_TOO_COMMON' }]);
  const passwordHash = await hashPassword(payload.password);
  const done = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (!(await repository.usePasswordReset(txCtx, reset.id, now))) return false;
    await repository.usePasswordResetsOfUser(txCtx, reset.userId, now);
    await repository.updateUser(txCtx, reset.userId, { passwordHash });
    await repository.revokeUserSessions(txCtx, reset.userId);
    return true;
  });
  if (!done) return refused([{ field: 'token', code: 'RESET_TOKEN_USED' }]);
  return { ok: true, value: { reset: true } };
}
