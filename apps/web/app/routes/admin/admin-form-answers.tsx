import { createColumnHelper } from '@tanstack/react-table';
import { data, Form, Link, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import { pickLocale, type AdminForm, type AdminFormAnswer, type Locale } from '@atelier/contract';
import type { Route } from './+types/admin-form-answers';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { ConfirmButton, dangerButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { rowIdOf } from '../../features/orders/order-paths.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';
import { numberFormat } from '@atelier/domain';

const PER_PAGE = 20;

/** The answers a form received (issue 18 item 6), newest first, with their files; the CSV export. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const page = pageOf(new URL(request.url));
  const [form, list] = await Promise.all([
    api.adminForm({ params: { id } }),
    api.adminFormAnswers({ params: { id }, query: { nbItem: PER_PAGE, page } }),
  ]);
  return data(
    { form, answers: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE) },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const form = await request.formData();
  const idAnswer = rowIdOf(String(form.get('answer') ?? ''));
  if (idAnswer === null) throw data('Bad request', { status: 400, headers: ADMIN_HEADERS });
  return adminAction(() => api.adminDeleteFormAnswer({ params: { id, idAnswer } }), 'answers.deleted');
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const formatBytes = (bytes: number, locale: Locale) =>
  numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));

/** Every question of the form with this answer's value: choices by their wording, files as downloads. */
function AnswerValues({ form, answer, locale }: { form: AdminForm; answer: AdminFormAnswer; locale: Locale }) {
  const { t } = useAdminTranslation('admin-forms');
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {answer.email && (
        <>
          <dt className="font-semibold">{t('answers.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${answer.email}`} className="underline">
              {answer.email}
            </a>
          </dd>
        </>
      )}
      {form.fields.map((field) => {
        const files = answer.files.filter((file) => file.field === field.key);
        const value = answer.values[field.key];
        if (files.length === 0 && value === undefined) return null;
        const options = new Map((field.options ?? []).map((o) => [o.value, pickLocale(o.label, locale)]));
        const shown =
          value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => options.get(v) ?? v);
        return (
          <div key={field.key} className="contents">
            <dt className="font-semibold">{pickLocale(field.label, locale)}</dt>
            <dd className="break-words whitespace-pre-line">
              {field.type === 'file' ? (
                <ul>
                  {files.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} download={file.filename} className="underline">
                        {t('answers.download', { name: file.filename })}
                      </a>{' '}
                      <span className="text-sm text-stone-700">({formatBytes(file.bytes, locale)})</span>
                    </li>
                  ))}
                </ul>
              ) : (
                shown.join(', ')
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const column = createColumnHelper<AdminFormAnswer>();

export default function AdminFormAnswersPage() {
  const { form, answers, total, page, pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useAdminTranslation('admin-forms');
  useActionToast(result, t);
  const name = pickLocale(form.title, locale);
  const columns = [
    column.accessor('createdAt', {
      header: () => t('answers.receivedAt'),
      cell: (info) => (
        <span className="whitespace-nowrap" id={`answer-${info.row.original.id}`}>
          {displayDateTime(info.getValue())}
          <br />
          <span className="text-sm text-stone-700">
            {info.row.original.locale === 'en' ? t('answers.inEnglish') : t('answers.inFrench')}
          </span>
        </span>
      ),
    }),
    column.display({
      id: 'answer',
      header: () => t('answers.answer'),
      cell: (info) => <AnswerValues form={form} answer={info.row.original} locale={locale} />,
    }),
    column.display({
      id: 'actions',
      header: () => t('answers.actions'),
      cell: (info) => {
        const answer = info.row.original;
        return (
          <>
            <Form method="post" id={`delete-answer-${answer.id}`}>
              <input type="hidden" name="answer" value={answer.id} />
            </Form>
            <ConfirmButton
              form={`delete-answer-${answer.id}`}
              question={t('answers.deleteQuestion', { date: displayDateTime(answer.createdAt) })}
              confirmLabel={t('answers.delete')}
              className={dangerButton}
            >
              {t('answers.delete')}
            </ConfirmButton>
          </>
        );
      },
    }),
  ];
  return (
    <div className="space-y-6">
      <title>{t('answers.title', { name })}</title>
      <Link to={adminPath(`forms/${form.id}`, locale)} className="underline">
        {t('answers.back', { name })}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold break-words">{t('answers.title', { name })}</h1>
        <p aria-live="polite">{t('list.answerCount', { count: total })}</p>
        {total > 0 && (
          <a href={`/api/admin/form/${form.id}/answer/export`} className={secondaryButton} download>
            {t('answers.export')}
          </a>
        )}
      </div>
      <AdminTable
        caption={t('answers.title', { name })}
        columns={columns}
        rows={answers}
        orderBy={null}
        empty={t('answers.empty')}
        rowKey={(answer) => answer.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
