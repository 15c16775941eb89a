// The full metadata: the smaller ones cannot tell a mobile number from a landline.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from './zod.ts';

/** SPEC §6: CUSTOMER is a logged user; ADMIN and SUPER_ADMIN are privileged. */
export const USER_ROLES = ['CUSTOMER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Caps the cost of hashing what a caller sends. */
export const PASSWORD_MAX_LENGTH = 128;
/** BLOCK_MINORS_FROM_REGISTERING refuses anyone younger. */
export const ADULT_AGE = 18;

/** Trimmed and lowercased: the same address written twice is one account. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const nameSchema = z.string().trim().min(1).max(100);
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** Any format libphonenumber-js reads (French numbers without a prefix); stored as E.164. */
const phoneSchema = z.string().trim().min(1).max(30);
/** YYYY-MM-DD; null or absent when the site does not ask for it. */
const birthdateSchema = z.iso.date().nullable().optional();

/** POST /register. */
export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  phone: phoneSchema,
  birthdate: birthdateSchema,
  /** SPEC §5: the terms-of-use box must be ticked. */
  acceptTerms: z.boolean().refine((accepted) => accepted, { params: { i18n: 'TERMS_REQUIRED' } }),
  /** Only kept when the site has ENABLE_NEWSLETTER. */
  newsletter: z.boolean().optional(),
});
export type RegisterPayload = z.input<typeof registerSchema>;

/** POST /login: any password length is accepted here so that old or wrong ones get the same answer. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginPayload = z.input<typeof loginSchema>;

/** SPEC §3 User (me). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  birthdate: z.string().nullable(),
  role: z.enum(USER_ROLES),
  newsletter: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /login answer; the token also goes in the `token` cookie, for clients that send it as a Bearer. */
export const loginResultSchema = z.object({ user: userSchema, token: z.string(), expiresAt: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loggedSchema = z.object({ isLogged: z.boolean() });

/** PUT /user: changing the e-mail asks for the current password. */
export const profileUpdateSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  phone: phoneSchema,
  birthdate: birthdateSchema,
  email: emailSchema.optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /user/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** DELETE /user. */
export const accountDeletionSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: 'PHONE_INVALID' | 'PHONE_NOT_MOBILE' };

/**
 * A phone number as the site accepts it: any valid number (French by default), or only a French mobile
 * when the site has ALLOW_ONLY_MOBILE_PHONE. The answer is the E.164 form to store.
 */
export function checkPhone(raw: string, options: { mobileOnly: boolean }): PhoneCheck {
  const parsed = parsePhoneNumberFromString(raw, 'FR');
  if (!parsed?.isValid()) return { ok: false, problem: 'PHONE_INVALID' };
  if (options.mobileOnly && (parsed.country !== 'FR' || parsed.getType() !== 'MOBILE')) {
    return { ok: false, problem: 'PHONE_NOT_MOBILE' };
  }
  return { ok: true, e164: parsed.number };
}

/** Whole years between a YYYY-MM-DD birthdate and `today` (UTC). */
export function ageOn(birthdate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthdate.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

/** PUT /password/reset/ask: the answer is the same whether an account has this e-mail or not. */
export const passwordResetAskSchema = z.object({ email: emailSchema });
export type PasswordResetAsk = z.input<typeof passwordResetAskSchema>;
export const passwordResetAskedSchema = z.object({ asked: z.literal(true) });
export type PasswordResetAsked = z.infer<typeof passwordResetAskedSchema>;

/** PUT /password/reset: the token of the mailed link and the new password (registration rules). */
export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});
export type PasswordReset = z.input<typeof passwordResetSchema>;
export const passwordResetDoneSchema = z.object({ reset: z.literal(true) });
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;
