import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import { LEGAL_TEXT_KEYS, PARAMETER_GROUPS, type AdminParameter, type ParameterGroup } from '@atelier/contract';
import type { Route } from './+types/admin-site-settings';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import { ParameterField } from '../../features/admin-site/ParameterField.tsx';
import { defaultUpdateOf, parameterUpdatesOf } from '../../features/admin-site/parameter-form.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The site's settings (issue 18 item 4): every parameter of the catalogue by group, each with the field its kind
 * needs, its help and its default. Colours are on the theme page, legal texts on the legal texts' page.
 */
const LEGAL_TEXTS = new Set<string>(LEGAL_TEXT_KEYS);
const onThisPage = (parameter: AdminParameter) => parameter.editor !== 'COLOR' && !LEGAL_TEXTS.has(parameter.key);

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const parameters = (await api.adminParameters()).filter(onThisPage);
  return data({ parameters }, { headers: ADMIN_HEADERS });
}

type Result = AdminActionResult & { group?: string };

/** A group's form: each changed key saved (each alone, all checked by the API), or one key back to its default. */
export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const group = String(form.get('group') ?? '');
  const parameters = (await api.adminParameters()).filter(onThisPage);
  const reset = parameters.find((parameter) => parameter.key === form.get('reset'));
  if (reset) {
    const body = defaultUpdateOf(reset);
    return {
      ...(await adminAction(() => api.adminSetParameter({ params: { key: reset.key }, body }), 'reset')),
      group,
    };
  }
  const errors: Record<string, string> = {};
  const messages: string[] = [];
  for (const { key, body } of parameterUpdatesOf(form, parameters)) {
    const done = await adminAction(() => api.adminSetParameter({ params: { key }, body }), 'saved');
    if (!done.ok) {
      Object.assign(errors, done.errors);
      messages.push(done.message);
    }
  }
  if (messages.length > 0) return { ok: false, message: messages.join(' / '), errors, status: 400, group };
  return { ok: true, done: 'saved', group };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminSiteSettingsPage() {
  const { parameters } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-site');
  useActionToast(result, t);
  const errors = result && !result.ok ? result.errors : {};
  const byGroup = (group: ParameterGroup) => parameters.filter((parameter) => parameter.group === group);
  const saving = navigation.state === 'submitting';
  return (
    <div className="max-w-3xl space-y-6" data-testid="admin-site-settings">
      <title>{t('settings.title')}</title>
      <h1 className="text-3xl font-semibold">{t('settings.title')}</h1>
      <p className="text-stone-700">{t('settings.intro')}</p>
      <nav aria-labelledby="site-settings-jump" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="site-settings-jump" className="font-semibold">
          {t('settings.jump')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {PARAMETER_GROUPS.map((group) => (
            <li key={group}>
              <a href={`#group-${group}`} className="inline-block py-1 underline underline-offset-2">
                {t(`group.${group}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {PARAMETER_GROUPS.map((group) => {
        const fields = byGroup(group);
        return (
          <section
            key={group}
            id={`group-${group}`}
            aria-labelledby={`group-${group}-title`}
            className="scroll-mt-4 rounded-md border border-stone-300 bg-white p-4"
          >
            <h2 id={`group-${group}-title`} className="text-xl font-semibold">
              {t(`group.${group}.title`)}
            </h2>
            <p className="mt-1 text-stone-700">{t(`group.${group}.intro`)}</p>
            {group === 'theme' && (
              <p className="mt-1">
                <Link to={adminPath('theme', locale)} className="underline underline-offset-2">
                  {t('settings.toTheme')}
                </Link>
              </p>
            )}
            {group === 'legal' && <p className="mt-1 text-stone-700">{t('settings.legalTexts')}</p>}
            <Form method="post" noValidate className="mt-4 space-y-4" preventScrollReset>
              {/* Enter in a field saves the group (the first submit button), never "back to default". */}
              <button
                type="submit"
                tabIndex={-1}
                aria-hidden="true"
                className="absolute h-px w-px overflow-hidden opacity-0"
              />
              <input type="hidden" name="group" value={group} />
              <input type="hidden" name="keys" value={fields.map((parameter) => parameter.key).join(',')} />
              {fields.map((parameter) => (
                <ParameterField
                  key={`${parameter.key}-${parameter.value ?? ''}-${parameter.translations.en ?? ''}`}
                  parameter={parameter}
                  locale={locale}
                  errors={result?.group === group ? errors : {}}
                  t={t}
                />
              ))}
              {result && !result.ok && result.group === group && (
                <p role="alert" className="text-red-800">
                  {result.message}
                </p>
              )}
              <button type="submit" className={primaryButton} disabled={saving}>
                {t('settings.save', { group: t(`group.${group}.title`) })}
              </button>
            </Form>
          </section>
        );
      })}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
