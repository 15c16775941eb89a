import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { data, Link, useBlocker, useLoaderData, type HeadersFunction } from 'react-router';
import { toast } from 'sonner';
import {
  pickLocale,
  serializeLayout,
  type AdminLayoutHashCheck,
  type AdminPageEdit,
  type PageBlockType,
} from '@atelier/contract';
import type { ApiError } from '@atelier/contract/caller';
import { adminPagesEndpoints } from '@atelier/contract/endpoints/admin-pages';
import type { Route } from './+types/admin-page-editor';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { BLOCK_TYPES } from '../../features/admin/page-editor/block-fields.ts';
import { BlockList } from '../../features/admin/page-editor/BlockList.tsx';
import type { References } from '../../features/admin/page-editor/BlockFieldsForm.tsx';
import {
  blockSummary,
  checkBlock,
  type FieldErrorKey,
  type FieldPath,
} from '../../features/admin/page-editor/block-values.ts';
import { layoutWireframe } from '../../features/admin/page-editor/layout-wireframe.ts';
import {
  blocksOf,
  editorReducer,
  initialEditorState,
  isDirty,
  type SavedLayout,
} from '../../features/admin/page-editor/page-editor-state.ts';
import { PreviewPane } from '../../features/admin/page-editor/PreviewPane.tsx';
import { PageVersions } from '../../features/admin/page-editor/PageVersions.tsx';
import { EditorDialog } from '../../features/admin/page-editor/EditorDialog.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { browserApi } from '../../features/site/browser-api.ts';
import { apiContext } from '../../features/site/api-context.ts';
import { dateTimeFormat } from '@atelier/domain';

