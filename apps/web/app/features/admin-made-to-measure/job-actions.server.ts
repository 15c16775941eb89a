import { formOf } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { adminAction } from '../admin/admin-calls.server.ts';
import { textOf, wholeOf } from '../admin-catalogue/form-reading.ts';
import { photosOf } from '../orders/return-form.ts';
import { JOB_INTENTS, type JobActionResult, type JobIntent } from './job-form.ts';
import { quoteErrorsOf, quoteInputOf } from './quote-form.ts';

const optional = (form: FormData, name: string) => {
  const value = textOf(form, name);
  return value === '' ? null : value;
};

/**
 * Runs one of the job page's forms against its back-office endpoint (issue 19 item 2): the API checks the state
 * (a 409 naming it when the job moved meanwhile) and the values; the page shows its refusal as a toast and per
 * field.
 */
export async function runJobAction(api: ApiClient, id: number, form: FormData): Promise<JobActionResult> {
  const intent = (JOB_INTENTS as readonly string[]).includes(textOf(form, 'intent'))
    ? (textOf(form, 'intent') as JobIntent)
    : null;
  const params = { id };
  switch (intent) {
    case 'question':
      return {
        ...(await adminAction(
          () => api.askMadeToMeasure({ params, body: { body: textOf(form, 'body') } }),
          'thread.sent',
        )),
        intent,
      };
    case 'quote': {
      const { input, formIndexes } = quoteInputOf(form);
      const result = await adminAction(() => api.quoteMadeToMeasure({ params, body: input }), 'quote.sent');
      return result.ok
        ? { ...result, intent }
        : { ...result, errors: quoteErrorsOf(result.errors, formIndexes), intent };
    }
    case 'cancel':
      return {
        ...(await adminAction(
          () => api.cancelMadeToMeasure({ params, body: { reason: textOf(form, 'reason') } }),
          'cancel.done',
        )),
        intent,
      };
    case 'stage': {
      // The photos taken with the phone go on as they came; the API checks their content and re-encodes them.
      const body = formOf(
        { stage: { idStage: wholeOf(textOf(form, 'idStage')) ?? -1, note: optional(form, 'note') } },
        { images: photosOf(form) },
      );
      return {
        ...(await adminAction(() => api.postMadeToMeasureStage({ params, body }), 'production.posted')),
        intent,
      };
    }
    case 'balance':
      return { ...(await adminAction(() => api.askMadeToMeasureBalance({ params }), 'balance.done')), intent };
    case 'delivery':
      return {
        ...(await adminAction(
          () =>
            api.arrangeMadeToMeasureDelivery({
              params,
              body: { date: textOf(form, 'date'), note: optional(form, 'note') },
            }),
          'delivery.saved',
        )),
        intent,
      };
    case 'close':
      return { ...(await adminAction(() => api.closeMadeToMeasure({ params }), 'close.done')), intent };
    default:
      return { ok: false, message: `intent: ${textOf(form, 'intent') || '—'}`, errors: {}, intent: null };
  }
}
