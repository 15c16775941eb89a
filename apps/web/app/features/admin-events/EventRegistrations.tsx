import { createColumnHelper } from '@tanstack/react-table';
import { Form } from 'react-router';
import type { AdminEventRegistration } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { AdminTable } from '../admin/AdminTable.tsx';
import { ConfirmButton, dangerButton, secondaryButton } from '../admin/ConfirmButton.tsx';
import { displayDateTime } from '../orders/order-dates.ts';

const column = createColumnHelper<AdminEventRegistration>();

/** Who registered to an event (issue 18 item 6), the export, and the cancellation of one (its seats freed). */
export function EventRegistrations({
  eventId,
  registrations,
}: {
  eventId: number;
  registrations: AdminEventRegistration[];
}) {
  const { t } = useAdminTranslation('admin-events');
  const active = registrations.filter((one) => !one.cancelledAt);
  const seats = active.reduce((sum, one) => sum + one.seats, 0);
  const columns = [
    column.accessor('name', {
      header: () => t('registrations.name'),
      cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
    }),
    column.accessor('email', {
      header: () => t('registrations.contact'),
      cell: (info) => (
        <span className="break-all">
          <a href={`mailto:${info.getValue()}`} className="underline">
            {info.getValue()}
          </a>
          <br />
          <a href={`tel:${info.row.original.phone.replace(/\s/g, '')}`} className="underline">
            {info.row.original.phone}
          </a>
        </span>
      ),
    }),
    column.accessor('seats', { header: () => t('registrations.seats'), meta: { className: 'text-right' } }),
    column.accessor('createdAt', {
      header: () => t('registrations.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
    }),
    column.display({
      id: 'state',
      header: () => t('registrations.state'),
      cell: (info) => {
        const one = info.row.original;
        if (one.cancelledAt) return t('registrations.cancelledOn', { date: displayDateTime(one.cancelledAt) });
        return (
          <>
            <Form method="post" id={`cancel-registration-${one.id}`}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="registration" value={one.id} />
            </Form>
            <ConfirmButton
              form={`cancel-registration-${one.id}`}
              question={t('registrations.cancelQuestion', { name: one.name, count: one.seats })}
              confirmLabel={t('registrations.cancel')}
              className={`${dangerButton} !px-3 !py-1 text-sm`}
            >
              {t('registrations.cancel')}
              <span className="sr-only"> ({one.name})</span>
            </ConfirmButton>
          </>
        );
      },
    }),
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold">{t('registrations.title')}</h2>
        <p>{t('registrations.summary', { people: active.length, seats })}</p>
        {registrations.length > 0 && (
          <a href={`/api/admin/event/${eventId}/registration/export`} className={secondaryButton} download>
            {t('registrations.export')}
          </a>
        )}
      </div>
      <AdminTable
        caption={t('registrations.title')}
        columns={columns}
        rows={registrations}
        orderBy={null}
        empty={t('registrations.empty')}
        rowKey={(one) => one.id}
      />
    </section>
  );
}
