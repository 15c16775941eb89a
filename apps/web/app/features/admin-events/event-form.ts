import type { AdminEventInput } from '@atelier/contract';
import { shopDay, shopInstant } from '../admin-catalogue/discount-code-form.ts';
import { centsOf, checkedOf, textOf, wholeOf } from '../admin-catalogue/form-reading.ts';
import { localizedFromForm, optionalLocalizedFromForm } from '../admin/localized-form.ts';
import { dateTimeFormat } from '@atelier/domain';

/**
 * The event form of the back-office (issue 18 item 6) read back into the contract's input. Days and hours are
 * the workshop's (Europe/Paris), whatever the browser's or the server's zone.
 */

/** An instant → the shop's hour 'HH:mm', for a time input ('' when none). */
export function shopTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

export { shopDay };

/** A day and an hour of the form as an instant; '' for the API to name the field when either is missing. */
const instantOf = (form: FormData, name: string) => {
  const time = textOf(form, `${name}Time`);
  return (/^\d{2}:\d{2}$/.test(time) && shopInstant(textOf(form, `${name}Day`), `${time}:00`)) || '';
};

/** A value that is not a number is sent as -1, for the API to name its field. */
export function eventInputOf(form: FormData): AdminEventInput {
  const price = textOf(form, 'price');
  return {
    title: localizedFromForm(form, 'title'),
    summary: optionalLocalizedFromForm(form, 'summary'),
    description: localizedFromForm(form, 'description'),
    place: localizedFromForm(form, 'place'),
    startsAt: instantOf(form, 'start'),
    endsAt: instantOf(form, 'end'),
    capacity: wholeOf(form.get('capacity')) ?? -1,
    price: price === '' || price === '0' ? null : (centsOf(price) ?? -1),
    image: textOf(form, 'image') || null,
    isPublished: checkedOf(form, 'isPublished'),
  };
}
