import { useState } from 'react';
import type { MadeToMeasureJob } from '@atelier/contract';
import { PickupCalendar } from '../checkout/ClickAndCollectChoice.tsx';
import { pickupPlaceLabel, useClickAndCollectAddresses } from '../checkout/pickup-addresses.ts';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDate } from '../orders/order-dates.ts';
import { JobForm, SubmitButton } from './JobForms.tsx';
import type { PickupOffer } from './job.server.ts';
import { inputClasses } from '../account/AccountField.tsx';
import { dateTimeFormat } from '@atelier/domain';

const addressLine = (address: NonNullable<MadeToMeasureJob['handover']['deliveryAddress']>) =>
  [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.address,
    address.addressPart2,
    `${address.postalCode} ${address.city}`,
    address.country.name,
  ]
    .filter(Boolean)
    .join(', ');

/** The pick-up slot booked in the Click & Collect calendar the orders use, or the delivery as arranged. */
export function JobHandover({ job, action, offers }: { job: MadeToMeasureJob; action: string; offers: PickupOffer[] }) {
  const { t } = useTranslation('made-to-measure');
  const { handover } = job;
  const canBook = job.actions.includes('ARRANGE_HANDOVER') && handover.type === 'PICKUP';
  const shown = canBook || handover.pickup || handover.deliveryDate || handover.handedOverAt || job.status === 'READY';
  if (!shown) return null;
  return (
    <section aria-labelledby="mtm-handover" className="space-y-4">
      <h2 id="mtm-handover" className="text-2xl font-semibold">
        {t('handover.title')}
      </h2>
      {handover.pickup && (
        <p className="font-semibold">
          {t('handover.booked', {
            date: displayDate(handover.pickup.date),
            hours: handover.pickup.hours,
            address: handover.pickup.address,
          })}
        </p>
      )}
      {handover.type === 'DELIVERY' && (
        <>
          {handover.deliveryAddress && (
            <p>{t('handover.deliveryTo', { address: addressLine(handover.deliveryAddress) })}</p>
          )}
          <p className="font-semibold">
            {handover.deliveryDate
              ? t('handover.deliveryDate', { date: displayDate(handover.deliveryDate) })
              : t('handover.deliveryPending')}
          </p>
          {handover.deliveryNote && <p className="whitespace-pre-line">{handover.deliveryNote}</p>}
        </>
      )}
      {handover.handedOverAt && <p>{t('handover.handedOver', { date: displayDate(handover.handedOverAt) })}</p>}
      {canBook && <PickupBooking action={action} offers={offers} />}
    </section>
  );
}

/** The calendar of a Click & Collect address, then the button that books the chosen slot. */
function PickupBooking({ action, offers }: { action: string; offers: PickupOffer[] }) {
  const { t } = useTranslation('made-to-measure');
  const hydrated = useHydrated();
  const addresses = useClickAndCollectAddresses();
  const [idAddress, setIdAddress] = useState(addresses[0]?.id ?? null);
  const [choice, setChoice] = useState<{ date: string | null; idSchedule: number | null }>({
    date: null,
    idSchedule: null,
  });
  if (!idAddress) return null;
  if (!hydrated) return <PickupSlotList action={action} offers={offers} />;
  return (
    <JobForm intent="pickup" action={action}>
      <h3 className="text-xl font-semibold">{t('handover.pickupTitle')}</h3>
      {addresses.length > 1 && (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('handover.place')}</legend>
          {addresses.map((address) => (
            <label key={address.id} className="flex items-center gap-3">
              <input
                type="radio"
                name="pickup-place"
                checked={address.id === idAddress}
                onChange={() => {
                  setIdAddress(address.id);
                  setChoice({ date: null, idSchedule: null });
                }}
                className="size-5 accent-primary"
              />
              {pickupPlaceLabel(address)}
            </label>
          ))}
        </fieldset>
      )}
      <input type="hidden" name="idAddress" value={idAddress} />
      <input type="hidden" name="date" value={choice.date ?? ''} />
      <input type="hidden" name="idSchedule" value={choice.idSchedule ?? ''} />
      <PickupCalendar
        idAddress={idAddress}
        date={choice.date}
        idSchedule={choice.idSchedule}
        onChoose={({ date, idSchedule }) => setChoice({ date, idSchedule })}
      />
      {choice.date && choice.idSchedule && <SubmitButton intent="pickup">{t('handover.book')}</SubmitButton>}
    </JobForm>
  );
}

/** The long name of a 'YYYY-MM-DD' day in the page's language (« vendredi 4 décembre »). */
const longDay = (date: string, language: string) =>
  dateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Without JavaScript (or before it runs): the slots of this month and the next as one list, grouped by day, and
 * the button that books the chosen one. The calendar replaces it once the page is interactive.
 */
function PickupSlotList({ action, offers }: { action: string; offers: PickupOffer[] }) {
  const { t, i18n } = useTranslation('made-to-measure');
  const { t: cartTexts } = useTranslation('cart');
  const bookable = offers.filter((offer) => offer.days.length > 0);
  return (
    <JobForm intent="pickup" action={action}>
      <h3 className="text-xl font-semibold">{t('handover.pickupTitle')}</h3>
      {bookable.length === 0 ? (
        <p>{t('handover.noSlot')}</p>
      ) : (
        <>
          <div>
            <label htmlFor="mtm-slot" className="mb-1.5 block font-semibold">
              {t('handover.slot')}
            </label>
            <select id="mtm-slot" name="slot" required className={inputClasses}>
              {bookable.map((offer) =>
                offer.days.map((day) => (
                  <optgroup
                    key={`${offer.idAddress}|${day.date}`}
                    label={[longDay(day.date, i18n.language), bookable.length > 1 ? offer.label : null]
                      .filter(Boolean)
                      .join(' – ')}
                  >
                    {day.slots.map((slot) => (
                      <option key={slot.idSchedule} value={`${offer.idAddress}|${day.date}|${slot.idSchedule}`}>
                        {cartTexts('pickup.slot', { start: slot.start, end: slot.end })} (
                        {cartTexts('pickup.remaining', { count: slot.remaining })})
                      </option>
                    ))}
                  </optgroup>
                )),
              )}
            </select>
          </div>
          <SubmitButton intent="pickup">{t('handover.book')}</SubmitButton>
        </>
      )}
    </JobForm>
  );
}
