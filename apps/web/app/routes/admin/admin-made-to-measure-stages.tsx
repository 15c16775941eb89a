import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { ProductionStage } from '@atelier/contract';
import type { Route } from './+types/admin-made-to-measure-stages';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { ConfirmButton, dangerButton, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { NEW_STAGE_FIELD, stageField, stagesInputOf } from '../../features/admin-made-to-measure/stages-form.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The site's production stages (issue 19 item 4): the ordered list the customer's timeline follows, each name in
 * French and English; added, renamed, reordered and removed (a stage a job reached stays: the API answers 409).
 * Each change sends the whole list (`PUT /admin/made-to-measure/stage`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ stages: await api.productionStages() }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const { input, change } = stagesInputOf(await request.formData());
  return adminAction(() => api.saveProductionStages({ body: input }), `stages.${change}`);
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminMadeToMeasureStagesPage() {
  const { stages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  useActionToast(result, t);
  const errors = result && !result.ok ? result.errors : {};
  const busy = navigation.state === 'submitting';
  const nameOf = (stage: ProductionStage) => (locale === 'en' ? (stage.name.en ?? stage.name.fr_FR) : stage.name.fr_FR);
  // A saved list redraws its fields from what the API answered (a move, a removal, a new stage).
  const listKey = JSON.stringify(stages);
  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-made-to-measure-stages">
      <title>{t('stages.title')}</title>
      <div className="space-y-2">
        <Link to={adminPath('made-to-measure', locale)} className="inline-flex min-h-11 items-center underline">
          {t('stages.back')}
        </Link>
        <h1 className="text-3xl font-semibold">{t('stages.title')}</h1>
        <p className="text-stone-700">{t('stages.intro')}</p>
        {result && !result.ok && (
          <p role="alert" className="text-red-800" data-testid="stages-refused">
            {result.message}
          </p>
        )}
      </div>
      <Form id="stages-form" method="post" className="space-y-4" key={listKey}>
        <ol className="space-y-3">
          {stages.map((stage, index) => (
            <li key={stage.id} className="space-y-3 rounded-md border border-stone-300 bg-white p-4">
              <input type="hidden" name={stageField(index, 'id')} value={stage.id} />
              <LocalizedField
                name={stageField(index, 'name')}
                label={t('stages.name', { number: index + 1 })}
                defaultValue={stage.name}
                required
                maxLength={100}
                errors={errors}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="move"
                  value={`${index}:up`}
                  className={secondaryButton}
                  disabled={busy || index === 0}
                  aria-label={t('stages.moveUp', { name: nameOf(stage) })}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="move"
                  value={`${index}:down`}
                  className={secondaryButton}
                  disabled={busy || index === stages.length - 1}
                  aria-label={t('stages.moveDown', { name: nameOf(stage) })}
                >
                  ↓
                </button>
                {stages.length > 1 && (
                  <ConfirmButton
                    form="stages-form"
                    name="remove"
                    value={String(index)}
                    className={dangerButton}
                    question={t('stages.removeQuestion', { name: nameOf(stage) })}
                    confirmLabel={t('stages.removeConfirm')}
                  >
                    {t('stages.remove', { name: nameOf(stage) })}
                  </ConfirmButton>
                )}
              </div>
            </li>
          ))}
        </ol>
        <div className="rounded-md border border-dashed border-stone-400 bg-white p-4">
          <LocalizedField
            name={NEW_STAGE_FIELD}
            label={t('stages.newName')}
            help={t('stages.newHelp')}
            maxLength={100}
            errors={errors}
          />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('stages.save')}
        </button>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
