import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { pickLocale, type AdminAlbumMediaOrder } from '@atelier/contract';
import type { Route } from './+types/admin-album';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { ConfirmButton, dangerButton, primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm, optionalLocalizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import { AlbumMediaGrid, type MediaOrder } from '../../features/admin-albums/AlbumMediaGrid.tsx';
import { AlbumUploader } from '../../features/admin-albums/AlbumUploader.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** An album (issue 18 item 6): its title and description, then its pictures and videos in their order. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ album: await api.adminAlbum({ params: { id: adminRowId(params) } }) }, { headers: ADMIN_HEADERS });
}

const json = <T,>(form: FormData, name: string, fallback: T): T => {
  try {
    return JSON.parse(String(form.get(name) ?? '')) as T;
  } catch {
    return fallback;
  }
};

/** `intent`: save (texts), add (uploaded paths), order (order and alt texts), remove (a file), delete. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  switch (String(form.get('intent'))) {
    case 'delete': {
      const done = await adminAction(() => api.adminDeleteAlbum({ params: { id } }), 'album.deleted');
      if (done.ok) return redirect(`${adminPath('albums', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
      return done;
    }
    case 'add':
      return adminAction(
        () => api.adminAddAlbumMedia({ params: { id }, body: { files: json<string[]>(form, 'files', []) } }),
        'media.added',
      );
    case 'order':
      return adminAction(
        () =>
          api.adminOrderAlbumMedia({ params: { id }, body: json<AdminAlbumMediaOrder>(form, 'order', { media: [] }) }),
        'media.saved',
      );
    case 'remove':
      return adminAction(
        () => api.adminRemoveAlbumMedia({ params: { id }, query: { file: String(form.get('file') ?? '') } }),
        'media.removed',
      );
    default:
      return adminAction(
        () =>
          api.adminUpdateAlbum({
            params: { id },
            body: {
              title: localizedFromForm(form, 'title'),
              description: optionalLocalizedFromForm(form, 'description'),
              isPublished: form.get('isPublished') === 'on',
            },
          }),
        'album.saved',
      );
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminAlbumPage() {
  const { album } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const media = useFetcher<AdminActionResult>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-albums');
  useActionToast(result, t);
  useActionToast(media.data, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('album.created'));
  }, [created, t]);
  const errors = result && !result.ok ? result.errors : {};
  const title = pickLocale(album.title, locale);
  const save = (order: MediaOrder) =>
    media.submit({ intent: 'order', order: JSON.stringify(order) }, { method: 'post' });
  const add = (paths: string[]) => media.submit({ intent: 'add', files: JSON.stringify(paths) }, { method: 'post' });

  return (
    <div className="space-y-6">
      <title>{title}</title>
      <Link to={adminPath('albums', locale)} className="underline">
        {t('album.back')}
      </Link>
      <h1 className="text-3xl font-semibold break-words">{title}</h1>
      {album.isPublished && (
        <p>
          <a href={album.url} className="underline" target="_blank" rel="noreferrer">
            {t('album.view')}
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
        key={`${album.id}-${album.updatedAt}`}
      >
        <input type="hidden" name="intent" value="save" />
        <LocalizedField
          name="title"
          label={t('album.name')}
          defaultValue={album.title}
          required
          maxLength={200}
          errors={errors}
        />
        <LocalizedField
          name="description"
          label={t('album.description')}
          kind="textarea"
          defaultValue={album.description}
          maxLength={2000}
          errors={errors}
        />
        <div className="flex items-center gap-2">
          <input
            id="album-published"
            name="isPublished"
            type="checkbox"
            defaultChecked={album.isPublished}
            className="h-5 w-5"
          />
          <label htmlFor="album-published" className="font-semibold">
            {t('album.published')}
          </label>
        </div>
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {t('album.save')}
        </button>
      </Form>
      <section className="space-y-4">
        <h2 className="text-2xl font-semibold">{t('media.title', { count: album.media.length })}</h2>
        <AlbumUploader onUploaded={add} busy={media.state !== 'idle'} />
        {media.data && !media.data.ok && (
          <p role="alert" className="text-red-800">
            {media.data.message}
          </p>
        )}
        <AlbumMediaGrid media={album.media} onSave={save} busy={media.state !== 'idle'} />
      </section>
      <Form method="post" id="delete-album">
        <input type="hidden" name="intent" value="delete" />
      </Form>
      <ConfirmButton
        form="delete-album"
        question={t('album.deleteQuestion', { name: title })}
        confirmLabel={t('album.delete')}
        className={dangerButton}
      >
        {t('album.delete')}
      </ConfirmButton>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
