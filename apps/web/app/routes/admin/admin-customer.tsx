import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { data, Form, Link, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import type { AdminCustomerAddress, AdminCustomerReturn, OrderSummary } from '@atelier/contract';
import { endpointUrl } from '@atelier/contract/caller';
import { adminShopEndpoints } from '@atelier/contract/endpoints/admin-shop';
import type { Locale } from '@atelier/contract/locales';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-customer';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { adminInput, adminLabel, ConfirmButton, dangerButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { displayDate, displayDateTime } from '../../features/orders/order-dates.ts';
import { OrderStatusBadge } from '../../features/orders/OrderStatusBadge.tsx';
import { apiContext } from '../../features/site/api-context.ts';
import { customerName } from './admin-customers.tsx';
import { ReturnStatusBadge } from './admin-returns.tsx';

/** One account of the site (issue 16 item 5): who they are, where they live, what they bought and sent back. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const customer = await api.adminCustomer({ params: { id: adminRowId(params) } });
  return data({ customer }, { headers: ADMIN_HEADERS });
}

/** Anonymisation at the customer's request (GDPR erasure), once the dialog confirmed it; the API refuses an admin. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const form = await request.formData();
  const reason = String(form.get('reason') ?? '').trim();
  return adminAction(
    () => api.adminCustomerAnonymise({ params: { id }, body: { confirm: true, ...(reason ? { reason } : {}) } }),
    'anonymise.done',
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A country's name in the page's language (FR → France), its code when the runtime does not know it. */
function countryName(alpha2: string, locale: Locale) {
  try {
    return new Intl.DisplayNames([locale === 'en' ? 'en' : 'fr'], { type: 'region' }).of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}

function AddressCard({ address, locale }: { address: AdminCustomerAddress; locale: Locale }) {
  return (
    <li className="rounded-md border border-stone-200 p-3">
      {address.name && <p className="font-semibold">{address.name}</p>}
      <p>
        {address.firstname} {address.lastname}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        {address.address}
        {address.addressPart2 && (
          <>
            <br />
            {address.addressPart2}
          </>
        )}
        <br />
        {address.postalCode} {address.city}
        <br />
        {countryName(address.countryAlpha2, locale)}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </p>
    </li>
  );
}

const orderColumn = createColumnHelper<OrderSummary>();
const returnColumn = createColumnHelper<AdminCustomerReturn>();

export default function AdminCustomerPage() {
  const { customer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useAdminTranslation('admin-customers');
  const { t: tReturns } = useAdminTranslation('admin-returns');
  useActionToast(result, t);
  const title = customerName(customer, t);
  const anonymised = customer.anonymisedAt !== null;
  const none = <span className="text-stone-600">{t('detail.none')}</span>;

  const orderColumns = [
    orderColumn.accessor('reference', {
      header: () => t('detail.order'),
      cell: (info) => (
        <Link to={adminPath(`orders/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
    }),
    orderColumn.accessor('createdAt', {
      header: () => t('detail.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
    }),
    orderColumn.accessor('status', {
      header: () => t('detail.status'),
      cell: (info) => <OrderStatusBadge code={info.getValue().code} label={info.getValue().value} />,
    }),
    orderColumn.accessor('total', {
      header: () => t('detail.total'),
      cell: (info) => <span className="whitespace-nowrap">{formatPrice(info.getValue(), locale)}</span>,
      meta: { className: 'text-right' },
    }),
  ];
  const returnColumns = [
    returnColumn.accessor('reference', {
      header: () => t('detail.returns'),
      cell: (info) => (
        <Link to={adminPath(`returns/${info.row.original.id}`, locale)} className="font-semibold underline">
          {t('detail.returnOf', { id: info.row.original.id, reference: info.getValue() })}
        </Link>
      ),
    }),
    returnColumn.accessor('kind', {
      header: () => t('detail.kind'),
      cell: (info) => tReturns(`kind.${info.getValue()}`),
    }),
    returnColumn.accessor('createdAt', {
      header: () => t('detail.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDate(info.getValue())}</span>,
    }),
    returnColumn.accessor('status', {
      header: () => t('detail.status'),
      cell: (info) => <ReturnStatusBadge status={info.getValue()} label={tReturns(`status.${info.getValue()}`)} />,
    }),
  ];

  return (
    <div className="space-y-8" data-testid="admin-customer">
      <title>{title}</title>
      <div className="space-y-2">
        <Link to={adminPath('customers', locale)} className="underline">
          {t('detail.back')}
        </Link>
        <h1 className="text-3xl font-semibold break-words">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('detail.since', { date: displayDate(customer.createdAt) })}</span>
          <span>{t(`role.${customer.role}`)}</span>
          <span>
            {t('detail.summary', { count: customer.nbOrders, spent: formatPrice(customer.totalSpent, locale) })}
          </span>
        </p>
        {customer.anonymisedAt && (
          <p className="rounded-md bg-stone-200 p-3 text-stone-900" data-testid="anonymised">
            {t('detail.anonymisedOn', { date: displayDateTime(customer.anonymisedAt) })}
          </p>
        )}
      </div>

      <div className="grid gap-8 lg:grid-cols-2">
        <Panel id="customer-account-title" title={t('detail.account')}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t('detail.email')}</dt>
            <dd className="break-all">
              {anonymised ? (
                customer.email
              ) : (
                <a href={`mailto:${customer.email}`} className="underline">
                  {customer.email}
                </a>
              )}
            </dd>
            <dt className="font-semibold">{t('detail.phone')}</dt>
            <dd>
              {customer.phone ? (
                <a href={`tel:${customer.phone}`} className="underline">
                  {customer.phone}
                </a>
              ) : (
                none
              )}
            </dd>
            <dt className="font-semibold">{t('detail.birthdate')}</dt>
            <dd>{customer.birthdate ? displayDate(customer.birthdate) : none}</dd>
            <dt className="font-semibold">{t('detail.newsletter')}</dt>
            <dd>{customer.newsletter ? t('detail.subscribed') : t('detail.notSubscribed')}</dd>
          </dl>
        </Panel>
        <Panel id="customer-addresses-title" title={t('detail.addresses')}>
          {customer.addresses.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <AddressCard key={address.id} address={address} locale={locale} />
              ))}
            </ul>
          ) : (
            <p>{t('detail.noAddress')}</p>
          )}
        </Panel>
      </div>

      <Panel id="customer-orders-title" title={t('detail.orders')}>
        <AdminTable
          caption={t('detail.ordersCaption', { name: title })}
          columns={orderColumns}
          rows={customer.orders}
          orderBy={null}
          empty={t('detail.noOrder')}
          rowKey={(order) => order.id}
        />
      </Panel>

      <Panel id="customer-returns-title" title={t('detail.returns')}>
        <AdminTable
          caption={t('detail.returnsCaption', { name: title })}
          columns={returnColumns}
          rows={customer.returns}
          orderBy={null}
          empty={t('detail.noReturn')}
          rowKey={(back) => back.id}
        />
      </Panel>

      <Panel id="customer-data-title" title={t('data.title')}>
        <p>{t('data.text')}</p>
        <p>
          <a
            href={endpointUrl(adminShopEndpoints.adminCustomerExport, { params: { id: customer.id } })}
            className="underline"
            download
          >
            {t('data.export')}
          </a>
        </p>
      </Panel>

      {anonymised ? null : (
        <Panel id="customer-anonymise-title" title={t('anonymise.title')}>
          <p>{t('anonymise.text')}</p>
          {customer.role !== 'CUSTOMER' && <p className="text-stone-700">{t('anonymise.adminNote')}</p>}
          <Form method="post" id="anonymise-form" className="space-y-3">
            <div>
              <label htmlFor="anonymise-reason" className={adminLabel}>
                {t('anonymise.reason')}
              </label>
              <textarea id="anonymise-reason" name="reason" rows={2} maxLength={500} className={adminInput} />
            </div>
          </Form>
          <ConfirmButton
            form="anonymise-form"
            question={t('anonymise.question')}
            confirmLabel={t('anonymise.confirm')}
            className={dangerButton}
          >
            {t('anonymise.button')}
          </ConfirmButton>
          {result && !result.ok && (
            <p role="alert" className="text-red-800" data-testid="anonymise-refused">
              {result.message}
            </p>
          )}
        </Panel>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
