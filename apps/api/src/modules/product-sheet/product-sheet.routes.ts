import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, localeSchema } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { generateProductSheet } from './product-sheet.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const schema = {
  tags: ['catalogue'],
  produces: ['application/pdf'],
  // A download link cannot send the userLang header: `?lang=en` asks for the English sheet.
  querystring: z.object({ lang: localeSchema.optional() }),
  response: { 404: errorEnvelopeSchema },
};

function sendPdf(reply: FastifyReply, sheet: { filename: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${sheet.filename}"`)
    .header('cache-control', 'private, no-cache')
    .send(sheet.pdf);
}

/** The request's context, in the language the query asks for when it does. */
const inLanguage = (ctx: RequestContext, lang: RequestContext['locale'] | undefined) =>
  lang && lang !== ctx.locale ? { ...ctx, locale: lang } : ctx;

/** SPEC §7 `GET /product/generate/file/{id}[/{idDeclination}]`: the product's technical sheet as a PDF. */
export const productSheetRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get(
    '/product/generate/file/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...schema,
        summary: 'Technical sheet (PDF) of a product with all its declinations',
        params: z.object({ id }),
      },
    },
    async (request, reply) => {
      const ctx = inLanguage(request.ctx, request.query.lang);
      return sendPdf(reply, await generateProductSheet(ctx, { dataDir, log: request.log }, request.params.id, null));
    },
  );

  app.get(
    '/product/generate/file/:id/:idDeclination',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...schema,
        summary: 'Technical sheet (PDF) of one declination of a product',
        params: z.object({ id, idDeclination: id }),
      },
    },
    async (request, reply) => {
      const ctx = inLanguage(request.ctx, request.query.lang);
      const { id: productId, idDeclination } = request.params;
      return sendPdf(reply, await generateProductSheet(ctx, { dataDir, log: request.log }, productId, idDeclination));
    },
  );
};
