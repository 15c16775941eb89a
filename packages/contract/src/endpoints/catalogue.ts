import { z } from '../zod.ts';
import {
  awardSchema,
  categorySchema,
  customizationSchema,
  mealIconSchema,
  PRODUCT_KINDS,
  PRODUCT_LIST_DEFAULTS,
  productDetailSchema,
  productSummarySchema,
} from '../catalogue.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec, type Operator } from '../list-query.ts';

const tags = ['catalogue'];
const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** SPEC §4 product list filters (`GET /v2/product`): nbItem, page, orderBy, name, kind, search, tags, plus category. */
const productListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    name: { type: 'string', sortable: true },
    price: { type: 'integer', sortable: true },
    kind: { type: { enum: PRODUCT_KINDS } },
    search: { type: 'string' },
    tags: { type: 'string' },
    category: { type: 'string' },
  },
  // SPEC §9: products 100 per page, ordered by price.
  defaultNbItem: PRODUCT_LIST_DEFAULTS.nbItem,
  defaultOrderBy: PRODUCT_LIST_DEFAULTS.orderBy,
};

/** The operators the text-like filters understand (the others are refused with a 400). */
const PRODUCT_FILTER_OPERATORS: Record<string, readonly Operator[]> = {
  search: ['eq', 'lk', 'in'],
  tags: ['eq', 'in'],
  category: ['eq', 'in'],
};

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

/** The shop's catalogue (issue 4): public reads. */
export const catalogueEndpoints = {
  products: endpoint({
    method: 'GET',
    path: '/v2/product',
    summary:
      'Product cards: nbItem (100), page, orderBy (price, -price, name, -name, id, -id), name, kind=WINE,BOX, search, tags=a,b, category=slug',
    tags,
    query: productListQuery,
    data: listSchema(productSummarySchema),
    refusals: [400],
  }),
  categories: endpoint({
    method: 'GET',
    path: '/v2/product/category',
    summary: 'The shop categories with the paths of their pages',
    tags,
    data: z.array(categorySchema),
    refusals: [],
  }),
  product: endpoint({
    method: 'GET',
    path: '/v2/product/:id',
    summary: 'One product in the request language: declinations, variations, features, discounts, customizations',
    tags,
    params: z.object({ id: productId }),
    data: productDetailSchema,
    refusals: [400, 404],
  }),
  recommendedProducts: endpoint({
    method: 'GET',
    path: '/v2/product/recommended/:id',
    summary: 'Products recommended beside a product (its own list, else products of its categories)',
    tags,
    params: z.object({ id: productId }),
    data: z.object({ products: z.array(productSummarySchema) }),
    refusals: [400, 404],
  }),
  awards: endpoint({
    method: 'GET',
    path: '/award',
    summary: 'The awards of a product, newest first',
    tags,
    query: z.object({ product: productId }),
    data: z.array(awardSchema),
    refusals: [400, 404],
  }),
  mealIcons: endpoint({
    method: 'GET',
    path: '/parameter/product/meal-icon',
    summary: 'The meal icons of the site (food and wine pairings)',
    tags,
    data: z.array(mealIconSchema),
    refusals: [],
  }),
  customizations: endpoint({
    method: 'GET',
    path: '/product/:id/customization',
    summary: 'The customizations of a product, in order',
    tags,
    params: z.object({ id: productId }),
    data: z.array(customizationSchema),
    refusals: [400, 404],
  }),
};
