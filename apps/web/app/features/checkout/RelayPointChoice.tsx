import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { AccessPoint, CarrierOffer } from '@atelier/contract';
import { inputClasses } from '../account/AccountField.tsx';
import { deliveryEndpoints } from '@atelier/contract/endpoints/delivery';
import { browserApi } from '../site/browser-api.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { updateCheckout, useCheckout } from './checkout-state.ts';
import { numberFormat } from '@atelier/domain';

const RelayMap = lazy(() => import('./RelayMap.tsx'));

const WEEKDAYS_FR = ['', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const WEEKDAYS_EN = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** '450 m', '2,3 km'. */
function distanceLabel(metres: number, language: string) {
  if (metres < 1000) return `${metres} m`;
  return `${numberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}

/** The opening days of a point, in short: 'lun. 09:00–12:00, …'. */
function hoursLabel(point: AccessPoint, language: string) {
  const names = language === 'en' ? WEEKDAYS_EN : WEEKDAYS_FR;
  return point.openingHours.map((period) => `${names[period.weekday]} ${period.open}–${period.close}`).join(', ');
}

/** A typed place: a postal code, or a town's name. */
function placeOf(text: string) {
  const typed = text.trim();
  return /^\d{4,5}$/.test(typed) ? { postalCode: typed } : { city: typed };
}

/**
 * The relay points of the chosen PICKUP carrier near the delivery address's postal code, or a place the
 * customer types; a list to choose from, and the same points on a map.
 */
export function RelayPointChoice({ carrier }: { carrier: CarrierOffer }) {
  const { t, i18n } = useTranslation('cart');
  const checkout = useCheckout();
  const searchId = useId();
  const [place, setPlace] = useState(checkout.shippingAddress.postalCode);
  const [points, setPoints] = useState<AccessPoint[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = checkout.accessPoint?.id ?? null;
  const country = checkout.shippingAddress.country;

  const search = useCallback(
    async (text: string) => {
      if (!text.trim()) return;
      setBusy(true);
      setProblem(null);
      try {
        setPoints(
          await browserApi().call(deliveryEndpoints.relayAccessPoints, {
            body: { ...placeOf(text), country, carrierId: carrier.id },
          }),
        );
      } catch (error) {
        setPoints([]);
        setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    },
    [carrier.id, country],
  );

  // The points near the delivery address, at once.
  const initial = checkout.shippingAddress.postalCode;
  useEffect(() => {
    void search(initial);
  }, [search, initial]);

  const choose = (point: AccessPoint) => updateCheckout((state) => ({ ...state, accessPoint: point }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search(place);
  };

  return (
    <div className="mt-4 space-y-4 rounded-2xl border border-black/10 p-5 dark:border-white/20">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="mb-1.5 block font-semibold">
            {t('relay.search')}
          </label>
          <input
            id={searchId}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            className={inputClasses}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 rounded-full border-2 border-primary px-5 font-semibold disabled:opacity-60"
        >
          {t('relay.find')}
        </button>
      </form>
      {busy && <p role="status">{t('relay.searching')}</p>}
      {problem && (
        <p role="alert" className="font-medium text-[#8a1538] dark:text-[#ff9ab5]">
          {problem}
        </p>
      )}
      {points && points.length === 0 && !problem && <p>{t('relay.none')}</p>}
      {points && points.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          <fieldset>
            <legend className="mb-2 font-semibold">{t('relay.choose')}</legend>
            <ul className="max-h-96 space-y-2 overflow-y-auto pr-1" data-testid="relay-points">
              {points.map((point) => (
                <li key={point.id}>
                  <label
                    className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${point.id === chosen ? 'border-primary ring-2 ring-primary' : 'border-black/15 dark:border-white/25'}`}
                  >
                    <input
                      type="radio"
                      name="relay-point"
                      value={point.id}
                      checked={point.id === chosen}
                      onChange={() => choose(point)}
                      className="mt-1 size-5 shrink-0 accent-primary"
                    />
                    <span>
                      <span className="block font-semibold">{point.name}</span>
                      <span className="block text-sm">
                        {point.addLine1}, {point.zipCode} {point.city} · {distanceLabel(point.distance, i18n.language)}
                      </span>
                      {point.openingHours.length > 0 && (
                        <span className="block text-xs text-black/70 dark:text-white/75">
                          {hoursLabel(point, i18n.language)}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Suspense fallback={null}>
            <RelayMap points={points} chosen={chosen} onChoose={choose} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