/** The page editor (issue 18 item 1): a page's blocks, edited as a draft beside the live page, with a live preview. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = Number(params.id);
  const locale = localeFromPath(new URL(request.url).pathname);
  /** A list of choices for a block's reference; null (a number to type) when it cannot be read. */
  const choices = <T,>(what: string, read: Promise<T[]>, name: (item: T) => { id: number; name: string }) =>
    read.then(
      (list) => list.map(name),
      (error: unknown) => {
        console.error(`The ${what} of the page editor could not be read`, error);
        return null;
      },
    );
  const [edit, albums, forms] = await Promise.all([
    api.adminPageLayout({ params: { id } }),
    choices(
      'albums',
      api.albums({ query: { orderBy: 'order' } }).then((list) => list.items),
      (album) => ({
        id: album.id,
        name: album.title,
      }),
    ),
    choices(
      'forms',
      api.adminForms({ query: { nbItem: 100 } }).then((list) => list.items),
      (form) => ({
        id: form.id,
        name: pickLocale(form.title, locale),
      }),
    ),
  ]);
  return data({ edit, albums, forms }, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const savedOf = (edit: AdminPageEdit): SavedLayout => ({
  layoutId: edit.layout.id,
  hash: edit.layout.hash,
  text: serializeLayout(edit.layout.blocks),
  savedAt: edit.layout.savedAt,
  savedBy: edit.layout.savedBy,
});

export default function AdminPageEditorPage() {
  const { edit } = useLoaderData<typeof loader>();
  // Another page (or the same page loaded again by a navigation): a fresh editor.
  return <PageEditor key={`${edit.page.id}-${edit.layout.hash}`} />;
}

function PageEditor() {
  const loaded = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-page-editor');
  const pageId = loaded.edit.page.id;
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState(loaded.edit.layout.blocks, savedOf(loaded.edit)),
  );
  // A layout loaded again (someone's version, a restored one) draws the fields anew.
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, Record<string, FieldErrorKey>>>({});
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  const [conflict, setConflict] = useState<AdminLayoutHashCheck | null>(null);
  const [publishedAt, setPublishedAt] = useState(loaded.edit.publishedAt);
  const [versionsRound, setVersionsRound] = useState(0);
  const api = useMemo(() => (typeof window === 'undefined' ? null : browserApi(locale)), [locale]);
  const blocks = useMemo(() => blocksOf(state), [state]);
  const dirty = isDirty(state);
  const stateRef = useRef(state);
  stateRef.current = state;

  const references: References = useMemo(
    () => ({ album: loaded.albums ?? undefined, form: loaded.forms ?? undefined }),
    [loaded.albums, loaded.forms],
  );
  const dateText = useCallback(
    (iso: string) =>
      dateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(new Date(iso)),
    [locale],
  );

  const load = useCallback((next: AdminPageEdit) => {
    dispatch({ kind: 'load', blocks: next.layout.blocks, saved: savedOf(next) });
    setGeneration((n) => n + 1);
    setErrors({});
  }, []);

  // Revalidated fields: the errors of a block go once it is complete.
  const onChange = useCallback((key: string, path: FieldPath, value: unknown) => {
    dispatch({ kind: 'change', key, path, value });
  }, []);
  useEffect(() => {
    setErrors((current) => {
      if (Object.keys(current).length === 0) return current;
      const next: typeof current = {};
      for (const item of state.items) {
        if (!current[item.key]) continue;
        const checked = checkBlock(item.block);
        if (!checked.ok) next[item.key] = checked.errors;
      }
      return next;
    });
  }, [state.items]);

  const layoutParams = { idPage: pageId, idLayout: state.saved.layoutId };

  /** Whether someone else saved since this editor loaded or saved: the dialog comes up when they did. */
  const checkOthers = useCallback(async () => {
    if (!api) return true;
    const current = stateRef.current.saved;
    const check = await api.call(adminPagesEndpoints.adminCheckLayoutHash, {
      params: { idPage: pageId, idLayout: current.layoutId },
      body: { html: current.text },
    });
    if (!check.isSame) setConflict(check);
    return check.isSame;
  }, [api, pageId]);

  // Back to the window: someone may have saved meanwhile.
  useEffect(() => {
    const onFocus = () => {
      if (!busy) void checkOthers().catch((error: unknown) => console.error('Hash check failed', error));
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [busy, checkOthers]);

  async function uploadPreview(list: typeof blocks, layoutId: number) {
    if (!api) return;
    const picture = await layoutWireframe(list, (block) => {
      const summary = blockSummary(block, locale);
      return summary ? `${t(`types.${block.type}`)} · ${summary}` : t(`types.${block.type}`);
    });
    if (!picture) return;
    const form = new FormData();
    form.append('preview', picture, 'preview.png');
    await api.call(adminPagesEndpoints.adminUploadLayoutPreview, {
      params: { idPage: pageId, idLayout: layoutId },
      body: form,
    } as never);
  }

  /** Checks every block, then saves the draft; false when it did not (errors shown, someone else saved…). */
  async function save(force = false): Promise<boolean> {
    if (!api) return false;
    const found: typeof errors = {};
    const valid = [];
    for (const item of state.items) {
      const checked = checkBlock(item.block);
      if (checked.ok) valid.push(checked.block);
      else found[item.key] = checked.errors;
    }
    setErrors(found);
    const firstWrong = state.items.find((item) => found[item.key]);
    if (firstWrong) {
      dispatch({ kind: 'open', key: firstWrong.key });
      toast.error(t('fixErrors'));
      return false;
    }
    setBusy('saving');
    try {
      if (!force && !(await checkOthers())) return false;
      const saved = await api.call(adminPagesEndpoints.adminSavePageLayout, {
        params: layoutParams,
        body: { blocks: valid, baseHash: state.saved.hash, force },
      });
      dispatch({
        kind: 'saved',
        saved: {
          layoutId: saved.id,
          hash: saved.hash,
          text: serializeLayout(valid),
          savedAt: saved.savedAt,
          savedBy: saved.savedBy,
        },
      });
      setConflict(null);
      toast.success(t('saved'));
      void uploadPreview(blocks, saved.id).catch((error: unknown) => console.error('Layout preview not stored', error));
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'ApiError' && (error as ApiError).status === 409) {
        await checkOthers();
      } else {
        toast.error(t('failed', { message: error instanceof Error ? error.message : String(error) }));
      }
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    if (!api) return;
    if (dirty && !(await save())) return;
    setBusy('publishing');
    try {
      const published = await api.call(adminPagesEndpoints.adminPublishPage, { params: { id: pageId } });
      setPublishedAt(published.publishedAt);
      setVersionsRound((n) => n + 1);
      toast.success(t('published'), {
        duration: 8000,
        description: (
          <span className="flex gap-3">
            <a className="underline" href={loaded.edit.page.paths.fr_FR}>
              {t('seeLive')}
            </a>
            <a className="underline" href={loaded.edit.page.paths.en}>
              {t('seeLiveEn')}
            </a>
          </span>
        ),
      });
    } catch (error) {
      toast.error(t('failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(null);
    }
  }

  async function reloadTheirs() {
    if (!api) return;
    load(await api.call(adminPagesEndpoints.adminPageLayout, { params: { id: pageId } }));
    setConflict(null);
  }

  // Unsaved changes: asked before leaving, inside the app and out of it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const [newType, setNewType] = useState<PageBlockType>('richText');
  const title = loaded.edit.page.title[locale] || loaded.edit.page.title.fr_FR;
  const savedBy = state.saved.savedBy?.name;
  return (
    <div className="space-y-6" data-testid="page-editor">
      <title>{t('title', { title })}</title>
      <div className="space-y-2">
        <p className="flex flex-wrap gap-4">
          <Link className="underline" to={adminPath('pages', locale)}>
            {t('back')}
          </Link>
          <Link className="underline" to={adminPath(`pages/${pageId}/settings`, locale)}>
            {t('settings')}
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">{t('title', { title })}</h1>
        <p className="text-stone-700">{t('draftNote')}</p>
      </div>

      <div className="sticky top-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-b border-stone-300 bg-stone-50/95 px-4 py-3">
        <button type="button" className={primaryButton} disabled={busy !== null} onClick={() => void save()}>
          {busy === 'saving' ? t('saving') : t('save')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void publish()}>
          {busy === 'publishing' ? t('publishing') : t('publish')}
        </button>
        <p className="text-sm text-stone-700" role="status" data-testid="editor-status">
          {dirty ? (
            <strong className="text-amber-900">{t('unsaved')}</strong>
          ) : savedBy ? (
            t('lastSaved', { date: dateText(state.saved.savedAt), name: savedBy })
          ) : (
            t('lastSavedAnonymous', { date: dateText(state.saved.savedAt) })
          )}
          {' · '}
          {publishedAt ? t('publishedAt', { date: dateText(publishedAt) }) : t('neverPublished')}
        </p>
        <p className="flex gap-3 text-sm">
          <a className="underline" href={loaded.edit.page.paths.fr_FR} target="_blank" rel="noreferrer">
            {t('seeLive')}
          </a>
          <a className="underline" href={loaded.edit.page.paths.en} target="_blank" rel="noreferrer">
            {t('seeLiveEn')}
          </a>
        </p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="blocks-title" className="min-w-0 space-y-4">
          <h2 id="blocks-title" className="text-xl font-semibold">
            {t('blocks', { count: state.items.length })}
          </h2>
          {state.items.length === 0 && <p className="text-stone-700">{t('empty')}</p>}
          <BlockList
            key={generation}
            items={state.items}
            open={state.open}
            errors={errors}
            references={references}
            onOpen={(key) => dispatch({ kind: 'open', key })}
            onMove={(from, to) => dispatch({ kind: 'move', from, to })}
            onRemove={(key) => dispatch({ kind: 'remove', key })}
            onChange={onChange}
          />
          <form
            className="flex flex-wrap items-end gap-3 rounded-md border border-stone-300 bg-white p-3"
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({
                kind: 'add',
                type: newType,
                references: { album: loaded.albums?.[0]?.id, form: loaded.forms?.[0]?.id },
              });
              toast.success(t('add.added'));
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor="new-block-type" className={adminLabel}>
                {t('add.type')}
              </label>
              <select
                id="new-block-type"
                className={adminInput}
                value={newType}
                onChange={(event) => setNewType(event.target.value as PageBlockType)}
              >
                {BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={secondaryButton}>
              {t('add.button')}
            </button>
          </form>
          <PageVersions
            pageId={pageId}
            round={versionsRound}
            dateText={dateText}
            onRestored={(restored) => {
              load(restored);
              toast.success(t('versions.restored'));
            }}
          />
        </section>
        <div className="min-w-0 xl:sticky xl:top-20 xl:self-start">
          <PreviewPane pageId={pageId} blocks={blocks} />
        </div>
      </div>

      <EditorDialog
        open={conflict !== null}
        title={t('conflict.title')}
        text={
          conflict
            ? t('conflict.text', {
                name: conflict.savedBy?.name ?? t('conflict.someone'),
                date: dateText(conflict.savedAt),
              })
            : ''
        }
        actions={[
          { label: t('conflict.reload'), onClick: () => void reloadTheirs() },
          { label: t('conflict.overwrite'), onClick: () => void save(true), danger: true },
        ]}
        onClose={() => setConflict(null)}
      />
      <EditorDialog
        open={blocker.state === 'blocked'}
        title={t('leave.title')}
        text={t('leave.text')}
        actions={[
          { label: t('leave.stay'), onClick: () => blocker.reset?.() },
          { label: t('leave.go'), onClick: () => blocker.proceed?.(), danger: true },
        ]}
        onClose={() => blocker.reset?.()}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
