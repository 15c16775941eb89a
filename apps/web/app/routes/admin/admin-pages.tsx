import { useMemo } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
  type HeadersFunction,
} from 'react-router';
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PAGE_LAYOUTS, type AdminPageDetail, type AdminPageSummary } from '@atelier/contract';
import type { Route } from './+types/admin-pages';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** The site's pages (issue 18 item 1): the tree, a new page, order, copies, deletion and publication. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ pages: await api.adminPages() }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * `intent`: create; move (id, parentId, position; `up` and `down` take the position from the field of that name);
 * duplicate, delete or publish (with `id`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const target = intent === 'create' ? 'new' : String(id);
  switch (intent) {
    case 'create': {
      let created: AdminPageDetail | null = null;
      const layout = text(form, 'layout');
      const done = await adminAction(async () => {
        created = await api.adminCreatePage({
          body: {
            title: localizedFromForm(form, 'title'),
            layout: (PAGE_LAYOUTS as readonly string[]).includes(layout)
              ? (layout as AdminPageDetail['layout'])
              : 'page',
          },
        });
      }, 'created');
      if (!done.ok || !created) return { ...done, target };
      const { id: newId } = created as AdminPageDetail;
      return redirect(`${adminPath(`pages/${newId}/settings`, locale)}?created=1`, { headers: ADMIN_HEADERS });
    }
    case 'move':
    case 'up':
    case 'down': {
      const parent = text(form, 'parentId');
      const position = Number(text(form, intent === 'move' ? 'position' : intent));
      const body = { parentId: parent ? Number(parent) : null, position };
      return { ...(await adminAction(() => api.adminMovePage({ params: { id }, body }), 'moved')), target };
    }
    case 'duplicate':
      return { ...(await adminAction(() => api.adminDuplicatePage({ params: { id } }), 'duplicated')), target };
    case 'publish':
      return { ...(await adminAction(() => api.adminPublishPage({ params: { id } }), 'published')), target };
    case 'delete':
      return { ...(await adminAction(() => api.adminDeletePage({ params: { id } }), 'deleted')), target };
    default:
      throw data('Unknown intent', { status: 400, headers: ADMIN_HEADERS });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

function PageRow({
  page,
  siblings,
  hasChildren,
  busy,
}: {
  page: AdminPageSummary;
  siblings: AdminPageSummary[];
  hasChildren: boolean;
  busy: boolean;
}) {
  const { t, locale } = useAdminTranslation('admin-pages');
  const sortable = useSortable({ id: page.id });
  const title = locale === 'en' ? (page.title.en ?? page.title.fr_FR) : page.title.fr_FR;
  const index = siblings.findIndex((sibling) => sibling.id === page.id);
  const formId = `page-${page.id}`;
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const move = (direction: 'up' | 'down', label: string, disabled: boolean) => (
    <button
      type="submit"
      form={formId}
      name="intent"
      value={direction}
      className={`${secondaryButton} px-3`}
      disabled={disabled || busy}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ ...style, marginInlineStart: `${Math.min(page.depth, 6) * 1.25}rem` }}
      className="rounded-md border border-stone-300 bg-white p-3"
      data-page-id={page.id}
    >
      <Form id={formId} method="post" className="hidden">
        <input type="hidden" name="id" value={page.id} />
        <input type="hidden" name="parentId" value={page.parentId ?? ''} />
        <input type="hidden" name="up" value={Math.max(index - 1, 0)} />
        <input type="hidden" name="down" value={index + 1} />
      </Form>
      <div className="flex flex-wrap items-start gap-3">
        <button
          type="button"
          className="min-h-11 min-w-11 cursor-grab touch-none rounded text-stone-700 hover:bg-stone-100"
          aria-label={t('drag', { title })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        {page.previewUrl ? (
          <img
            src={page.previewUrl}
            alt=""
            className="h-14 w-20 rounded border border-stone-200 object-cover object-top"
          />
        ) : (
          <span aria-hidden="true" className="h-14 w-20 rounded border border-dashed border-stone-300 bg-stone-50" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{title}</p>
          <p className="text-sm break-all text-stone-700">{locale === 'en' ? page.paths.en : page.paths.fr_FR}</p>
          <p className="mt-1 flex flex-wrap gap-1">
            {page.isHome && <span className={`${badge} bg-stone-200 text-stone-900`}>{t('badge.home')}</span>}
            {page.isPublished ? (
              <span className={`${badge} bg-green-100 text-green-900`}>{t('badge.published')}</span>
            ) : (
              <span className={`${badge} bg-amber-100 text-amber-900`}>{t('badge.draft')}</span>
            )}
            {page.hasDraft && <span className={`${badge} bg-blue-100 text-blue-900`}>{t('badge.changes')}</span>}
            {!page.showInMenu && <span className={`${badge} bg-stone-100 text-stone-800`}>{t('badge.notInMenu')}</span>}
            {page.type !== 'PAGE' && (
              <span className={`${badge} bg-stone-100 text-stone-800`}>{t(`type.${page.type}`)}</span>
            )}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {page.type === 'PAGE' && (
          <Link className={primaryButton} to={adminPath(`pages/${page.id}`, locale)}>
            {t('editContent')}
            <span className="sr-only"> – {title}</span>
          </Link>
        )}
        <Link className={secondaryButton} to={adminPath(`pages/${page.id}/settings`, locale)}>
          {t('settings')}
          <span className="sr-only"> – {title}</span>
        </Link>
        {page.hasDraft && (
          <button type="submit" form={formId} name="intent" value="publish" className={secondaryButton} disabled={busy}>
            {t('publish')}
            <span className="sr-only"> – {title}</span>
          </button>
        )}
        {move('up', t('moveUp', { title }), index <= 0)}
        {move('down', t('moveDown', { title }), index >= siblings.length - 1)}
        <button type="submit" form={formId} name="intent" value="duplicate" className={secondaryButton} disabled={busy}>
          {t('duplicate')}
          <span className="sr-only"> – {title}</span>
        </button>
        {page.isHome ? null : hasChildren ? (
          <p className="self-center text-sm text-stone-700">{t('hasChildren')}</p>
        ) : (
          <ConfirmButton
            form={formId}
            name="intent"
            value="delete"
            className={dangerButton}
            question={t('deleteQuestion', { title })}
            confirmLabel={t('deleteConfirm')}
          >
            {t('delete')}
            <span className="sr-only"> – {title}</span>
          </ConfirmButton>
        )}
      </div>
    </li>
  );
}

export default function AdminPagesPage() {
  const { pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { t } = useAdminTranslation('admin-pages');
  useActionToast(result, t);
  const busy = navigation.state === 'submitting';
  const errors = result && !result.ok && 'target' in result && result.target === 'new' ? result.errors : {};
  const siblingsOf = useMemo(() => {
    const byParent = new Map<number | null, AdminPageSummary[]>();
    for (const page of pages) byParent.set(page.parentId, [...(byParent.get(page.parentId) ?? []), page]);
    return byParent;
  }, [pages]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  /** A page dropped on another of the same parent takes its place among them. */
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moving = pages.find((page) => page.id === active.id);
    const target = pages.find((page) => page.id === over.id);
    if (!moving || !target || moving.parentId !== target.parentId) return;
    const siblings = siblingsOf.get(target.parentId) ?? [];
    const position = siblings.findIndex((page) => page.id === target.id);
    void submit(
      { intent: 'move', id: String(moving.id), parentId: String(moving.parentId ?? ''), position: String(position) },
      { method: 'post' },
    );
  };

  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-pages">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>

      <section aria-labelledby="pages-list" className="space-y-3">
        <h2 id="pages-list" className="text-xl font-semibold">
          {t('list', { count: pages.length })}
        </h2>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
          <SortableContext items={pages.map((page) => page.id)} strategy={verticalListSortingStrategy}>
            <ul className="space-y-2">
              {pages.map((page) => (
                <PageRow
                  key={page.id}
                  page={page}
                  siblings={siblingsOf.get(page.parentId) ?? []}
                  hasChildren={(siblingsOf.get(page.id) ?? []).length > 0}
                  busy={busy}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      </section>

      <section aria-labelledby="page-new" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="page-new" className="text-xl font-semibold">
          {t('new')}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" key={result?.ok ? 'created' : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <LocalizedField name="title" label={t('field.title')} required maxLength={160} errors={errors} />
          <div>
            <label htmlFor="page-new-layout" className={adminLabel}>
              {t('field.layout')}
            </label>
            <select id="page-new-layout" name="layout" defaultValue="page" className={adminInput}>
              {PAGE_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {t(`layout.${layout}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-stone-700">{t('newHint')}</p>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('create')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
