import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSheetEndpoints as endpoints } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { route } from '../../endpoint-route.ts';
import { generateProductSheet } from './product-sheet.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

const options = {
  config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  produces: ['application/pdf'],
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
export const productSheetRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  route(app, endpoints.productSheet, options, async (request, reply) => {
    const ctx = inLanguage(request.ctx, request.query.lang);
    return sendPdf(reply, await generateProductSheet(ctx, { fileStore, log: request.log }, request.params.id, null));
  });

  route(app, endpoints.declinationSheet, options, async (request, reply) => {
    const ctx = inLanguage(request.ctx, request.query.lang);
    const { id: productId, idDeclination } = request.params;
    return sendPdf(reply, await generateProductSheet(ctx, { fileStore, log: request.log }, productId, idDeclination));
  });
};
