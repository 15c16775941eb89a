import { z } from '../zod.ts';
import { customizationFileSchema, customizePriceRequestSchema, customizePriceSchema } from '../catalogue.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['catalogue'];
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** SPEC §5 customizations: the cost of a declination's answers, and the check of a customer's file. */
export const customizationEndpoints = {
  customizePrice: endpoint({
    method: 'POST',
    path: '/cart/product/:idProduct/declination/:idDeclination/customize/price',
    summary: 'SPEC §5 cost of the customization answers of a declination (base price, extra, total, each line)',
    tags,
    params: z.object({ idProduct: id, idDeclination: id }),
    body: customizePriceRequestSchema,
    data: customizePriceSchema,
    refusals: [400, 404],
  }),
  validateCustomizationFile: endpoint({
    method: 'POST',
    path: '/product-customization/:id/file/validate',
    summary:
      'Validates a customer file for a FILE customization (multipart, one file): type read from the content, ' +
      'size limit; answers the token to put in the answer',
    tags,
    params: z.object({ id }),
    multipart: { fields: [], files: ['file'] },
    data: customizationFileSchema,
    refusals: [400, 404, 413, 429],
  }),
};
