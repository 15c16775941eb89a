/**
 * The contact form's fields and answers, shared by the form (browser) and the route action (server).
 * The rules themselves are `contactMessageSchema` of the contract: one schema on both sides.
 */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

/** Why a valid message could not be sent: too many messages in a row, or the service failed. */
export type ContactFailure = 'rateLimited' | 'unavailable';

/** The action's answer; the values come back so that a page posted without JavaScript keeps them. */
export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      values: ContactFormValues;
      errors: Partial<Record<ContactField, true>>;
      failure: ContactFailure | null;
    };

/** The answers of a posted form (a ticked checkbox is sent as 'on', an unticked one not at all). */
export function contactValuesFromForm(form: FormData): ContactFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
    consent: form.has('consent'),
  };
}

/** The fields that failed validation; each field has one message of its own in the UI catalogue. */
export function invalidFields(
  issues: readonly { path: readonly PropertyKey[] }[],
): Partial<Record<ContactField, true>> {
  const errors: Partial<Record<ContactField, true>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((CONTACT_FIELDS as readonly PropertyKey[]).includes(field as PropertyKey)) errors[field as ContactField] = true;
  }
  return errors;
}

/** The message key of a field's error, e.g. `contact.error.email`. */
export const contactErrorKey = (field: ContactField) => `contact.error.${field}`;
