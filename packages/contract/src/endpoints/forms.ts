import { z } from '../zod.ts';
import { formAnswerValidSchema, formSchema, formSubmittedSchema } from '../forms.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['forms'];
const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * SPEC §7 Forms. The answer calls are multipart: each field's answer under its key (a checkbox field repeats
 * its key), files under the file field's key. A refused answer is SPEC §8's refusal with each field's error
 * under its key.
 */
export const formsEndpoints = {
  form: endpoint({
    method: 'GET',
    path: '/forms/:id',
    summary: "A form of the site: its fields in the request's language",
    tags,
    params: z.object({ id }),
    data: formSchema,
    refusals: [400, 404],
  }),
  validateFormAnswer: endpoint({
    method: 'POST',
    path: '/forms/:id/answer/validate',
    summary: 'Checks an answer (multipart) without keeping it: each wrong field named under its key',
    tags,
    params: z.object({ id }),
    multipart: { fields: [], files: [] },
    data: formAnswerValidSchema,
    refusals: [400, 404, 413, 429],
  }),
  submitForm: endpoint({
    method: 'POST',
    path: '/forms/:id/submit',
    summary:
      'Sends an answer (multipart with files): checked, stored, mailed to the company with its files, ' +
      'acknowledged to the sender',
    tags,
    params: z.object({ id }),
    multipart: { fields: [], files: [] },
    data: formSubmittedSchema,
    refusals: [400, 404, 413, 429],
  }),
  formFile: endpoint({
    method: 'GET',
    path: '/forms/file/download/:id',
    summary:
      "A file sent with an answer: for the site's administrators, or through the signed link mailed to its sender",
    tags,
    params: z.object({ id }),
    query: z.object({
      expires: z.coerce.number().int().positive().optional(),
      signature: z
        .string()
        .regex(/^[\w-]{1,100}$/)
        .optional(),
    }),
    data: null,
    refusals: [400, 401, 403, 404],
  }),
};
