import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customizePriceRequestSchema,
  customizePriceSchema,
  envelopeSchema,
  type Envelope,
  type Locale,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { translate } from '../../i18n/api-messages.ts';
import {
  fileRule,
  fileTooLarge,
  MAX_CUSTOMIZATION_FILE_BYTES,
  storeCustomizationFile,
  type ReceivedFile,
} from './customization-file.service.ts';
import { priceCustomizations, type Checked } from './customization.service.ts';

const tags = ['catalogue'];
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The answer of a validated customization file (`token` is what the customization's answer carries). */
export const customizationFileSchema = z.object({
  token: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
});

/**
 * A refusal the customer can correct: the usual envelope, plus each wrong field's problem under its key
 * (SPEC §5/§8: "error lists are stored per form and per key"). `errors` is optional so the generic
 * validation failures of the error handler fit the same status codes.
 */
export const fieldErrorsEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

type FieldErrorsEnvelope = z.infer<typeof fieldErrorsEnvelopeSchema>;

/** The envelope of a checked value: the data, or the status and each problem in the request's language. */
function answer<T>(reply: FastifyReply, locale: Locale, checked: Checked<T>): Envelope<T> | FieldErrorsEnvelope {
  if (checked.ok) return ok(checked.value);
  const errors: Record<string, string> = {};
  for (const problem of checked.problems) {
    const text = translate(locale, problem.code, problem.params);
    errors[problem.field] = errors[problem.field] ? `${errors[problem.field]} / ${text}` : text;
  }
  const message = Object.entries(errors)
    .map(([field, problem]) => translate(locale, 'INVALID_FIELD', { field, problem }))
    .join(' / ');
  reply.code(checked.status);
  return { success: false, data: null, message, errors };
}

export const customizationRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  // Multipart bodies are parsed in this plugin only; each request lowers the file limit to its customization's.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CUSTOMIZATION_FILE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });

  app.post(
    '/cart/product/:idProduct/declination/:idDeclination/customize/price',
    {
      schema: {
        tags,
        summary: 'SPEC §5 cost of the customization answers of a declination (base price, extra, total, each line)',
        params: z.object({ idProduct: id, idDeclination: id }),
        body: customizePriceRequestSchema,
        response: { 200: envelopeSchema(customizePriceSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { idProduct, idDeclination } = request.params;
      const checked = await priceCustomizations(request.ctx, idProduct, idDeclination, request.body.answers);
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.post(
    '/product-customization/:id/file/validate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Validates a customer file for a FILE customization (multipart, one file): type read from the content, ' +
          'size limit; answers the token to put in the answer',
        consumes: ['multipart/form-data'],
        params: z.object({ id }),
        response: {
          200: envelopeSchema(customizationFileSchema),
          400: fieldErrorsEnvelopeSchema,
          413: fieldErrorsEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const rule = await fileRule(ctx, request.params.id);
      const required: Checked<never> = {
        ok: false,
        status: 400,
        problems: [{ field: 'file', code: 'CUSTOMIZATION_FILE_REQUIRED' }],
      };
      if (!request.isMultipart()) return answer(reply, ctx.locale, required);
      const part = await request.file({ limits: { fileSize: rule.maxBytes } });
      if (!part) return answer(reply, ctx.locale, required);
      let received: ReceivedFile;
      try {
        received = { field: part.fieldname || 'file', filename: part.filename, content: await part.toBuffer() };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return answer(reply, ctx.locale, fileTooLarge(ctx, rule, part.fieldname || 'file'));
        }
        throw error;
      }
      return answer(reply, ctx.locale, await storeCustomizationFile(ctx, dataDir, rule, received));
    },
  );
};
