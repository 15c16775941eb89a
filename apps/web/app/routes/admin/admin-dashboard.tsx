import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import type { AdminDashboard } from '@atelier/contract';
import type { Route } from './+types/admin-dashboard';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { apiContext } from '../../features/site/api-context.ts';
import { dateTimeFormat, numberFormat } from '@atelier/domain';

/**
 * The back-office's first page (issue 16 item 8): the day's and the month's orders and revenue with the month's
 * bars, then what waits for the workshop: orders to prepare, returns, low stock.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const user = await requireAdminPage(api, request);
  // Made to measure (issue 19): the requests whose customer waits for the workshop's answer.
  const [board, madeToMeasure] = await Promise.all([
    api.adminDashboard({}),
    api.adminMadeToMeasureJobs({ query: { awaitingWorkshop: 'true', nbItem: 5 } }),
  ]);
  return data({ firstname: user.firstname, board, madeToMeasure }, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const intlOf = (locale: string) => (locale === 'en' ? 'en-GB' : 'fr-FR');

function useMoney(locale: string) {
  const format = numberFormat(intlOf(locale), { style: 'currency', currency: 'EUR' });
  return (cents: number) => format.format(cents / 100);
}

function Figure({ label, orders, revenue }: { label: string; orders: string; revenue: string }) {
  return (
    <div className="rounded-lg border border-neutral-300 p-4">
      <h2 className="text-sm font-medium text-neutral-700">{label}</h2>
      <p className="mt-1 text-2xl font-semibold">{revenue}</p>
      <p className="text-neutral-700">{orders}</p>
    </div>
  );
}

/** The month's revenue day by day: plain SVG bars, each with its figures as a tooltip and for screen readers. */
function MonthChart({
  board,
  money,
  label,
}: {
  board: AdminDashboard;
  money: (cents: number) => string;
  label: string;
}) {
  const { t, locale } = useAdminTranslation('admin-dashboard');
  const max = Math.max(1, ...board.daily.map((day) => day.revenue));
  const width = 31 * 12;
  const height = 120;
  const dayLabel = dateTimeFormat(intlOf(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <figure className="rounded-lg border border-neutral-300 p-4">
      <figcaption className="mb-2 text-sm font-medium text-neutral-700">{label}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 16}`} className="h-40 w-full" role="img" aria-label={label}>
        {board.daily.map((day, index) => {
          const barHeight = Math.round((day.revenue / max) * height);
          const text = t('barTitle', {
            day: dayLabel.format(new Date(`${day.date}T12:00:00Z`)),
            orders: day.orders,
            revenue: money(day.revenue),
          });
          return (
            <g key={day.date}>
              <title>{text}</title>
              <rect
                x={index * 12 + 2}
                y={height - barHeight}
                width={8}
                height={Math.max(barHeight, day.revenue > 0 ? 2 : 0)}
                className="fill-current text-neutral-800"
              />
              {(index + 1) % 5 === 0 || index === 0 ? (
                <text x={index * 12 + 6} y={height + 12} textAnchor="middle" fontSize="9" className="fill-current">
                  {index + 1}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} stroke="currentColor" strokeWidth={0.5} />
      </svg>
    </figure>
  );
}

function WaitingList({
  title,
  total,
  empty,
  more,
  children,
}: {
  title: string;
  total: number;
  empty: string;
  /** A link to the whole list, under the first items. */
  more?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-neutral-300 p-4" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">
        {title} <span className="text-neutral-700">({total})</span>
      </h2>
      {total === 0 ? (
        <p className="text-neutral-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-neutral-200">{children}</ul>
      )}
      {more ? <p className="pt-2">{more}</p> : null}
    </section>
  );
}

export default function AdminDashboardPage() {
  const { firstname, board, madeToMeasure } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-dashboard');
  const { t: frame } = useAdminTranslation('admin');
  const money = useMoney(locale);
  const date = dateTimeFormat(intlOf(locale), { dateStyle: 'medium', timeZone: 'Europe/Paris' });
  const monthName = dateTimeFormat(intlOf(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${board.month}-15T12:00:00Z`),
  );
  const orderLink = (id: number) => `${adminPath('orders', locale)}/${id}`;
  return (
    <div className="space-y-6">
      <title>{frame('dashboard.title')}</title>
      <h1 className="text-3xl font-semibold">{frame('dashboard.hello', { firstname })}</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={t('today')}
          revenue={money(board.figures.today.revenue)}
          orders={t('orders', { count: board.figures.today.orders })}
        />
        <Figure
          label={t('month', { month: monthName })}
          revenue={money(board.figures.month.revenue)}
          orders={t('orders', { count: board.figures.month.orders })}
        />
        <div className="sm:col-span-2 lg:col-span-1">
          <MonthChart board={board} money={money} label={t('chart', { month: monthName })} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <WaitingList title={t('toPrepare')} total={board.toPrepare.total} empty={t('nothingToPrepare')}>
          {board.toPrepare.items.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={orderLink(order.id)} className="font-medium underline">
                {order.reference}
              </Link>
              <span>{order.customer}</span>
              <span className="text-neutral-700">
                {order.status.value} · {date.format(new Date(order.createdAt))} · {money(order.total)}
              </span>
            </li>
          ))}
          {board.toPrepare.total > board.toPrepare.items.length ? (
            <li className="py-2">
              <Link to={`${adminPath('orders', locale)}?status=PAID,IN_PREPARATION`} className="underline">
                {t('seeAll')}
              </Link>
            </li>
          ) : null}
        </WaitingList>
        <WaitingList
          title={t('madeToMeasure')}
          total={madeToMeasure.total}
          empty={t('noMadeToMeasure')}
          more={
            madeToMeasure.total > madeToMeasure.items.length ? (
              <Link to={`${adminPath('made-to-measure', locale)}?awaiting=1`} className="underline">
                {t('seeAllMadeToMeasure')}
              </Link>
            ) : null
          }
        >
          {madeToMeasure.items.map((job) => (
            <li key={job.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={adminPath(`made-to-measure/${job.id}`, locale)} className="font-medium underline">
                {job.reference}
              </Link>
              <span>{job.customerName}</span>
              <span className="text-neutral-700">{date.format(new Date(job.updatedAt))}</span>
            </li>
          ))}
        </WaitingList>
        <WaitingList title={t('returns')} total={board.returnsWaiting.total} empty={t('noReturns')}>
          {board.returnsWaiting.items.map((back) => (
            <li key={back.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={orderLink(back.idOrder)} className="font-medium underline">
                {back.reference}
              </Link>
              <span>
                {t(`kind.${back.kind}`)} · {t(`backStatus.${back.status}`)}
              </span>
              <span className="text-neutral-700">{date.format(new Date(back.createdAt))}</span>
            </li>
          ))}
        </WaitingList>
        <WaitingList
          title={t('lowStock', { threshold: board.lowStock.threshold })}
          total={board.lowStock.total}
          empty={t('noLowStock')}
        >
          {board.lowStock.items.map((item) => (
            <li key={item.idDeclination} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium">{item.name}</span>
              {item.reference ? <span className="text-neutral-700">{item.reference}</span> : null}
              <span>{t('inStock', { count: item.quantity })}</span>
            </li>
          ))}
        </WaitingList>
      </div>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
