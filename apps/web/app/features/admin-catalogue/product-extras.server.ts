import type { ApiClient } from '@atelier/contract/api-client';
import { adminAction } from '../admin/admin-calls.server.ts';
import type { AdminActionResult } from '../admin/use-action-toast.ts';
import { awardErrorsOf, awardInputOf, customizationErrorsOf, customizationInputOf } from './customization-form.ts';

/**
 * The forms of a product's page that are not the product's own (issue 16 item 6): its customization questions
 * and its awards, each saved through its endpoint. The answer names the form it answers (`target`), so that a
 * refusal's messages go beside that form's inputs only.
 */
export type TargetedResult = AdminActionResult & { target: string };

const refusalBeside = (
  result: AdminActionResult,
  target: string,
  errorsOf: (errors: Record<string, string>) => Record<string, string>,
): TargetedResult => (result.ok ? { ...result, target } : { ...result, errors: errorsOf(result.errors), target });

/** The answer to a form of the page's extras, or null when the intent is not one of theirs. */
export async function productExtraAction(
  api: ApiClient,
  id: number,
  intent: string,
  form: FormData,
): Promise<TargetedResult | null> {
  const customizationId = Number(form.get('customizationId')) || null;
  if (intent === 'customization') {
    const body = customizationInputOf(form);
    const target = `customization-${customizationId ?? 'new'}`;
    const result = customizationId
      ? await adminAction(
          () => api.adminUpdateCustomization({ params: { id, idCustomization: customizationId }, body }),
          'customization.saved',
        )
      : await adminAction(() => api.adminCreateCustomization({ params: { id }, body }), 'customization.created');
    return refusalBeside(result, target, (errors) => customizationErrorsOf(form, errors));
  }
  if (intent === 'customizationDelete' && customizationId) {
    const version = Number(form.get('version'));
    const result = await adminAction(
      () => api.adminDeleteCustomization({ params: { id, idCustomization: customizationId }, query: { version } }),
      'customization.deleted',
    );
    return { ...result, target: `customization-${customizationId}` };
  }
  if (intent === 'award') {
    const result = await adminAction(
      () => api.adminCreateAward({ params: { id }, body: awardInputOf(form) }),
      'award.added',
    );
    return refusalBeside(result, 'award', (errors) => awardErrorsOf(form, errors));
  }
  if (intent === 'awardDelete') {
    const idAward = Number(form.get('awardId'));
    const result = await adminAction(() => api.adminDeleteAward({ params: { id, idAward } }), 'award.removed');
    return { ...result, target: 'award' };
  }
  return null;
}
