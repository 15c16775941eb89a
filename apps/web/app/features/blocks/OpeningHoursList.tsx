import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';

/** The week from Monday, as the parameters name the days (MONDAY_HOURS…SUNDAY_HOURS), with Date#getDay's number. */
const WEEK = [
  { day: 'MONDAY', weekday: 1 },
  { day: 'TUESDAY', weekday: 2 },
  { day: 'WEDNESDAY', weekday: 3 },
  { day: 'THURSDAY', weekday: 4 },
  { day: 'FRIDAY', weekday: 5 },
  { day: 'SATURDAY', weekday: 6 },
  { day: 'SUNDAY', weekday: 0 },
] as const;

/**
 * Today's weekday, known only in the browser after hydration: the server cannot know the visitor's day,
 * and guessing it would make the first client render differ from the server's HTML.
 */
function useTodayAfterHydration(): number | null {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => setToday(new Date().getDay()), []);
  return today;
}

/** The opening hours of the week from the site parameters; days left empty are not listed. */
export function OpeningHoursList({ className }: { className?: string }) {
  const { t } = useTranslation('blocks');
  const { parameters } = useStartup();
  const today = useTodayAfterHydration();
  const days = WEEK.map((entry) => ({ ...entry, hours: parameters[`${entry.day}_HOURS`]?.trim() })).filter(
    (entry) => entry.hours,
  );
  if (days.length === 0) return null;
  return (
    <dl className={`@container divide-y divide-black/10 ${className ?? ''}`}>
      {days.map(({ day, weekday, hours }) => {
        const isToday = weekday === today;
        return (
          <div
            key={day}
            className={`flex flex-col gap-1 px-5 py-4 @md:flex-row @md:items-baseline @md:justify-between @md:gap-6 sm:px-7 ${
              isToday ? 'bg-primary/9 font-semibold' : ''
            }`}
          >
            <dt className="flex shrink-0 items-center gap-3">
              {t(`days.${day}`)}
              {isToday && (
                <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                  {t('openingHours.today')}
                </span>
              )}
            </dt>
            <dd className="@md:text-right">{hours}</dd>
          </div>
        );
      })}
    </dl>
  );
}
