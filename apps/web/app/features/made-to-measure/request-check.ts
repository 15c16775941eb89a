import { madeToMeasureRequestInputSchema } from '@atelier/contract';
import { extraProblems, fieldOfPath, requestInputOf, type RequestField, type RequestValues } from './request-form.ts';

/** Why a field is refused: the schema's refusal (`invalid`) or one of the checks the schema cannot make. */
export type RequestProblem = 'invalid' | 'pastDate' | 'tooManyPhotos' | 'notImage';
export type RequestProblems = Partial<Record<RequestField, RequestProblem>>;

/**
 * The request checked by the contract's schema and the few rules it cannot say (a past date, the photos): each
 * wrong field once, in the form's order. The browser loads this on the first send (the schema stays out of the
 * page's first chunk); the route's action runs it again.
 */
export function checkRequest(
  values: RequestValues,
  files: readonly File[],
  maxPhotos: number,
  today: string,
  guest: boolean,
): { problems: RequestProblems; input: ReturnType<typeof requestInputOf> } {
  const input = requestInputOf(values);
  const problems: RequestProblems = {};
  const parsed = madeToMeasureRequestInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !problems[field]) problems[field] = 'invalid';
    }
  }
  return { problems: { ...problems, ...extraProblems(values, files, maxPhotos, today, guest) }, input };
}
