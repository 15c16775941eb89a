import { useMemo, useState } from 'react';
import { data, Form, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { FONT_TYPES, LOGO_TYPES, AdminTheme } from '@atelier/contract';
import type { Route } from './+types/admin-theme';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { localizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import { ColourField } from '../../features/admin-site/ColourField.tsx';
import { ThemeFonts } from '../../features/admin-site/ThemeFonts.tsx';
import { ThemeLogos } from '../../features/admin-site/ThemeLogos.tsx';
import { ThemePreview } from '../../features/admin-site/ThemePreview.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The site's look (issue 18 item 4): its colours, with a live preview of the storefront before saving, the fonts
 * of the titles, the text and the menu, and the logos.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ theme: await api.adminTheme() }, { headers: ADMIN_HEADERS });
}

type Result = AdminActionResult & { target?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'colours') {
    const keys = String(form.get('keys') ?? '').split(',');
    const colours: Record<string, string> = {};
    for (const key of keys) colours[key] = String(form.get(key) ?? '');
    return { ...(await adminAction(() => api.adminSetTheme({ body: { colours } }), 'colours.saved')), target: intent };
  }
  if (intent === 'font') {
    const type = String(form.get('type') ?? '');
    const upload = new FormData();
    for (const name of ['type', 'family', 'weight', 'style']) upload.set(name, String(form.get(name) ?? ''));
    const file = form.get('file');
    if (file instanceof File && file.size > 0) upload.set('file', file);
    return {
      ...(await adminAction(() => api.adminUploadFont({ body: upload }), 'fonts.saved')),
      target: `font-${type}`,
    };
  }
  if (intent === 'deleteFont') {
    const type = String(form.get('type')) as (typeof FONT_TYPES)[number];
    return {
      ...(await adminAction(() => api.adminDeleteFont({ params: { type } }), 'fonts.removed')),
      target: `font-${type}`,
    };
  }
  const type = String(form.get('type')) as (typeof LOGO_TYPES)[number];
  if (intent === 'deleteLogo') {
    return {
      ...(await adminAction(() => api.adminDeleteLogo({ params: { type } }), 'logos.removed')),
      target: `logo-${type}`,
    };
  }
  const body = { path: String(form.get('path') ?? ''), alt: localizedFromForm(form, 'alt') };
  return {
    ...(await adminAction(() => api.adminSetLogo({ params: { type }, body }), 'logos.saved')),
    target: `logo-${type}`,
  };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** `PRIMARY_COLOR` → `--primary-color`, as the site info names the variables. */
const variableOf = (key: string) => `--${key.toLowerCase().replaceAll('_', '-')}`;

function Colours({ theme, result }: { theme: AdminTheme; result: Result | undefined }) {
  const { t, locale } = useAdminTranslation('admin-site');
  const navigation = useNavigation();
  const lang = locale === 'en' ? 'en' : 'fr_FR';
  const saved = useMemo(
    () => Object.fromEntries(theme.colours.map((colour) => [colour.key, colour.value ?? colour.defaultValue ?? ''])),
    [theme.colours],
  );
  const [colours, setColours] = useState(saved);
  const [savedBefore, setSavedBefore] = useState(saved);
  if (savedBefore !== saved) {
    // A save (or another tab's) brings new values: the fields follow them.
    setSavedBefore(saved);
    setColours(saved);
  }
  const variables = useMemo(
    () => Object.fromEntries(Object.entries(colours).map(([key, value]) => [variableOf(key), value])),
    [colours],
  );
  const changed = Object.keys(colours).filter((key) => colours[key] !== saved[key]);
  const errors = result && !result.ok && result.target === 'colours' ? result.errors : {};
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_27rem]">
      <section aria-labelledby="theme-colours" className="min-w-0 rounded-md border border-stone-300 bg-white p-4">
        <h2 id="theme-colours" className="text-xl font-semibold">
          {t('colours.title')}
        </h2>
        <p className="mt-1 text-stone-700">{t('colours.intro')}</p>
        <Form method="post" noValidate className="mt-4 space-y-4" preventScrollReset>
          <input type="hidden" name="intent" value="colours" />
          <input type="hidden" name="keys" value={theme.colours.map((colour) => colour.key).join(',')} />
          {theme.colours.map((colour) => (
            <ColourField
              key={colour.key}
              name={colour.key}
              label={colour.label[lang]}
              help={colour.help[lang]}
              value={colours[colour.key] ?? ''}
              defaultValue={colour.defaultValue}
              error={errors[colour.key]}
              onChange={(value) => setColours((current) => ({ ...current, [colour.key]: value }))}
              t={t}
            />
          ))}
          {result && !result.ok && result.target === 'colours' && (
            <p role="alert" className="text-red-800">
              {result.message}
            </p>
          )}
          <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-300 bg-white px-4 py-3">
            <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
              {t('colours.save')}
            </button>
            <span role="status" className="text-sm text-stone-700">
              {changed.length > 0 ? t('colours.unsaved', { count: changed.length }) : ''}
            </span>
          </div>
        </Form>
      </section>
      {/* Above the colours on a small screen, beside them on a large one: in sight while a colour changes. */}
      <div className="order-first min-w-0 xl:sticky xl:top-4 xl:order-none xl:self-start">
        <ThemePreview src={locale === 'en' ? '/en' : '/'} variables={variables} t={t} />
      </div>
    </div>
  );
}

export default function AdminThemePage() {
  const { theme } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useAdminTranslation('admin-site');
  useActionToast(result, t);
  return (
    <div className="max-w-6xl space-y-6" data-testid="admin-theme">
      <title>{t('theme.title')}</title>
      <h1 className="text-3xl font-semibold">{t('theme.title')}</h1>
      <p className="text-stone-700">{t('theme.intro')}</p>
      <Colours theme={theme} result={result} />
      <ThemeFonts theme={theme} result={result} />
      <ThemeLogos theme={theme} result={result} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
