import { z } from '../zod.ts';
import {
  accountDeletionSchema,
  loggedSchema,
  loginResultSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetAskedSchema,
  passwordResetAskSchema,
  passwordResetDoneSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
  userSchema,
} from '../accounts.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['accounts'];

/**
 * Issue 5: registration, sessions (cookie or Bearer), profile, password and account deletion. A change sent with
 * the cookie from a foreign page is a 403 (CSRF); the rate-limited ones answer 429.
 */
export const accountsEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/register',
    summary: 'Creates a customer account (issue 5 item 1); errors per field under `errors`',
    tags,
    body: registerSchema,
    data: userSchema,
    refusals: [400, 409, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: '/login',
    summary: 'Opens a session: answers the user and the token, and sets the `token` and `idSite` cookies (SPEC §6)',
    tags,
    body: loginSchema,
    data: loginResultSchema,
    refusals: [400, 401, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: 'Ends the session of the request and clears the login cookies',
    tags,
    data: loggedSchema,
    refusals: [403],
  }),
  logged: endpoint({
    method: 'GET',
    path: '/logged',
    summary: 'Whether the request carries a live session of this site',
    tags,
    data: loggedSchema,
    refusals: [],
  }),
  user: endpoint({
    method: 'GET',
    path: '/user',
    summary: 'The logged user (401 when anonymous)',
    tags,
    data: userSchema,
    refusals: [401],
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/user',
    summary: 'Updates the profile (names, phone, birthdate; the e-mail with the current password)',
    tags,
    body: profileUpdateSchema,
    data: userSchema,
    refusals: [400, 401, 403, 409],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/user/password',
    summary: 'Changes the password (current one required); ends the other sessions',
    tags,
    body: passwordChangeSchema,
    data: userSchema,
    refusals: [400, 401, 403, 429],
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/user',
    summary: 'Deletes the account (password required): personal data anonymised, sessions ended',
    tags,
    body: accountDeletionSchema,
    data: z.object({ deleted: z.literal(true) }),
    refusals: [400, 401, 403, 429],
  }),
  askPasswordReset: endpoint({
    method: 'PUT',
    path: '/password/reset/ask',
    summary:
      'Mails a password reset link (1 hour, single use) when the e-mail has an account on this site; ' +
      'the answer is the same either way',
    tags,
    body: passwordResetAskSchema,
    data: passwordResetAskedSchema,
    refusals: [400, 429],
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/password/reset',
    summary:
      'Sets a new password from the token of a reset link; ends every session of the account. An unknown, ' +
      'expired or used token is a 400 on the `token` field',
    tags,
    body: passwordResetSchema,
    data: passwordResetDoneSchema,
    refusals: [400, 429],
  }),
};
