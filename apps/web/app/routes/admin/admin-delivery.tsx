import { useState, type FormEvent, type ReactNode } from 'react';
import { data, useFetcher, useLoaderData, type HeadersFunction } from 'react-router';
import {
  CARRIER_DELIVERY_TYPES,
  RATE_BASES,
  type CarrierSettings,
  type DeliverySettings,
  type PickupAddressSettings,
} from '@atelier/contract';
import type { Route } from './+types/admin-delivery';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import {
  centsOf,
  CheckboxField,
  errorOf,
  errorsUnder,
  eurosOf,
  Field,
  RemoveButton,
  RowErrors,
  SelectField,
  wholeOf,
} from '../../features/admin-settings/SettingsFields.tsx';
import {
  saveDeliverySettings,
  type DeliverySettingsPost,
} from '../../features/admin-settings/settings-action.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** The site's delivery settings (issue 16 item 7): rules, zones, carriers and their bands, Click & Collect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ settings: await api.adminDeliverySettings() }, { headers: ADMIN_HEADERS });
}

/** Each section posts its part as JSON (`DeliverySettingsPost`); the API checks it. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return saveDeliverySettings(api, request);
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

type T = (key: string, values?: Record<string, unknown>) => string;

/** A section's form: posts its JSON, shows the outcome as a toast and the refusal's messages. */
function useSection(key: string, t: T) {
  // Keyed: the section is made again from the stored values once saved, and finds its outcome there.
  const fetcher = useFetcher<AdminActionResult>({ key: `delivery-${key}` });
  useActionToast(fetcher.state === 'idle' ? fetcher.data : undefined, t);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.errors : {};
  // One form field holding the section as JSON (the pages' server reads form posts, not JSON bodies).
  const submit = (post: DeliverySettingsPost) => fetcher.submit({ payload: JSON.stringify(post) }, { method: 'post' });
  return { submit, errors, busy: fetcher.state !== 'idle', message: result && !result.ok ? result.message : null };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SaveBar({ busy, label, message }: { busy: boolean; label: string; message: string | null }) {
  return (
    <div className="space-y-2">
      {message && (
        <p role="alert" className="text-red-800">
          {message}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy}>
        {label}
      </button>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

function RulesForm({ rules, t }: { rules: DeliverySettings['rules']; t: T }) {
  const { submit, errors, busy, message } = useSection('rules', t);
  const [form, setForm] = useState({
    freeShippingPrice: eurosOf(rules.freeShippingPrice),
    freeShippingBottles: rules.freeShippingBottles?.toString() ?? '',
    minimumBottles: rules.minimumBottles?.toString() ?? '',
    maximumBottles: rules.maximumBottles?.toString() ?? '',
    clickAndCollectHours: String(rules.clickAndCollectHours),
    lockDelivery: rules.lockDelivery,
    onlyFrance: rules.onlyFrance,
    worldwide: rules.worldwide,
  });
  const text = (name: keyof typeof form) => ({
    id: `rules-${name}`,
    value: String(form[name]),
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    error: errorOf(errors, name),
    inputMode: 'decimal' as const,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      intent: 'rules',
      body: {
        freeShippingPrice: centsOf(form.freeShippingPrice),
        freeShippingBottles: wholeOf(form.freeShippingBottles),
        minimumBottles: wholeOf(form.minimumBottles),
        maximumBottles: wholeOf(form.maximumBottles),
        clickAndCollectHours: Number(form.clickAndCollectHours.replace(',', '.') || 0),
        lockDelivery: form.lockDelivery,
        onlyFrance: form.onlyFrance,
        worldwide: form.worldwide,
      },
    });
  };
  return (
    <Section id="rules-title" title={t('rules.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="delivery-rules">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field {...text('freeShippingPrice')} label={t('rules.freeShippingPrice')} hint={t('rules.emptyOff')} />
          <Field {...text('freeShippingBottles')} label={t('rules.freeShippingBottles')} hint={t('rules.emptyOff')} />
          <Field {...text('clickAndCollectHours')} label={t('rules.clickAndCollectHours')} />
          <Field {...text('minimumBottles')} label={t('rules.minimumBottles')} hint={t('rules.emptyNone')} />
          <Field {...text('maximumBottles')} label={t('rules.maximumBottles')} hint={t('rules.emptyNone')} />
        </div>
        <div className="grid gap-1 sm:grid-cols-3">
          <CheckboxField
            id="rules-lockDelivery"
            label={t('rules.lockDelivery')}
            checked={form.lockDelivery}
            onChange={(lockDelivery) => setForm({ ...form, lockDelivery })}
          />
          <CheckboxField
            id="rules-onlyFrance"
            label={t('rules.onlyFrance')}
            checked={form.onlyFrance}
            onChange={(onlyFrance) => setForm({ ...form, onlyFrance })}
          />
          <CheckboxField
            id="rules-worldwide"
            label={t('rules.worldwide')}
            checked={form.worldwide}
            onChange={(worldwide) => setForm({ ...form, worldwide })}
          />
        </div>
        <SaveBar busy={busy} label={t('rules.save')} message={message} />
      </form>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Zones
// ---------------------------------------------------------------------------------------------------------

interface ZoneRow {
  key: string;
  id?: number;
  nameFr: string;
  nameEn: string;
  countries: string;
}

let serial = 0;
const newKey = () => `new-${++serial}`;

function ZonesForm({ zones, t }: { zones: DeliverySettings['zones']; t: T }) {
  const { submit, errors, busy, message } = useSection('zones', t);
  const [rows, setRows] = useState<ZoneRow[]>(() =>
    zones.map((zone) => ({
      key: String(zone.id),
      id: zone.id,
      nameFr: zone.name.fr_FR,
      nameEn: zone.name.en ?? '',
      countries: zone.countryCodes.join(', '),
    })),
  );
  const change = (index: number, patch: Partial<ZoneRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      intent: 'zones',
      body: {
        zones: rows.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          name: { fr_FR: row.nameFr, ...(row.nameEn.trim() ? { en: row.nameEn } : {}) },
          countryCodes: row.countries
            .split(/[\s,;]+/)
            .map((code) => code.trim())
            .filter(Boolean),
        })),
      },
    });
  };
  return (
    <Section id="zones-title" title={t('zones.title')}>
      <p className="text-stone-700">{t('zones.help')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="delivery-zones">
        <ul className="space-y-4">
          {rows.map((row, index) => (
            <li key={row.key} className="rounded-md border border-stone-200 p-3">
              <fieldset>
                <legend className="font-semibold">{row.nameFr || t('zones.new')}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
                  <Field
                    id={`zone-${row.key}-fr`}
                    label={t('zones.nameFr')}
                    value={row.nameFr}
                    onChange={(event) => change(index, { nameFr: event.target.value })}
                    error={errorOf(errors, `zones.${index}.name.fr_FR`)}
                  />
                  <Field
                    id={`zone-${row.key}-en`}
                    label={t('zones.nameEn')}
                    value={row.nameEn}
                    onChange={(event) => change(index, { nameEn: event.target.value })}
                  />
                  <Field
                    id={`zone-${row.key}-countries`}
                    label={t('zones.countries')}
                    value={row.countries}
                    onChange={(event) => change(index, { countries: event.target.value })}
                    error={errorOf(errors, `zones.${index}.countryCodes`)}
                    autoCapitalize="characters"
                  />
                  <RemoveButton
                    label={t('zones.remove')}
                    question={t('zones.removeQuestion', { name: row.nameFr })}
                    onConfirm={() => setRows(rows.filter((_, at) => at !== index))}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setRows([...rows, { key: newKey(), nameFr: '', nameEn: '', countries: '' }])}
        >
          {t('zones.add')}
        </button>
        <SaveBar busy={busy} label={t('zones.save')} message={message} />
      </form>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Carriers and their bands
// ---------------------------------------------------------------------------------------------------------

interface BandRow {
  key: string;
  zoneId: string;
  minValue: string;
  maxValue: string;
  price: string;
}

interface CarrierRow {
  key: string;
  id?: number;
  name: string;
  serviceCode: string;
  descriptionFr: string;
  descriptionEn: string;
  deliveryType: CarrierSettings['deliveryType'];
  rateBasis: CarrierSettings['rateBasis'];
  relayNetwork: string;
  isActive: boolean;
  bands: BandRow[];
}

const carrierRow = (carrier: CarrierSettings): CarrierRow => ({
  key: String(carrier.id),
  id: carrier.id,
  name: carrier.name,
  serviceCode: carrier.serviceCode,
  descriptionFr: carrier.description?.fr_FR ?? '',
  descriptionEn: carrier.description?.en ?? '',
  deliveryType: carrier.deliveryType,
  rateBasis: carrier.rateBasis,
  relayNetwork: carrier.relayNetwork ?? '',
  isActive: carrier.isActive,
  bands: carrier.rates.map((rate, index) => ({
    key: `${carrier.id}-${index}`,
    zoneId: String(rate.zoneId),
    minValue: String(rate.minValue),
    maxValue: String(rate.maxValue),
    price: eurosOf(rate.price),
  })),
});

function BandsTable({
  carrier,
  index,
  zones,
  errors,
  onChange,
  t,
}: {
  carrier: CarrierRow;
  index: number;
  zones: DeliverySettings['zones'];
  errors: Record<string, string>;
  onChange: (bands: BandRow[]) => void;
  t: T;
}) {
  const unit = carrier.rateBasis === 'WEIGHT' ? t('carriers.grams') : t('carriers.bottles');
  const change = (at: number, patch: Partial<BandRow>) =>
    onChange(carrier.bands.map((band, position) => (position === at ? { ...band, ...patch } : band)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('carriers.bands', { unit })}</legend>
      {carrier.bands.length === 0 && <p className="text-stone-700">{t('carriers.noBand')}</p>}
      <ol className="space-y-2">
        {carrier.bands.map((band, at) => {
          const prefix = `carriers.${index}.rates.${at}`;
          const id = `band-${carrier.key}-${band.key}`;
          return (
            <li key={band.key} className="rounded-md bg-stone-50 p-2">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end">
                <div className="col-span-2 sm:col-span-1">
                  <SelectField
                    id={`${id}-zone`}
                    label={t('carriers.zone', { band: at + 1 })}
                    value={band.zoneId}
                    onChange={(zoneId) => change(at, { zoneId })}
                    options={zones.map((zone) => ({ value: String(zone.id), label: zone.name.fr_FR }))}
                  />
                </div>
                <Field
                  id={`${id}-min`}
                  label={t('carriers.from', { unit })}
                  inputMode="numeric"
                  value={band.minValue}
                  onChange={(event) => change(at, { minValue: event.target.value })}
                />
                <Field
                  id={`${id}-max`}
                  label={t('carriers.to', { unit })}
                  inputMode="numeric"
                  value={band.maxValue}
                  onChange={(event) => change(at, { maxValue: event.target.value })}
                />
                <Field
                  id={`${id}-price`}
                  label={t('carriers.price')}
                  inputMode="decimal"
                  value={band.price}
                  onChange={(event) => change(at, { price: event.target.value })}
                />
                <RemoveButton
                  label={t('carriers.removeBand')}
                  question={t('carriers.removeBandQuestion', { band: at + 1 })}
                  onConfirm={() => onChange(carrier.bands.filter((_, position) => position !== at))}
                />
              </div>
              <RowErrors messages={errorsUnder(errors, prefix)} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={secondaryButton}
        disabled={zones.length === 0}
        onClick={() => {
          const last = carrier.bands.at(-1);
          const start = last ? String(Number(last.maxValue) + 1) : '0';
          onChange([
            ...carrier.bands,
            {
              key: newKey(),
              zoneId: last?.zoneId ?? String(zones[0]?.id ?? ''),
              minValue: start,
              maxValue: '',
              price: '',
            },
          ]);
        }}
      >
        {t('carriers.addBand')}
      </button>
    </fieldset>
  );
}

function CarriersForm({ settings, t }: { settings: DeliverySettings; t: T }) {
  const { submit, errors, busy, message } = useSection('carriers', t);
  const [rows, setRows] = useState<CarrierRow[]>(() => settings.carriers.map(carrierRow));
  const change = (index: number, patch: Partial<CarrierRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setRows(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      intent: 'carriers',
      body: {
        carriers: rows.map((row) => ({
          ...(row.id === undefined ? {} : { id: row.id }),
          name: row.name,
          serviceCode: row.serviceCode,
          description: row.descriptionFr.trim()
            ? { fr_FR: row.descriptionFr, ...(row.descriptionEn.trim() ? { en: row.descriptionEn } : {}) }
            : null,
          deliveryType: row.deliveryType,
          rateBasis: row.rateBasis,
          relayNetwork: row.deliveryType === 'PICKUP' ? row.relayNetwork || null : null,
          isActive: row.isActive,
          rates: row.bands.map((band) => ({
            zoneId: Number(band.zoneId),
            minValue: wholeOf(band.minValue) ?? Number.NaN,
            maxValue: wholeOf(band.maxValue) ?? Number.NaN,
            price: centsOf(band.price) ?? Number.NaN,
          })),
        })),
      },
    });
  };
  return (
    <Section id="carriers-title" title={t('carriers.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="delivery-carriers">
        <ul className="space-y-6">
          {rows.map((row, index) => {
            const id = `carrier-${row.key}`;
            return (
              <li key={row.key} className="space-y-3 rounded-md border border-stone-300 p-3" data-testid={id}>
                <fieldset className="space-y-3">
                  <legend className="text-lg font-semibold">{row.name || t('carriers.new')}</legend>
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    <Field
                      id={`${id}-name`}
                      label={t('carriers.name')}
                      value={row.name}
                      onChange={(event) => change(index, { name: event.target.value })}
                      error={errorOf(errors, `carriers.${index}.name`)}
                    />
                    <Field
                      id={`${id}-code`}
                      label={t('carriers.serviceCode')}
                      value={row.serviceCode}
                      onChange={(event) => change(index, { serviceCode: event.target.value })}
                      error={errorOf(errors, `carriers.${index}.serviceCode`)}
                    />
                    <SelectField
                      id={`${id}-type`}
                      label={t('carriers.deliveryType')}
                      value={row.deliveryType}
                      onChange={(value) => change(index, { deliveryType: value as CarrierRow['deliveryType'] })}
                      options={CARRIER_DELIVERY_TYPES.map((value) => ({ value, label: t(`carriers.type.${value}`) }))}
                    />
                    <SelectField
                      id={`${id}-basis`}
                      label={t('carriers.rateBasis')}
                      value={row.rateBasis}
                      onChange={(value) => change(index, { rateBasis: value as CarrierRow['rateBasis'] })}
                      options={RATE_BASES.map((value) => ({ value, label: t(`carriers.basis.${value}`) }))}
                    />
                    <Field
                      id={`${id}-description-fr`}
                      className="sm:col-span-2"
                      label={t('carriers.descriptionFr')}
                      value={row.descriptionFr}
                      onChange={(event) => change(index, { descriptionFr: event.target.value })}
                    />
                    <Field
                      id={`${id}-description-en`}
                      className="sm:col-span-2"
                      label={t('carriers.descriptionEn')}
                      value={row.descriptionEn}
                      onChange={(event) => change(index, { descriptionEn: event.target.value })}
                    />
                    {row.deliveryType === 'PICKUP' && (
                      <SelectField
                        id={`${id}-network`}
                        label={t('carriers.relayNetwork')}
                        value={row.relayNetwork}
                        onChange={(relayNetwork) => change(index, { relayNetwork })}
                        options={[
                          { value: '', label: t('carriers.relayDefault') },
                          ...settings.relayNetworks.map((network) => ({
                            value: network,
                            label: t(`carriers.network.${network}`),
                          })),
                        ]}
                      />
                    )}
                    <CheckboxField
                      id={`${id}-active`}
                      label={t('carriers.active')}
                      checked={row.isActive}
                      onChange={(isActive) => change(index, { isActive })}
                    />
                  </div>
                  <RowErrors messages={errorsUnder(errors, `carriers.${index}.relayNetwork`)} />
                  <BandsTable
                    carrier={row}
                    index={index}
                    zones={settings.zones}
                    errors={errors}
                    onChange={(bands) => change(index, { bands })}
                    t={t}
                  />
                </fieldset>
                <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-3">
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t('carriers.up')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('carriers.down')}
                  </button>
                  <RemoveButton
                    label={t('carriers.remove')}
                    question={t('carriers.removeQuestion', { name: row.name })}
                    onConfirm={() => setRows(rows.filter((_, at) => at !== index))}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            setRows([
              ...rows,
              {
                key: newKey(),
                name: '',
                serviceCode: '',
                descriptionFr: '',
                descriptionEn: '',
                deliveryType: 'DELIVERY',
                rateBasis: 'WEIGHT',
                relayNetwork: '',
                isActive: true,
                bands: [],
              },
            ])
          }
        >
          {t('carriers.add')}
        </button>
        <SaveBar busy={busy} label={t('carriers.save')} message={message} />
      </form>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Click & Collect
// ---------------------------------------------------------------------------------------------------------

interface SlotRow {
  key: string;
  id?: number;
  weekday: string;
  startTime: string;
  endTime: string;
  capacity: string;
}

interface ClosureRow {
  key: string;
  startDate: string;
  endDate: string;
  reasonFr: string;
  reasonEn: string;
}

function PickupForm({ address, t }: { address: PickupAddressSettings; t: T }) {
  const { submit, errors, busy, message } = useSection(`pickup-${address.idAddress}`, t);
  const [slots, setSlots] = useState<SlotRow[]>(() =>
    address.schedules.map((slot) => ({
      key: String(slot.id),
      id: slot.id,
      weekday: String(slot.weekday),
      startTime: slot.startTime,
      endTime: slot.endTime,
      capacity: String(slot.capacity),
    })),
  );
  const [closures, setClosures] = useState<ClosureRow[]>(() =>
    address.closures.map((closure) => ({
      key: String(closure.id),
      startDate: closure.startDate,
      endDate: closure.endDate,
      reasonFr: closure.reason?.fr_FR ?? '',
      reasonEn: closure.reason?.en ?? '',
    })),
  );
  const changeSlot = (index: number, patch: Partial<SlotRow>) =>
    setSlots(slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));
  const changeClosure = (index: number, patch: Partial<ClosureRow>) =>
    setClosures(closures.map((closure, at) => (at === index ? { ...closure, ...patch } : closure)));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: t(`pickup.weekday.${day}`) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      intent: 'pickup',
      idAddress: address.idAddress,
      body: {
        schedules: slots.map((slot) => ({
          ...(slot.id === undefined ? {} : { id: slot.id }),
          weekday: Number(slot.weekday),
          startTime: slot.startTime,
          endTime: slot.endTime,
          capacity: wholeOf(slot.capacity) ?? Number.NaN,
        })),
        closures: closures.map((closure) => ({
          startDate: closure.startDate,
          endDate: closure.endDate,
          reason: closure.reasonFr.trim()
            ? { fr_FR: closure.reasonFr, ...(closure.reasonEn.trim() ? { en: closure.reasonEn } : {}) }
            : null,
        })),
      },
    });
  };
  const id = `pickup-${address.idAddress}`;
  return (
    <Section id={`${id}-title`} title={t('pickup.title', { name: address.name, city: address.city })}>
      <form noValidate onSubmit={onSubmit} className="space-y-6" data-testid={id}>
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('pickup.slots')}</legend>
          {slots.length === 0 && <p className="text-stone-700">{t('pickup.noSlot')}</p>}
          <ol className="space-y-2">
            {slots.map((slot, index) => (
              <li key={slot.key} className="rounded-md bg-stone-50 p-2">
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end">
                  <div className="col-span-2 sm:col-span-1">
                    <SelectField
                      id={`${id}-slot-${slot.key}-day`}
                      label={t('pickup.weekdayLabel', { slot: index + 1 })}
                      value={slot.weekday}
                      onChange={(weekday) => changeSlot(index, { weekday })}
                      options={weekdays}
                    />
                  </div>
                  <Field
                    id={`${id}-slot-${slot.key}-start`}
                    type="time"
                    label={t('pickup.start')}
                    value={slot.startTime}
                    onChange={(event) => changeSlot(index, { startTime: event.target.value })}
                  />
                  <Field
                    id={`${id}-slot-${slot.key}-end`}
                    type="time"
                    label={t('pickup.end')}
                    value={slot.endTime}
                    onChange={(event) => changeSlot(index, { endTime: event.target.value })}
                  />
                  <Field
                    id={`${id}-slot-${slot.key}-capacity`}
                    inputMode="numeric"
                    label={t('pickup.capacity')}
                    value={slot.capacity}
                    onChange={(event) => changeSlot(index, { capacity: event.target.value })}
                  />
                  <RemoveButton
                    label={t('pickup.removeSlot')}
                    question={t('pickup.removeSlotQuestion', { slot: index + 1 })}
                    onConfirm={() => setSlots(slots.filter((_, at) => at !== index))}
                  />
                </div>
                <RowErrors messages={errorsUnder(errors, `schedules.${index}`)} />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              setSlots([...slots, { key: newKey(), weekday: '1', startTime: '09:00', endTime: '12:00', capacity: '5' }])
            }
          >
            {t('pickup.addSlot')}
          </button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('pickup.closures')}</legend>
          {closures.length === 0 && <p className="text-stone-700">{t('pickup.noClosure')}</p>}
          <ol className="space-y-2">
            {closures.map((closure, index) => (
              <li key={closure.key} className="rounded-md bg-stone-50 p-2">
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_2fr_2fr_auto] sm:items-end">
                  <Field
                    id={`${id}-closure-${closure.key}-start`}
                    type="date"
                    label={t('pickup.closureStart', { closure: index + 1 })}
                    value={closure.startDate}
                    onChange={(event) => changeClosure(index, { startDate: event.target.value })}
                  />
                  <Field
                    id={`${id}-closure-${closure.key}-end`}
                    type="date"
                    label={t('pickup.closureEnd')}
                    value={closure.endDate}
                    onChange={(event) => changeClosure(index, { endDate: event.target.value })}
                  />
                  <Field
                    id={`${id}-closure-${closure.key}-fr`}
                    label={t('pickup.reasonFr')}
                    value={closure.reasonFr}
                    onChange={(event) => changeClosure(index, { reasonFr: event.target.value })}
                  />
                  <Field
                    id={`${id}-closure-${closure.key}-en`}
                    label={t('pickup.reasonEn')}
                    value={closure.reasonEn}
                    onChange={(event) => changeClosure(index, { reasonEn: event.target.value })}
                  />
                  <RemoveButton
                    label={t('pickup.removeClosure')}
                    question={t('pickup.removeClosureQuestion', { closure: index + 1 })}
                    onConfirm={() => setClosures(closures.filter((_, at) => at !== index))}
                  />
                </div>
                <RowErrors messages={errorsUnder(errors, `closures.${index}`)} />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              const today = new Date().toISOString().slice(0, 10);
              setClosures([
                ...closures,
                { key: newKey(), startDate: today, endDate: today, reasonFr: '', reasonEn: '' },
              ]);
            }}
          >
            {t('pickup.addClosure')}
          </button>
        </fieldset>
        <SaveBar busy={busy} label={t('pickup.save')} message={message} />
      </form>
    </Section>
  );
}

export default function AdminDeliveryPage() {
  const { settings } = useLoaderData<typeof loader>();
  const { t } = useAdminTranslation('admin-settings');
  // After a save the loader answers again: each section starts again from what is stored (its key changes).
  const keyOf = (value: unknown) => JSON.stringify(value);
  return (
    <div className="space-y-8" data-testid="admin-delivery">
      <title>{t('delivery.title')}</title>
      <h1 className="text-3xl font-semibold">{t('delivery.title')}</h1>
      <RulesForm key={keyOf(settings.rules)} rules={settings.rules} t={t} />
      <ZonesForm key={keyOf(settings.zones)} zones={settings.zones} t={t} />
      <CarriersForm key={keyOf(settings.carriers)} settings={settings} t={t} />
      {settings.pickup.length === 0 ? (
        <Section id="pickup-none-title" title={t('pickup.none.title')}>
          <p>{t('pickup.none.text')}</p>
        </Section>
      ) : (
        settings.pickup.map((address) => <PickupForm key={keyOf(address)} address={address} t={t} />)
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
