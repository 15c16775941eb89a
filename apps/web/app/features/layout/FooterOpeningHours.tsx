import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';

/** The parameters of the week's opening hours, from Monday, and the message key of each day's name. */
const WEEK = [
  { parameter: 'MONDAY_HOURS', day: 'dayMonday' },
  { parameter: 'TUESDAY_HOURS', day: 'dayTuesday' },
  { parameter: 'WEDNESDAY_HOURS', day: 'dayWednesday' },
  { parameter: 'THURSDAY_HOURS', day: 'dayThursday' },
  { parameter: 'FRIDAY_HOURS', day: 'dayFriday' },
  { parameter: 'SATURDAY_HOURS', day: 'daySaturday' },
  { parameter: 'SUNDAY_HOURS', day: 'daySunday' },
] as const;

/** The opening hours of the footer (MONDAY_HOURS…SUNDAY_HOURS), days without hours left out. */
export function FooterOpeningHours({ headingId }: { headingId: string }) {
  const { t } = useTranslation('layout');
  const { parameters } = useStartup();
  const days = WEEK.flatMap(({ parameter, day }) => {
    const hours = parameters[parameter]?.trim();
    return hours ? [{ day, hours }] : [];
  });
  if (days.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t('openingHours')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {days.map(({ day, hours }) => (
          <div key={day} className="contents">
            <dt className="font-semibold">{t(day)}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
