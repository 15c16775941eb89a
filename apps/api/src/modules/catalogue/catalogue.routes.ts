import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  awardSchema,
  categorySchema,
  customizationSchema,
  envelopeSchema,
  listSchema,
  mealIconSchema,
  productDetailSchema,
  productSummarySchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { PRODUCT_FILTER_OPERATORS, productListSpec } from './catalogue.repository.ts';
import * as service from './catalogue.service.ts';

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** The list query of SPEC §4, refusing operators that make no sense for a filter (search=gt:x). */
const productListQuery = listQuerySchema(productListSpec).superRefine((query, ctx) => {
  for (const filter of query.filters) {
    const allowed = PRODUCT_FILTER_OPERATORS[filter.field];
    if (allowed && !allowed.includes(filter.operator)) {
      ctx.addIssue({
        code: 'custom',
        path: [filter.field],
        message: 'LIST_BAD_OPERATOR',
        params: { i18n: 'LIST_BAD_OPERATOR', values: { operator: filter.operator } },
      });
    }
  }
});

/** The shop's catalogue (issue 4): public reads, cached per site and language until the catalogue changes. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/product',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'Product cards: nbItem (100), page, orderBy (price, -price, name, -name, id, -id), name, kind=WINE,BOX, search, tags=a,b, category=slug',
        querystring: productListQuery,
        response: { 200: envelopeSchema(listSchema(productSummarySchema)) },
      },
    },
    async (request) => ok(await service.listProducts(request.ctx, request.query)),
  );

  app.get(
    '/v2/product/category',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'The shop categories with the paths of their pages',
        response: { 200: envelopeSchema(z.array(categorySchema)) },
      },
    },
    async (request) => ok(await service.listCategories(request.ctx)),
  );

  app.get(
    '/v2/product/:id',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'One product in the request language: declinations, variations, features, discounts, customizations',
        params: z.object({ id: productId }),
        response: { 200: envelopeSchema(productDetailSchema) },
      },
    },
    async (request) => ok(await service.getProduct(request.ctx, request.params.id)),
  );

  app.get(
    '/v2/product/recommended/:id',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Products recommended beside a product (its own list, else products of its categories)',
        params: z.object({ id: productId }),
        response: { 200: envelopeSchema(z.object({ products: z.array(productSummarySchema) })) },
      },
    },
    async (request) => ok({ products: await service.listRecommendedProducts(request.ctx, request.params.id) }),
  );

  app.get(
    '/award',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'The awards of a product, newest first',
        querystring: z.object({ product: productId }),
        response: { 200: envelopeSchema(z.array(awardSchema)) },
      },
    },
    async (request) => ok(await service.listAwards(request.ctx, request.query.product)),
  );

  app.get(
    '/parameter/product/meal-icon',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'The meal icons of the site (food and wine pairings)',
        response: { 200: envelopeSchema(z.array(mealIconSchema)) },
      },
    },
    async (request) => ok(await service.listMealIcons(request.ctx)),
  );

  app.get(
    '/product/:id/customization',
    {
      config: { siteCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'The customizations of a product, in order',
        params: z.object({ id: productId }),
        response: { 200: envelopeSchema(z.array(customizationSchema)) },
      },
    },
    async (request) => ok(await service.listCustomizations(request.ctx, request.params.id)),
  );
};
