import type { AdminActionResult } from '../admin/use-action-toast.ts';

/** The forms of the back-office's job page, each posted with its `intent` (issue 19 item 2). */
export const JOB_INTENTS = ['question', 'quote', 'cancel', 'stage', 'balance', 'delivery', 'close'] as const;
export type JobIntent = (typeof JOB_INTENTS)[number];

/** A form's answer names the form, so that a refusal shows under its own fields. */
export type JobActionResult = AdminActionResult & { intent: JobIntent | null };

/** A form's refusal per field, when that form answered. */
export const errorsOf = (result: JobActionResult | undefined, intent: JobIntent): Record<string, string> =>
  result && !result.ok && result.intent === intent ? result.errors : {};

/** Whether that form's last answer was a success (to empty it). */
export const doneBy = (result: JobActionResult | undefined, intent: JobIntent) =>
  Boolean(result?.ok && result.intent === intent);
