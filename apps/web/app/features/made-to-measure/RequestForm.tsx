import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { formatPrice } from '@atelier/domain';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { useLocale } from '../site/site-data.ts';
import type { RequestProblems } from './request-check.ts';
import { ADDRESS_PARTS, requestValuesOf, type RequestField } from './request-form.ts';
import type { RequestActionData, RequestPageData } from './request.server.ts';
import {
  choiceClasses,
  describedBy,
  fieldId,
  inputClasses,
  RequestChoices,
  RequestFieldFrame,
} from './RequestFields.tsx';

const PhotoPreviews = lazy(() => import('./PhotoPreviews.tsx'));

const ACCEPTED_PHOTOS = 'image/jpeg,image/png,image/webp';
const buttonClasses =
  'rounded-full bg-primary px-7 py-3 font-semibold text-white transition hover:brightness-110 disabled:opacity-60';

type Refused = Extract<RequestActionData, { ok: false }>;

/**
 * The request form (issue 19 item 1): a plain multipart form posted to the route's action, so it works without
 * JavaScript. Once live, the contract's schema (loaded on the first send) checks it before sending, the wrong
 * fields are named and the first one focused, the photos are previewed, and the fabric's and the delivery's
 * fields show only when they apply.
 */
export function RequestForm({ page, answer }: { page: RequestPageData; answer: Refused | undefined }) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const sending = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const photosRef = useRef<HTMLInputElement>(null);
  const values = answer?.values ?? {};
  const [checked, setChecked] = useState<RequestProblems | null>(null);
  const [fabricType, setFabricType] = useState(values.fabricType);
  const [handover, setHandover] = useState(values.handover);
  const [focusTurn, setFocusTurn] = useState(0);
  const { options, customer } = page;
  const guest = customer === null;
  const problems = checked ?? answer?.problems ?? {};
  const refusals = checked ? {} : (answer?.refusals ?? {});
  const required = t('request.requiredMark');

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // After a refusal (the server's or the browser's check), the first wrong field in the page's order.
  useEffect(() => {
    if (focusTurn === 0 && !answer) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn, answer]);

  const errorOf = (field: RequestField): string | null => {
    const refusal = refusals[field];
    if (refusal) return refusal;
    const problem = problems[field];
    if (!problem) return null;
    return problem === 'invalid' ? t(`errors.${field}`) : t(`errors.${problem}`, { max: options.maxPhotos });
  };
  const errorCount = new Set([...Object.keys(problems), ...Object.keys(refusals)]).size;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = data.getAll('images').filter((file): file is File => typeof file !== 'string' && file.size > 0);
    let found: RequestProblems = {};
    try {
      const { checkRequest } = await import('./request-check.ts');
      found = checkRequest(requestValuesOf(data), files, options.maxPhotos, page.today, guest).problems;
    } catch {
      // The check did not load (the network, a new version of the site): the action checks the form the same way.
    }
    setChecked(found);
    setFocusTurn((turn) => turn + 1);
    if (Object.keys(found).length === 0) {
      void submit(form, { method: 'post', encType: 'multipart/form-data' });
    }
  }

  const text = (field: RequestField, label: string, input: Record<string, unknown> = {}, isRequired = false) => (
    <RequestFieldFrame
      field={field}
      label={label}
      required={isRequired}
      requiredLabel={required}
      error={errorOf(field)}
    >
      <input
        id={fieldId(field)}
        name={field}
        required={isRequired}
        defaultValue={values[field] ?? ''}
        className={inputClasses}
        {...describedBy(field, errorOf(field))}
        {...input}
      />
    </RequestFieldFrame>
  );

  const showFabric = (type: string) => !hydrated || fabricType === type;
  const showDelivery = !hydrated || handover === 'DELIVERY';

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="space-y-8"
      onSubmit={(event) => void onSubmit(event)}
    >
      <div role="alert">
        {(errorCount > 0 || answer?.message) && (
          <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-700/30">
            {answer?.message && !checked ? answer.message : t('request.fix', { count: errorCount })}
          </p>
        )}
      </div>
      <p className="text-sm">{t('request.required')}</p>

      <section className="space-y-5">
        <h2 className="mb-3 text-2xl font-semibold">{t('request.pieceLegend')}</h2>
        <RequestFieldFrame
          field="pieceKind"
          label={t('request.pieceKind')}
          required
          requiredLabel={required}
          error={errorOf('pieceKind')}
        >
          <select
            id={fieldId('pieceKind')}
            name="pieceKind"
            required
            defaultValue={values.pieceKind ?? ''}
            className={inputClasses}
            {...describedBy('pieceKind', errorOf('pieceKind'))}
          >
            <option value="">{t('request.choose')}</option>
            {page.pieceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </RequestFieldFrame>
        <RequestFieldFrame
          field="description"
          label={t('request.description')}
          required
          requiredLabel={required}
          help={t('request.descriptionHelp')}
          error={errorOf('description')}
        >
          <textarea
            id={fieldId('description')}
            name="description"
            rows={3}
            required
            maxLength={2000}
            defaultValue={values.description ?? ''}
            className={inputClasses}
            {...describedBy('description', errorOf('description'), true)}
          />
        </RequestFieldFrame>
        <fieldset>
          <legend className="mb-2 font-semibold">{t('request.dimensionsLegend')}</legend>
          <div className="grid grid-cols-3 gap-3">
            {(['width', 'depth', 'height'] as const).map((field) => (
              <div key={field}>
                {text(field, t(`request.${field}`), {
                  type: 'number',
                  inputMode: 'numeric',
                  min: 1,
                  max: 2000,
                  step: 1,
                })}
              </div>
            ))}
          </div>
        </fieldset>
        <RequestChoices
          field="condition"
          legend={t('request.condition')}
          requiredLabel={required}
          choices={page.conditions.map((value) => ({ value, label: t(`request.condition_${value}`) }))}
          checked={values.condition}
          error={errorOf('condition')}
        />
      </section>

      <section className="space-y-3">
        <h2 className="mb-3 text-2xl font-semibold">{t('request.photosLegend')}</h2>
        <RequestFieldFrame
          field="images"
          label={t('request.photos')}
          requiredLabel={required}
          help={t('request.photosHelp', { max: options.maxPhotos })}
          error={errorOf('images')}
        >
          <input
            ref={photosRef}
            id={fieldId('images')}
            name="images"
            type="file"
            multiple
            accept={ACCEPTED_PHOTOS}
            className={`${inputClasses} file:mr-4 file:rounded-lg file:border-0 file:bg-black/10 file:px-3 file:py-1.5`}
            {...describedBy('images', errorOf('images'), true)}
          />
        </RequestFieldFrame>
        {hydrated && (
          <Suspense fallback={null}>
            <PhotoPreviews input={photosRef} max={options.maxPhotos} />
          </Suspense>
        )}
      </section>

      <section className="space-y-3">
        <h2 className="mb-3 text-2xl font-semibold">{t('request.fabricLegend')}</h2>
        <RequestChoices
          field="fabricType"
          legend={t('request.fabricLegend')}
          requiredLabel={required}
          choices={[
            ...(options.fabrics.length > 0 ? [{ value: 'SHOP', label: t('request.fabricShop') }] : []),
            { value: 'OWN', label: t('request.fabricOwn') },
            { value: 'UNDECIDED', label: t('request.fabricUndecided') },
          ]}
          checked={values.fabricType}
          onChoose={setFabricType}
          error={errorOf('fabricType')}
        />
        {options.fabrics.length > 0 && showFabric('SHOP') && (
          <fieldset>
            <legend className="mb-2 font-semibold">{t('request.fabricChoose')}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {options.fabrics.map((fabric, index) => (
                <li key={fabric.idDeclination}>
                  <label className="flex items-center gap-3 rounded-xl border border-black/15 p-2">
                    <input
                      type="radio"
                      name="fabricDeclination"
                      value={fabric.idDeclination}
                      id={index === 0 ? fieldId('fabricDeclination') : undefined}
                      defaultChecked={values.fabricDeclination === String(fabric.idDeclination)}
                      className={choiceClasses}
                      {...describedBy('fabricDeclination', errorOf('fabricDeclination'))}
                    />
                    {fabric.image ? (
                      <ResponsiveImage
                        image={{ url: fabric.image, alt: '', width: 400, height: 400 }}
                        sizes="56px"
                        className="size-14 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="size-14 shrink-0 rounded-lg bg-black/10" />
                    )}
                    <span>
                      <span className="block font-semibold">{fabric.name}</span>
                      {fabric.detail && <span className="block text-sm">{fabric.detail}</span>}
                      <span className="block text-sm">
                        {t('request.perMetre', { price: formatPrice(fabric.pricePerMetre, locale) })}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errorOf('fabricDeclination') && (
              <p id={`${fieldId('fabricDeclination')}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errorOf('fabricDeclination')}
              </p>
            )}
          </fieldset>
        )}
        {showFabric('OWN') && (
          <RequestFieldFrame
            field="ownFabric"
            label={t('request.ownFabric')}
            requiredLabel={required}
            error={errorOf('ownFabric')}
          >
            <textarea
              id={fieldId('ownFabric')}
              name="ownFabric"
              rows={2}
              maxLength={500}
              defaultValue={values.ownFabric ?? ''}
              className={inputClasses}
              {...describedBy('ownFabric', errorOf('ownFabric'))}
            />
          </RequestFieldFrame>
        )}
      </section>

      <section className="space-y-5">
        <h2 className="mb-3 text-2xl font-semibold">{t('request.wishesLegend')}</h2>
        {text('wishedDate', t('request.wishedDate'), { type: 'date', min: page.today })}
        <RequestChoices
          field="handover"
          legend={t('request.handover')}
          requiredLabel={required}
          choices={[
            ...(options.pickup ? [{ value: 'PICKUP', label: t('request.pickup') }] : []),
            ...(options.delivery ? [{ value: 'DELIVERY', label: t('request.delivery') }] : []),
          ]}
          checked={values.handover}
          onChoose={setHandover}
          error={errorOf('handover')}
        />
        {options.delivery && showDelivery && (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">{t('request.deliveryLegend')}</legend>
            {ADDRESS_PARTS.filter((part) => part !== 'country').map((part) => {
              const field = `delivery-${part}` as RequestField;
              const optional = part === 'company' || part === 'addressPart2';
              return (
                <div key={part} className={part === 'address' || part === 'addressPart2' ? 'sm:col-span-2' : ''}>
                  {text(
                    field,
                    t(`address.${part}`),
                    { autoComplete: autoCompleteOf(part), maxLength: 200 },
                    hydrated && !optional,
                  )}
                </div>
              );
            })}
            <div className="sm:col-span-2">
              <RequestFieldFrame
                field="delivery-country"
                label={t('address.country')}
                required
                requiredLabel={required}
                error={errorOf('delivery-country')}
              >
                <select
                  id={fieldId('delivery-country')}
                  name="delivery-country"
                  defaultValue={values['delivery-country'] ?? 'FR'}
                  autoComplete="shipping country"
                  className={inputClasses}
                  {...describedBy('delivery-country', errorOf('delivery-country'))}
                >
                  {page.countries.map((country) => (
                    <option key={country.alphaTwo} value={country.alphaTwo}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </RequestFieldFrame>
            </div>
          </fieldset>
        )}
        <RequestFieldFrame
          field="message"
          label={t('request.message')}
          requiredLabel={required}
          error={errorOf('message')}
        >
          <textarea
            id={fieldId('message')}
            name="message"
            rows={4}
            maxLength={5000}
            defaultValue={values.message ?? ''}
            className={inputClasses}
            {...describedBy('message', errorOf('message'))}
          />
        </RequestFieldFrame>
      </section>

      <section className="space-y-5">
        <h2 className="mb-3 text-2xl font-semibold">{t('request.contactLegend')}</h2>
        {customer ? (
          <p>{t('request.loggedAs', { email: customer.email })}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {text('firstname', t('request.firstname'), { autoComplete: 'given-name', maxLength: 100 }, true)}
            {text('lastname', t('request.lastname'), { autoComplete: 'family-name', maxLength: 100 }, true)}
            {text('email', t('request.email'), { type: 'email', autoComplete: 'email', maxLength: 254 }, true)}
            {text('phone', t('request.phone'), { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
          </div>
        )}
      </section>

      <button type="submit" disabled={sending} className={buttonClasses}>
        {sending ? t('request.sending') : t('request.submit')}
      </button>
    </Form>
  );
}

function autoCompleteOf(part: (typeof ADDRESS_PARTS)[number]) {
  const names = {
    firstname: 'given-name',
    lastname: 'family-name',
    company: 'organization',
    address: 'address-line1',
    addressPart2: 'address-line2',
    postalCode: 'postal-code',
    city: 'address-level2',
    country: 'country',
  } as const;
  return `shipping ${names[part]}`;
}
