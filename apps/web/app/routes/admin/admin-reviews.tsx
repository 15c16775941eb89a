import { createColumnHelper } from '@tanstack/react-table';
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminReview } from '@atelier/contract';
import type { Route } from './+types/admin-reviews';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { choiceOf, filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { text } from '../../features/admin-content/content-form.ts';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['publishedAt', 'rating', 'author'] as const;
const SHOWN = ['shown', 'hidden'] as const;

/**
 * The site's reviews (issue 18 item 6): every one, hidden ones too, searched by author or text; one can be hidden
 * from the site (its list and its average) and shown again; "Import now" reads Google's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const q = filterOf(url, 'q');
  const state = choiceOf(url, 'state', SHOWN);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminReviews({
    query: {
      ...(q ? { q: `lk:${q}` } : {}),
      ...(state ? { hidden: String(state === 'hidden') } : {}),
      nbItem: PER_PAGE,
      page,
      ...(orderBy ? { orderBy } : {}),
    },
  });
  return data(
    { reviews: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), q, state, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

/** `intent` hide or show (with `id`), or import. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'import') {
    let imported = { created: 0, updated: 0 };
    const done = await adminAction(async () => {
      imported = await api.adminImportReviews();
    }, 'reviews.imported');
    return { ...done, imported };
  }
  const id = Number(text(form, 'id'));
  const hidden = intent === 'hide';
  const done = await adminAction(
    () => api.adminHideReview({ params: { id }, body: { hidden } }),
    hidden ? 'reviews.hiddenDone' : 'reviews.shownDone',
  );
  return { ...done, imported: null };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminReview>();

export default function AdminReviewsPage() {
  const { reviews, total, page, pages, q, state, orderBy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useAdminTranslation('admin-editorial');
  useActionToast(result, t);
  const filtered = Boolean(q || state);

  const columns = [
    column.accessor('rating', {
      header: () => t('reviews.rating'),
      cell: (info) => (
        <span className="whitespace-nowrap">
          <span aria-hidden="true">{'★'.repeat(info.getValue())}</span>
          <span className="sr-only">{t('reviews.stars', { count: info.getValue() })}</span>
        </span>
      ),
      meta: { sortField: 'rating' },
    }),
    column.accessor('author', { header: () => t('reviews.author'), meta: { sortField: 'author' } }),
    column.accessor('text', {
      header: () => t('reviews.text'),
      cell: (info) => (
        <p lang={info.row.original.lang ?? undefined} className="line-clamp-3 max-w-prose min-w-48">
          {info.getValue()}
        </p>
      ),
    }),
    column.accessor('publishedAt', {
      header: () => t('field.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDate(info.getValue())}</span>,
      meta: { sortField: 'publishedAt' },
    }),
    column.accessor('hidden', {
      header: () => t('reviews.onSite'),
      cell: (info) => {
        const review = info.row.original;
        return (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <span className={review.hidden ? 'font-semibold text-red-800' : 'text-green-900'}>
              {review.hidden ? t('reviews.hidden') : t('reviews.shown')}
            </span>
            <input type="hidden" name="id" value={review.id} />
            <button
              type="submit"
              name="intent"
              value={review.hidden ? 'show' : 'hide'}
              className={secondaryButton}
              disabled={busy}
              aria-label={
                review.hidden
                  ? t('reviews.showOne', { author: review.author })
                  : t('reviews.hideOne', { author: review.author })
              }
            >
              {review.hidden ? t('reviews.show') : t('reviews.hide')}
            </button>
          </Form>
        );
      },
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('reviews.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('reviews.title')}</h1>
        <p aria-live="polite">{t('reviews.count', { count: total })}</p>
        <Form method="post">
          <button type="submit" name="intent" value="import" className={primaryButton} disabled={busy}>
            {t('reviews.import')}
          </button>
        </Form>
      </div>
      <p className="text-stone-700">{t('reviews.help')}</p>
      {result?.ok && result.imported && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          {t('reviews.importedCount', { created: result.imported.created, updated: result.imported.updated })}
        </p>
      )}
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-md border border-stone-300 bg-white p-4 sm:grid-cols-3"
      >
        <div>
          <label htmlFor="filter-q" className={adminLabel}>
            {t('reviews.search')}
          </label>
          <input id="filter-q" name="q" type="search" defaultValue={q ?? ''} className={adminInput} />
        </div>
        <div>
          <label htmlFor="filter-state" className={adminLabel}>
            {t('reviews.onSite')}
          </label>
          <select id="filter-state" name="state" defaultValue={state ?? ''} className={adminInput}>
            <option value="">{t('list.all')}</option>
            <option value="shown">{t('reviews.shown')}</option>
            <option value="hidden">{t('reviews.hidden')}</option>
          </select>
        </div>
        {orderBy && <input type="hidden" name="orderBy" value={orderBy} />}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={secondaryButton}>
            {t('list.search')}
          </button>
          {filtered && (
            <Link to={adminPath('reviews', locale)} className={secondaryButton}>
              {t('list.clear')}
            </Link>
          )}
        </div>
      </Form>
      <AdminTable
        caption={t('reviews.title')}
        columns={columns}
        rows={reviews}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('reviews.empty')}
        rowKey={(review) => review.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
