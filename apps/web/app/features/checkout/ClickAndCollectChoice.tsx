import { useEffect, useRef, useState } from 'react';
import type { AllowedPickupDates } from '@atelier/contract';
import { deliveryEndpoints } from '@atelier/contract/endpoints/delivery';
import { browserApi } from '../site/browser-api.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { updateCheckout, useCheckout, type ClickAndCollectChoice } from './checkout-state.ts';
import { addMonths, currentMonth, monthWeeks, shortDate, type MonthRef } from './pickup-month.ts';
import { dateTimeFormat } from '@atelier/domain';

/** How far ahead the calendar goes. */
const MONTHS_AHEAD = 12;

const navButton =
  'grid size-11 place-items-center rounded-full border border-black/20 text-xl disabled:opacity-40 dark:border-white/30';

/**
 * Click & Collect at a company address (issue 6 item 4): a month of the days that can be chosen
 * (`GET /calendar/{id}/date/allowed/{month}/{year}`), with month navigation, then the chosen day's slots
 * with their places left.
 */
export function ClickAndCollectChoice({ idAddress }: { idAddress: number }) {
  const { date, idSchedule } = useCheckout().clickAndCollect;
  return (
    <PickupCalendar
      idAddress={idAddress}
      date={date}
      idSchedule={idSchedule}
      onChoose={(next) =>
        updateCheckout((state) => ({ ...state, clickAndCollect: { ...state.clickAndCollect, ...next, idAddress } }))
      }
    />
  );
}

export interface PickupCalendarProps {
  idAddress: number;
  /** The chosen day ('YYYY-MM-DD') and slot, if any. */
  date: string | null;
  idSchedule: number | null;
  onChoose: (choice: Pick<ClickAndCollectChoice, 'date' | 'idSchedule' | 'slot'>) => void;
}

/**
 * The calendar itself, its choice held by its user: the checkout's state, or a made-to-measure job's pick-up
 * form (issue 19 item 5), which books a slot of the same calendar.
 */
export function PickupCalendar({ idAddress, date, idSchedule, onChoose }: PickupCalendarProps) {
  const { t, i18n } = useTranslation('cart');
  const first = useRef(currentMonth());
  const [shown, setShown] = useState<MonthRef>(first.current);
  const [calendar, setCalendar] = useState<AllowedPickupDates | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const skipped = useRef(false);
  const language = i18n.language === 'en' ? 'en-GB' : 'fr-FR';

  useEffect(() => {
    let cancelled = false;
    setCalendar(null);
    setProblem(null);
    browserApi()
      .call(deliveryEndpoints.allowedPickupDates, {
        params: { id: idAddress, month: shown.month, year: shown.year },
      })
      .then((answer) => {
        if (cancelled) return;
        // The lead time may leave this month without a day: the calendar opens on the next one.
        if (answer.days.length === 0 && !skipped.current && shown === first.current) {
          skipped.current = true;
          setShown(addMonths(shown, 1));
          return;
        }
        setCalendar(answer);
      })
      .catch((error: unknown) => !cancelled && setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
    };
  }, [idAddress, shown]);

  const monthTitle = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(shown.year, shown.month - 1, 1)),
  );
  const dayName = (iso: string) =>
    dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  const weekdayNames = Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      // 2024-01-01 was a Monday.
      new Date(Date.UTC(2024, 0, 1 + index)),
    ),
  );
  const allowed = new Map(calendar?.days.map((day) => [day.date, day.slots]) ?? []);
  const slots = date ? (allowed.get(date) ?? null) : null;
  const setChoice = onChoose;
  const firstMonth = first.current;
  const atStart = shown.year * 12 + shown.month <= firstMonth.year * 12 + firstMonth.month;
  const atEnd = shown.year * 12 + shown.month >= firstMonth.year * 12 + firstMonth.month + MONTHS_AHEAD;

  return (
    <div
      className="mt-4 space-y-4 rounded-2xl border border-black/10 p-5 dark:border-white/20"
      data-testid="pickup-calendar"
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          disabled={atStart}
          onClick={() => setShown(addMonths(shown, -1))}
          aria-label={t('pickup.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="text-lg font-semibold capitalize" aria-live="polite">
          {monthTitle}
        </h3>
        <button
          type="button"
          className={navButton}
          disabled={atEnd}
          onClick={() => setShown(addMonths(shown, 1))}
          aria-label={t('pickup.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {problem && (
        <p role="alert" className="font-medium text-[#8a1538] dark:text-[#ff9ab5]">
          {problem}
        </p>
      )}
      {!calendar && !problem && <p role="status">{t('pickup.loading')}</p>}
      {calendar && (
        <>
          <table className="w-full table-fixed text-center">
            <caption className="sr-only">{t('pickup.caption', { month: monthTitle })}</caption>
            <thead>
              <tr>
                {weekdayNames.map((name) => (
                  <th key={name} scope="col" className="pb-2 text-xs font-semibold uppercase">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(shown).map((week, index) => (
                <tr key={index}>
                  {week.map((day, position) => (
                    <td key={day ?? `empty-${position}`} className="p-0.5">
                      {day &&
                        (allowed.has(day) ? (
                          <button
                            type="button"
                            aria-pressed={day === date}
                            aria-label={dayName(day)}
                            onClick={() => setChoice({ date: day, idSchedule: null, slot: null })}
                            className={`h-11 w-full rounded-lg font-semibold ${day === date ? 'bg-primary text-white' : 'bg-primary/12 hover:bg-primary/25'}`}
                          >
                            {Number(day.slice(8))}
                          </button>
                        ) : (
                          <span className="block py-2.5 text-black/60 dark:text-white/65">{Number(day.slice(8))}</span>
                        ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {calendar.days.length === 0 && <p>{t('pickup.noDay')}</p>}
        </>
      )}
      {date && slots && (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('pickup.slots', { date: shortDate(date) })}</legend>
          <ul className="flex flex-wrap gap-2">
            {slots.map((slot) => (
              <li key={slot.idSchedule}>
                <label
                  className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 ${slot.idSchedule === idSchedule ? 'border-primary ring-2 ring-primary' : 'border-black/15 dark:border-white/25'}`}
                >
                  <input
                    type="radio"
                    name="pickup-slot"
                    checked={slot.idSchedule === idSchedule}
                    onChange={() =>
                      setChoice({ date, idSchedule: slot.idSchedule, slot: { start: slot.start, end: slot.end } })
                    }
                    className="size-5 accent-primary"
                  />
                  <span>
                    {t('pickup.slot', { start: slot.start, end: slot.end })}
                    <span className="block text-xs">{t('pickup.remaining', { count: slot.remaining })}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
