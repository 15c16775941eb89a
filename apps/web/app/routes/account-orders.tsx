import { data, Form, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { ORDER_STATUSES, type OrderStatusCode } from '@atelier/contract';
import type { Route } from './+types/account-orders';
import { buttonClasses, inputClasses } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS, requireUser } from '../features/account/account-calls.server.ts';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { OrderListItem } from '../features/orders/OrderListItem.tsx';
import { rowIdOf } from '../features/orders/order-paths.ts';
import { orderStatuses } from '../features/orders/order-calls.server.ts';
import { Pagination } from '../features/shop/Pagination.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** SPEC §9: orders are listed 10 per page. */
const ORDERS_PER_PAGE = 10;

const isStatus = (value: string | null): value is OrderStatusCode =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** The logged customer's orders, newest first, a page of them, optionally of one status (issue 7 item 1). */
export const loader = withPageMessages('routes/account-orders.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const api = context.get(apiContext);
  await requireUser(api, request);
  const url = new URL(request.url);
  const page = rowIdOf(url.searchParams.get('page') ?? undefined) ?? 1;
  const requested = url.searchParams.get('status');
  const status = isStatus(requested) ? requested : null;
  const [statuses, list] = await Promise.all([
    orderStatuses(api),
    api.orders({ query: { nbItem: ORDERS_PER_PAGE, page, status } }),
  ]);
  return data(
    {
      layout: 'default' as const,
      orders: list.items,
      total: list.total,
      page,
      pages: Math.ceil(list.total / ORDERS_PER_PAGE),
      statuses,
      status,
    },
    { headers: PRIVATE_HEADERS },
  );
});

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** SPEC §2 /account/orders: the customer's orders and a filter by status. */
export default function AccountOrdersPage() {
  const { orders, total, page, pages, statuses, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const labelOf = (code: OrderStatusCode) => statuses.find((known) => known.code === code)?.value ?? code;
  return (
    <div className="space-y-8 py-10">
      <title>{t('list.title')}</title>
      <div>
        <Link to={localizePath('/account', locale)} className="underline underline-offset-2">
          {t('list.back')}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{t('list.title')}</h1>
      </div>
      {(total > 0 || status) && (
        <Form method="get" className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="orders-status" className="mb-1.5 block font-semibold">
              {t('list.filter')}
            </label>
            <select id="orders-status" name="status" defaultValue={status ?? ''} className={inputClasses}>
              <option value="">{t('list.allStatuses')}</option>
              {statuses.map((known) => (
                <option key={known.code} value={known.code}>
                  {known.value}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses}>
            {t('list.apply')}
          </button>
        </Form>
      )}
      {orders.length === 0 ? (
        <p className="text-lg">{status ? t('list.emptyFiltered') : t('list.empty')}</p>
      ) : (
        <>
          <p>{t('list.count', { count: total })}</p>
          <ul className="space-y-4">
            {orders.map((order) => (
              <OrderListItem key={order.id} order={order} statusLabel={labelOf(order.status.code)} />
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
