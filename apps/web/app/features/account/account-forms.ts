import type {
  AccountDeletion,
  LoginPayload,
  PasswordChange,
  PasswordReset,
  PasswordResetAsk,
  ProfileUpdate,
  RegisterPayload,
} from '@atelier/contract';

/**
 * The account forms' posts as the API's payloads (contract schemas of accounts.ts). The API checks them and
 * answers each field's problem in the page's language: the forms work without JavaScript.
 */

/** The `intent` of each account form, so that one route's action serves several forms. */
export type AccountIntent = 'login' | 'register' | 'profile' | 'password' | 'delete' | 'logout' | 'resetAsk' | 'reset';

/** What an account action answers when the API refused the form: the values to show again, and why. */
export interface AccountFormAnswer {
  intent: AccountIntent;
  ok: boolean;
  /** A problem of the whole form (wrong login, rate limit). */
  message: string | null;
  errors: Record<string, string>;
  /** The posted values, passwords left out. */
  values: Record<string, string | boolean>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** An optional field left empty is not sent. */
const optional = (form: FormData, name: string) => text(form, name).trim() || undefined;
// A ticked checkbox is posted as 'on', an unticked one not at all.
const ticked = (form: FormData, name: string) => form.has(name);

export const intentOf = (form: FormData) => text(form, 'intent') as AccountIntent;

export const loginPayload = (form: FormData): LoginPayload => ({
  email: text(form, 'email'),
  password: text(form, 'password'),
});

/** The site's rules (birthdate asked, newsletter offered) are the API's: it ignores what it does not ask. */
export const registerPayload = (form: FormData): RegisterPayload => ({
  email: text(form, 'email'),
  password: text(form, 'password'),
  firstname: text(form, 'firstname'),
  lastname: text(form, 'lastname'),
  phone: text(form, 'phone'),
  birthdate: optional(form, 'birthdate') ?? null,
  acceptTerms: ticked(form, 'acceptTerms'),
  newsletter: ticked(form, 'newsletter'),
});

export const profilePayload = (form: FormData): ProfileUpdate => ({
  firstname: text(form, 'firstname'),
  lastname: text(form, 'lastname'),
  phone: text(form, 'phone'),
  birthdate: optional(form, 'birthdate') ?? null,
  email: text(form, 'email'),
  password: optional(form, 'password'),
});

export const passwordPayload = (form: FormData): PasswordChange => ({
  currentPassword: text(form, 'currentPassword'),
  newPassword: text(form, 'newPassword'),
});

/** The password reset forms (issue 5 item 3): the e-mail to send the link to, then the new password. */
export const resetAskPayload = (form: FormData): PasswordResetAsk => ({ email: text(form, 'email') });
export const resetPayload = (form: FormData, token: string): PasswordReset => ({
  token,
  password: text(form, 'password'),
});
/** The confirmation field repeats the new password: checked here, the API never sees it. */
export const confirmationMatches = (form: FormData) => text(form, 'password') === text(form, 'passwordConfirmation');

/** The error code of a confirmation that differs: the page says it in its language. */
export const CONFIRMATION_MISMATCH = 'mismatch';

export const deletionPayload = (form: FormData): AccountDeletion => ({ password: text(form, 'password') });

/** The values a refused form shows again: every text but the passwords. */
export function echoedValues(form: FormData): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || /password/i.test(name) || name === 'intent') continue;
    values[name] = value === 'on' ? true : value;
  }
  return values;
}
