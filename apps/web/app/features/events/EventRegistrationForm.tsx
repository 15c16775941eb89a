import { Form, useActionData, useNavigation } from 'react-router';
import { AccountField, buttonClasses, FormAlert, inputClasses } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import type { RegisterActionData } from './event-data.server.ts';

/**
 * The registration form of an event's page: a plain form post (it works without JavaScript), answered by the
 * route's action; the API's refusal shows by its field or above the form, a success says what was mailed.
 */
export function EventRegistrationForm({ seatsOffered }: { seatsOffered: number }) {
  const { t } = useTranslation('events');
  const answer = useActionData<RegisterActionData>();
  const busy = useNavigation().state === 'submitting';
  if (answer?.ok) {
    return (
      <p role="status" className="rounded-2xl bg-green-50 p-5 font-semibold text-green-900 ring-1 ring-green-700/30">
        {t('registered', { count: answer.seats, email: answer.email })}
      </p>
    );
  }
  const failed = answer && !answer.ok ? answer : null;
  return (
    <Form method="post" className="space-y-5" aria-labelledby="event-register-title">
      <FormAlert message={failed?.message} />
      <AccountField
        id="event-name"
        name="name"
        label={t('form.name')}
        autoComplete="name"
        required
        defaultValue={failed?.values.name}
        error={failed?.errors.name}
      />
      <AccountField
        id="event-email"
        name="email"
        type="email"
        label={t('form.email')}
        autoComplete="email"
        required
        defaultValue={failed?.values.email}
        error={failed?.errors.email}
      />
      <AccountField
        id="event-phone"
        name="phone"
        type="tel"
        label={t('form.phone')}
        autoComplete="tel"
        required
        defaultValue={failed?.values.phone}
        error={failed?.errors.phone}
      />
      <div>
        <label htmlFor="event-seats" className="mb-1.5 block font-semibold">
          {t('form.seats')}
        </label>
        <select
          id="event-seats"
          name="seats"
          className={inputClasses}
          defaultValue={failed?.values.seats ?? '1'}
          aria-invalid={failed?.errors.seats ? true : undefined}
          aria-describedby={failed?.errors.seats ? 'event-seats-error' : undefined}
        >
          {Array.from({ length: seatsOffered }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
        {failed?.errors.seats && (
          <p id="event-seats-error" className="mt-1.5 text-sm font-medium text-red-700">
            {failed.errors.seats}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('form.submit')}
      </button>
    </Form>
  );
}
