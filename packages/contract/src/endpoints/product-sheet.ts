import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { localeSchema } from '../locale.ts';

const tags = ['catalogue'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
// A download link cannot send the userLang header: `?lang=en` asks for the English sheet.
const query = z.object({ lang: localeSchema.optional() });

/**
 * SPEC §7 `GET /product/generate/file/{id}[/{idDeclination}]`: the product's technical sheet, a PDF (no
 * envelope); 429: rate-limited (product-sheet.routes.ts).
 */
export const productSheetEndpoints = {
  productSheet: endpoint({
    method: 'GET',
    path: '/product/generate/file/:id',
    summary: 'Technical sheet (PDF) of a product with all its declinations',
    tags,
    params: z.object({ id }),
    query,
    data: null,
    refusals: [400, 404, 429],
  }),
  declinationSheet: endpoint({
    method: 'GET',
    path: '/product/generate/file/:id/:idDeclination',
    summary: 'Technical sheet (PDF) of one declination of a product',
    tags,
    params: z.object({ id, idDeclination: id }),
    query,
    data: null,
    refusals: [400, 404, 429],
  }),
};
