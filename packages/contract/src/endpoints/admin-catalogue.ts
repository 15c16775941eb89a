import { z } from '../zod.ts';
import {
  adminDiscountCodeInputSchema,
  adminDiscountCodeSchema,
  adminDeclinationCreateSchema,
  adminDeclinationSavedSchema,
  adminDeclinationUpdateSchema,
  adminImageUploadFields,
  adminProductCreateSchema,
  adminProductSchema,
  adminProductSummarySchema,
  adminProductUpdateSchema,
  stockMovementSchema,
} from '../admin-catalogue.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuery } from './list-call.ts';

const tags = ['catalogue', 'admin'];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const productParams = z.object({ id: idSchema });
const declinationParams = z.object({ id: idSchema, idDeclination: idSchema });

/** The back-office's catalogue (issue 16 item 6): the site's administrators only, answers private. */
export const adminCatalogueEndpoints = {
  adminProducts: endpoint({
    method: 'GET',
    path: '/admin/product',
    summary:
      'Every product of the site, published or not (admin): filters name=lk:…, reference=lk:…, kind, ' +
      'isPublished, category (id), stock=lte:… (tracked stock), search; orderBy id, name, price, position, updatedAt',
    tags,
    query: listQuery,
    data: listSchema(adminProductSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminProduct: endpoint({
    method: 'GET',
    path: '/admin/product/:id',
    summary: 'One product whole, every text in both languages, its declinations and its version (admin)',
    tags,
    params: productParams,
    data: adminProductSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateProduct: endpoint({
    method: 'POST',
    path: '/admin/product',
    summary: 'Adds a product with its first declination (admin); slugs made from the names when not given',
    tags,
    body: adminProductCreateSchema,
    data: adminProductSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateProduct: endpoint({
    method: 'PUT',
    path: '/admin/product/:id',
    summary:
      'Saves a product (admin) with the version read: 409 when someone saved it meanwhile (reload, nothing lost)',
    tags,
    params: productParams,
    body: adminProductUpdateSchema,
    data: adminProductSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminDeleteProduct: endpoint({
    method: 'DELETE',
    path: '/admin/product/:id',
    summary: 'Deletes a product, its declinations and customizations (admin); orders keep their lines',
    tags,
    params: productParams,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404],
  }),
  adminUpdateDeclination: endpoint({
    method: 'PUT',
    path: '/admin/product/:id/declination/:idDeclination',
    summary:
      'Saves a declination (admin): price, stock with its reason (kept in the stock history), tracked or not, sell by multiple, reference, weight, capacity, vintage; 409 when it was saved meanwhile',
    tags,
    params: declinationParams,
    body: adminDeclinationUpdateSchema,
    data: adminDeclinationSavedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminCreateDeclination: endpoint({
    method: 'POST',
    path: '/admin/product/:id/declination',
    summary: 'Adds a declination to a product (admin)',
    tags,
    params: productParams,
    body: adminDeclinationCreateSchema,
    data: adminDeclinationSavedSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteDeclination: endpoint({
    method: 'DELETE',
    path: '/admin/product/:id/declination/:idDeclination',
    summary: "Deletes a declination (admin); a product's last one stays (409)",
    tags,
    params: declinationParams,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404, 409],
  }),
  adminStockHistory: endpoint({
    method: 'GET',
    path: '/admin/product/:id/stock-history',
    summary: "The stock changes of a product's declinations, newest first: who, when, why, by how much (admin)",
    tags,
    params: productParams,
    query: z.object({
      declination: idSchema.optional(),
      nbItem: z.coerce.number().int().min(1).max(200).default(50),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    data: listSchema(stockMovementSchema),
    refusals: [400, 401, 403, 404],
  }),
  /** Multipart: the image under `image`, its alt texts `altFr` and `altEn`. */
  adminUploadProductImage: endpoint({
    method: 'POST',
    path: '/admin/product/:id/image',
    summary:
      'Adds an image to a product (admin): JPEG, PNG, WebP or AVIF, under `image`, with its alt texts altFr/altEn; ' +
      'the storefront serves it resized (/img/<width>/…)',
    tags,
    params: productParams,
    multipart: { fields: adminImageUploadFields, files: ['image'] },
    data: adminProductSchema,
    refusals: [400, 401, 403, 404, 413, 415],
  }),
  adminDiscountCodes: endpoint({
    method: 'GET',
    path: '/admin/discount-code',
    summary: 'The discount codes of the site (admin): filters code=lk:…, isActive; newest first',
    tags,
    query: listQuery,
    data: listSchema(adminDiscountCodeSchema),
    refusals: [400, 401, 403],
  }),
  adminCreateDiscountCode: endpoint({
    method: 'POST',
    path: '/admin/discount-code',
    summary: 'Adds a discount code (admin): on products or shipping, in euros or percent, dated, limited in uses',
    tags,
    body: adminDiscountCodeInputSchema,
    data: adminDiscountCodeSchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateDiscountCode: endpoint({
    method: 'PUT',
    path: '/admin/discount-code/:id',
    summary: 'Saves a discount code (admin); its uses so far stay',
    tags,
    params: productParams,
    body: adminDiscountCodeInputSchema,
    data: adminDiscountCodeSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminDeleteDiscountCode: endpoint({
    method: 'DELETE',
    path: '/admin/discount-code/:id',
    summary: 'Deletes a discount code (admin); orders keep the code they used',
    tags,
    params: productParams,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404],
  }),
};
