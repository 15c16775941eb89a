import { data, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import { moveEntry, type MenuMove, type MenuPlace } from '../../features/admin-menus/menu-order.ts';
import { footerBody, footerListOf, linkBody, socialBody, text } from '../../features/admin-menus/menus-form.server.ts';
import { FooterLists } from '../../features/admin-menus/FooterLists.tsx';
import { MenuLinkForm } from '../../features/admin-menus/MenuLinkForm.tsx';
import { MenuTree } from '../../features/admin-menus/MenuTree.tsx';
import { SocialLinksForm } from '../../features/admin-menus/SocialLinksForm.tsx';
import type { Route } from './+types/admin-menus';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { optionalLocalizedFromForm } from '../../features/admin/localized-form.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The site's menus (issue 18 item 3): the top menu (pages and links, their order and sub-menus), the footer's links
 * and logos, the social networks; every text in French and English.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const [menu, targets, links, logos, social] = await Promise.all([
    api.adminMenu(),
    api.adminMenuTargets(),
    api.adminFooterItems({ params: { list: 'link-footer' } }),
    api.adminFooterItems({ params: { list: 'logo-footer' } }),
    api.adminSocialLinks(),
  ]);
  return data({ menu, targets, links, logos, social }, { headers: ADMIN_HEADERS });
}

const MOVES: readonly string[] = ['up', 'down', 'indent', 'outdent'];

/** Each form names its `intent`; `form` says which form answered, so a refusal shows under its own fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const answer = (done: Awaited<ReturnType<typeof adminAction>>) => ({ ...done, form: text(form, 'form') });
  switch (intent) {
    case 'createLink':
      return answer(await adminAction(() => api.adminCreateMenuLink({ body: linkBody(form) }), 'status.created'));
    case 'saveLink':
      return answer(
        await adminAction(() => api.adminUpdateMenuLink({ params: { id }, body: linkBody(form) }), 'status.saved'),
      );
    case 'deleteLink':
      return answer(await adminAction(() => api.adminDeleteMenuLink({ params: { id } }), 'status.deleted'));
    case 'saveEntry':
      return answer(
        await adminAction(
          () =>
            api.adminUpdateMenuEntry({
              params: { id },
              body: {
                menuTitle: optionalLocalizedFromForm(form, 'menuTitle'),
                showInMenu: form.get('showInMenu') === 'on',
              },
            }),
          'status.saved',
        ),
      );
    case 'move': {
      const move = text(form, 'move');
      const menu = await api.adminMenu();
      const places = MOVES.includes(move) ? moveEntry(menu.entries, id, move as MenuMove, menu.maxDepth) : null;
      if (!places) return answer({ ok: true, done: 'status.unchanged' });
      return answer(await adminAction(() => api.adminMenuOrder({ body: { entries: places } }), 'status.moved'));
    }
    case 'order': {
      let entries: unknown;
      try {
        entries = JSON.parse(text(form, 'entries'));
      } catch {
        entries = null;
      }
      return answer(
        await adminAction(() => api.adminMenuOrder({ body: { entries: entries as MenuPlace[] } }), 'status.moved'),
      );
    }
    case 'footerCreate':
      return answer(
        await adminAction(
          () => api.adminCreateFooterItem({ params: { list: footerListOf(form) }, body: footerBody(form) }),
          'status.footerCreated',
        ),
      );
    case 'footerSave':
      return answer(
        await adminAction(
          () => api.adminUpdateFooterItem({ params: { list: footerListOf(form), id }, body: footerBody(form) }),
          'status.saved',
        ),
      );
    case 'footerDelete':
      return answer(
        await adminAction(
          () => api.adminDeleteFooterItem({ params: { list: footerListOf(form), id } }),
          'status.deleted',
        ),
      );
    case 'footerMove': {
      const list = footerListOf(form);
      const ids = (await api.adminFooterItems({ params: { list } })).map((item) => item.id);
      const index = ids.indexOf(id);
      const other = text(form, 'move') === 'up' ? index - 1 : index + 1;
      if (index < 0 || other < 0 || other >= ids.length) return answer({ ok: true, done: 'status.unchanged' });
      [ids[index], ids[other]] = [ids[other]!, ids[index]!];
      return answer(await adminAction(() => api.adminFooterOrder({ params: { list }, body: { ids } }), 'status.moved'));
    }
    case 'social':
      return answer(
        await adminAction(() => api.adminUpdateSocialLinks({ body: socialBody(form) }), 'status.socialSaved'),
      );
    default:
      // A form the page does not know: the title check names nothing, so say what was sent.
      return answer({ ok: false, message: `intent: ${intent || '—'}`, errors: {} });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** What a form's refusal says under each of its fields (nothing when another form answered). */
export type FormErrors = (form: string) => Record<string, string>;

export default function AdminMenusPage() {
  const { menu, targets, links, logos, social } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useAdminTranslation('admin-menus');
  useActionToast(result, t);
  const errorsOf: FormErrors = (form) => (result && !result.ok && result.form === form ? result.errors : {});
  return (
    <div className="max-w-4xl space-y-10" data-testid="admin-menus">
      <title>{t('title')}</title>
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </div>

      <section aria-labelledby="menu-main" className="space-y-4">
        <h2 id="menu-main" className="text-2xl font-semibold">
          {t('main.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('main.help')}</p>
        <MenuTree menu={menu} targets={targets} errorsOf={errorsOf} />
        <MenuLinkForm
          formKey="new-link"
          entry={null}
          targets={targets}
          parents={menu.entries}
          errors={errorsOf('new-link')}
          resetKey={result?.ok && result.form === 'new-link' ? JSON.stringify(menu) : 'new'}
        />
      </section>

      <FooterLists links={links} logos={logos} errorsOf={errorsOf} />

      <SocialLinksForm social={social} errors={errorsOf('social')} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
