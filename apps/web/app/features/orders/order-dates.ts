import { onFirstUse } from '@atelier/domain';
import { displayDate } from '../blocks/display-date.ts';

export { displayDate };

/** The company's time zone: an order's dates read the same on the server, in any browser and in its mails. */
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** SPEC §9: datetimes read DD/MM/YYYY HH:MM:SS in every language. */
export function displayDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date).replace(',', '');
}

/** Pick-up slots: 'HH:MM' as stored ('09:00:00' reads '09:00'). */
export const displayTime = (time: string) => time.slice(0, 5);
