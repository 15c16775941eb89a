import { data } from 'react-router';
import { endpoints } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { callAccount, PRIVATE_HEADERS, redirectWithCookies, type AccountAnswer } from './account-calls.server.ts';
import {
  CONFIRMATION_MISMATCH,
  confirmationMatches,
  deletionPayload,
  echoedValues,
  loginPayload,
  passwordPayload,
  profilePayload,
  registerPayload,
  resetAskPayload,
  resetPayload,
  type AccountFormAnswer,
  type AccountIntent,
} from './account-forms.ts';
import { safeRedirectPath } from './redirect-path.ts';

/** A refused form: its values back (no password), the whole-form message when no field carries the problem. */
function refusedForm(intent: AccountIntent, form: FormData, answer: Extract<AccountAnswer<unknown>, { ok: false }>) {
  const hasFieldErrors = Object.keys(answer.errors).length > 0;
  return data<AccountFormAnswer>(
    {
      intent,
      ok: false,
      message: hasFieldErrors ? null : answer.message,
      errors: answer.errors,
      values: echoedValues(form),
    },
    { status: answer.status, headers: PRIVATE_HEADERS },
  );
}

const done = (intent: AccountIntent) =>
  data<AccountFormAnswer>({ intent, ok: true, message: null, errors: {}, values: {} }, { headers: PRIVATE_HEADERS });

/** After logging in: the page asked for (`?redirectTo=`, a path of this site only), else the account. */
function afterLogin(request: Request) {
  const url = new URL(request.url);
  return safeRedirectPath(url.searchParams.get('redirectTo'), localizePath('/account', localeFromPath(url.pathname)));
}

/** POST /login, then a full page load where the visitor was going, with the session cookies. */
export async function logIn(api: ApiClient, request: Request, form: FormData) {
  const answer = await callAccount(api, endpoints.login, { body: loginPayload(form) });
  if (!answer.ok) return refusedForm('login', form, answer);
  return redirectWithCookies(afterLogin(request), answer.setCookies);
}

/** POST /register, then the same login as the login form's. */
export async function register(api: ApiClient, request: Request, form: FormData) {
  const answer = await callAccount(api, endpoints.register, { body: registerPayload(form) });
  if (!answer.ok) return refusedForm('register', form, answer);
  return logIn(api, request, form);
}

/** POST /logout: the session ends and the cookies are cleared; back to the home page. */
export async function logOut(api: ApiClient, request: Request) {
  const answer = await callAccount(api, endpoints.logout);
  const home = localizePath('/', localeFromPath(new URL(request.url).pathname));
  return redirectWithCookies(home, answer.ok ? answer.setCookies : []);
}

/** The forms of /account/profil: profile, password change, account deletion. */
export async function saveAccountForm(api: ApiClient, request: Request, intent: AccountIntent, form: FormData) {
  switch (intent) {
    case 'profile': {
      const answer = await callAccount(api, endpoints.updateProfile, { body: profilePayload(form) });
      return answer.ok ? done(intent) : refusedForm(intent, form, answer);
    }
    case 'password': {
      const answer = await callAccount(api, endpoints.changePassword, { body: passwordPayload(form) });
      return answer.ok ? done(intent) : refusedForm(intent, form, answer);
    }
    case 'delete': {
      const answer = await callAccount(api, endpoints.deleteAccount, { body: deletionPayload(form) });
      if (!answer.ok) return refusedForm(intent, form, answer);
      const home = localizePath('/', localeFromPath(new URL(request.url).pathname));
      return redirectWithCookies(home, answer.setCookies);
    }
    case 'logout':
      return logOut(api, request);
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * PUT /password/reset/ask: the API answers the same whether the address has an account or not (it mails the
 * link only when it has one); only a malformed address or too many asks are refused.
 */
export async function askPasswordReset(api: ApiClient, form: FormData) {
  const answer = await callAccount(api, endpoints.askPasswordReset, { body: resetAskPayload(form) });
  return answer.ok ? done('resetAsk') : refusedForm('resetAsk', form, answer);
}

/** PUT /password/reset with the link's token, once the confirmation repeats the new password. */
export async function resetPassword(api: ApiClient, token: string, form: FormData) {
  if (!confirmationMatches(form)) {
    return data<AccountFormAnswer>(
      {
        intent: 'reset',
        ok: false,
        message: null,
        errors: { passwordConfirmation: CONFIRMATION_MISMATCH },
        values: {},
      },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const answer = await callAccount(api, endpoints.resetPassword, { body: resetPayload(form, token) });
  return answer.ok ? done('reset') : refusedForm('reset', form, answer);
}
