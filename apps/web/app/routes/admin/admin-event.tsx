import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { pickLocale, type AdminEvent, type AdminEventRegistration } from '@atelier/contract';
import type { Route } from './+types/admin-event';
import {
  ADMIN_HEADERS,
  adminAction,
  adminRowIdOrNew,
  requireAdminPage,
} from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { MediaField } from '../../features/admin/MediaField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { eurosOf } from '../../features/admin-catalogue/form-reading.ts';
import { eventInputOf, shopDay, shopTime } from '../../features/admin-events/event-form.ts';
import { EventRegistrations } from '../../features/admin-events/EventRegistrations.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { rowIdOf } from '../../features/orders/order-paths.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** An event of the site with its registrations, or a new one (issue 18 item 6). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  if (id === null) {
    return data(
      { event: null as AdminEvent | null, registrations: [] as AdminEventRegistration[] },
      { headers: ADMIN_HEADERS },
    );
  }
  const [event, registrations] = await Promise.all([
    api.adminEvent({ params: { id } }),
    api.adminEventRegistrations({ params: { id } }),
  ]);
  return data({ event: event as AdminEvent | null, registrations }, { headers: ADMIN_HEADERS });
}

/** `intent`: save (or create), delete, cancel (a registration). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  if (id !== null && intent === 'delete') {
    const done = await adminAction(() => api.adminDeleteEvent({ params: { id } }), 'event.deleted');
    if (done.ok) return redirect(`${adminPath('events', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return done;
  }
  if (id !== null && intent === 'cancel') {
    const idRegistration = rowIdOf(String(form.get('registration') ?? ''));
    if (idRegistration === null) throw data('Bad request', { status: 400, headers: ADMIN_HEADERS });
    return adminAction(
      () => api.adminCancelEventRegistration({ params: { id, idRegistration } }),
      'registrations.cancelled',
    );
  }
  const body = eventInputOf(form);
  if (id !== null) return adminAction(() => api.adminUpdateEvent({ params: { id }, body }), 'event.saved');
  let created: AdminEvent | null = null;
  const done = await adminAction(async () => {
    created = await api.adminCreateEvent({ body });
  }, 'event.created');
  if (!done.ok || !created) return done;
  const { id: newId } = created as AdminEvent;
  return redirect(`${adminPath(`events/${newId}`, locale)}?created=1`, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function When({ name, label, iso, error }: { name: string; label: string; iso: string | undefined; error?: string }) {
  const { t } = useAdminTranslation('admin-events');
  return (
    <fieldset>
      <legend className={adminLabel}>{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`event-${name}-day`} className="mb-1 block text-sm">
            {t('event.day')}
          </label>
          <input
            id={`event-${name}-day`}
            name={`${name}Day`}
            type="date"
            required
            defaultValue={shopDay(iso ?? null)}
            className={adminInput}
          />
        </div>
        <div>
          <label htmlFor={`event-${name}-time`} className="mb-1 block text-sm">
            {t('event.time')}
          </label>
          <input
            id={`event-${name}-time`}
            name={`${name}Time`}
            type="time"
            required
            defaultValue={shopTime(iso)}
            className={adminInput}
          />
        </div>
      </div>
      {error && <p className="mt-1 text-sm text-red-800">{error}</p>}
    </fieldset>
  );
}

export default function AdminEventPage() {
  const { event, registrations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-events');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('event.created'));
  }, [created, t]);
  const errors = result && !result.ok ? result.errors : {};
  const title = event ? pickLocale(event.title, locale) : t('event.newTitle');

  return (
    <div className="space-y-6">
      <title>{title}</title>
      <Link to={adminPath('events', locale)} className="underline">
        {t('event.back')}
      </Link>
      <h1 className="text-3xl font-semibold break-words">{title}</h1>
      {event?.isPublished && (
        <p>
          <a href={event.url} className="underline" target="_blank" rel="noreferrer">
            {t('event.view')}
          </a>
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      )}
      <Form
        method="post"
        className="space-y-4 rounded-md border border-stone-300 bg-white p-4"
        key={event ? event.id : 'new'}
      >
        <input type="hidden" name="intent" value="save" />
        <LocalizedField
          name="title"
          label={t('event.name')}
          defaultValue={event?.title}
          required
          maxLength={200}
          errors={errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <When name="start" label={t('event.start')} iso={event?.startsAt} error={errors.startsAt} />
          <When name="end" label={t('event.end')} iso={event?.endsAt} error={errors.endsAt} />
        </div>
        <LocalizedField
          name="place"
          label={t('event.place')}
          help={t('event.placeHelp')}
          kind="textarea"
          defaultValue={event?.place}
          required
          maxLength={500}
          errors={errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="event-capacity" className={adminLabel}>
              {t('event.capacity')}
            </label>
            <input
              id="event-capacity"
              name="capacity"
              type="number"
              min={Math.max(1, event?.seatsTaken ?? 0)}
              required
              inputMode="numeric"
              defaultValue={event?.capacity ?? 10}
              className={adminInput}
              aria-describedby="event-capacity-help"
            />
            <p id="event-capacity-help" className="mt-1 text-sm text-stone-700">
              {event ? t('event.capacityTaken', { count: event.seatsTaken }) : t('event.capacityHelp')}
            </p>
            {errors.capacity && <p className="mt-1 text-sm text-red-800">{errors.capacity}</p>}
          </div>
          <div>
            <label htmlFor="event-price" className={adminLabel}>
              {t('event.price')}
            </label>
            <input
              id="event-price"
              name="price"
              inputMode="decimal"
              defaultValue={eurosOf(event?.price)}
              className={adminInput}
              aria-describedby="event-price-help"
            />
            <p id="event-price-help" className="mt-1 text-sm text-stone-700">
              {t('event.priceHelp')}
            </p>
            {errors.price && <p className="mt-1 text-sm text-red-800">{errors.price}</p>}
          </div>
        </div>
        <LocalizedField
          name="summary"
          label={t('event.summary')}
          help={t('event.summaryHelp')}
          kind="textarea"
          defaultValue={event?.summary}
          maxLength={500}
          errors={errors}
        />
        <LocalizedField
          name="description"
          label={t('event.description')}
          kind="rich"
          defaultValue={event?.description}
          required
          errors={errors}
        />
        <MediaField name="image" label={t('event.image')} defaultValue={event?.image} error={errors.image} />
        <div className="flex items-center gap-2">
          <input
            id="event-published"
            name="isPublished"
            type="checkbox"
            defaultChecked={event?.isPublished ?? true}
            className="h-5 w-5"
          />
          <label htmlFor="event-published" className="font-semibold">
            {t('event.published')}
          </label>
        </div>
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {event ? t('event.save') : t('event.create')}
        </button>
      </Form>
      {event && <EventRegistrations eventId={event.id} registrations={registrations} />}
      {event && (
        <>
          <Form method="post" id="delete-event">
            <input type="hidden" name="intent" value="delete" />
          </Form>
          <ConfirmButton
            form="delete-event"
            question={t('event.deleteQuestion', { name: title })}
            confirmLabel={t('event.delete')}
            className={dangerButton}
          >
            {t('event.delete')}
          </ConfirmButton>
          <p className="text-sm text-stone-700">{t('event.deleteHelp')}</p>
        </>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
