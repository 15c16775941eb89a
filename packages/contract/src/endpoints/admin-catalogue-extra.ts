import { z } from '../zod.ts';
import {
  adminAwardInputSchema,
  adminAwardSchema,
  adminCategoryInputSchema,
  adminCategorySchema,
  adminCustomizationDeleteQuery,
  adminCustomizationInputSchema,
  adminCustomizationsSchema,
  adminMealIconInputSchema,
  adminMealIconSchema,
} from '../admin-catalogue-extra.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['catalogue', 'admin'];
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id: idSchema });
const customizationParams = z.object({ id: idSchema, idCustomization: idSchema });
const awardParams = z.object({ id: idSchema, idAward: idSchema });
const deleted = z.object({ id: z.number().int() });

/**
 * The back-office's catalogue, continued (issue 16 item 6): customizations and their cost rules, categories,
 * meal icons and awards. The site's administrators only, answers private, every write audited and the site's
 * kept answers and pages dropped.
 */
export const adminCatalogueExtraEndpoints = {
  adminCustomizations: endpoint({
    method: 'GET',
    path: '/admin/product/:id/customization',
    summary: "A product's customization questions in order, with their cost rules and the product's version (admin)",
    tags,
    params: byId,
    data: adminCustomizationsSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateCustomization: endpoint({
    method: 'POST',
    path: '/admin/product/:id/customization',
    summary:
      "Adds a customization question to a product (admin), with the product's version read: 409 when the product " +
      'was saved meanwhile',
    tags,
    params: byId,
    body: adminCustomizationInputSchema,
    data: adminCustomizationsSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminUpdateCustomization: endpoint({
    method: 'PUT',
    path: '/admin/product/:id/customization/:idCustomization',
    summary:
      'Saves a customization question and its cost rules (admin), with the product’s version read (409 when it moved)',
    tags,
    params: customizationParams,
    body: adminCustomizationInputSchema,
    data: adminCustomizationsSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminDeleteCustomization: endpoint({
    method: 'DELETE',
    path: '/admin/product/:id/customization/:idCustomization',
    summary:
      'Deletes a customization question (admin), with the product’s version read; orders keep the answers they had',
    tags,
    params: customizationParams,
    query: adminCustomizationDeleteQuery,
    data: adminCustomizationsSchema,
    refusals: [400, 401, 403, 404, 409],
  }),

  adminCategories: endpoint({
    method: 'GET',
    path: '/admin/category',
    summary: 'The categories of the site in order, with how many products each has (admin)',
    tags,
    data: z.array(adminCategorySchema),
    refusals: [401, 403],
  }),
  adminCreateCategory: endpoint({
    method: 'POST',
    path: '/admin/category',
    summary: 'Adds a category (admin); slugs made from the names when not given; 409 when a slug is taken',
    tags,
    body: adminCategoryInputSchema,
    data: adminCategorySchema,
    refusals: [400, 401, 403, 409],
  }),
  adminUpdateCategory: endpoint({
    method: 'PUT',
    path: '/admin/category/:id',
    summary: 'Saves a category’s names, slugs, description and position (admin); 409 when a slug is taken',
    tags,
    params: byId,
    body: adminCategoryInputSchema,
    data: adminCategorySchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminDeleteCategory: endpoint({
    method: 'DELETE',
    path: '/admin/category/:id',
    summary: 'Deletes a category no product is in (admin); 409 while products are in it',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404, 409],
  }),

  adminMealIcons: endpoint({
    method: 'GET',
    path: '/admin/meal-icon',
    summary: 'The meal icons of the site, with how many products show each (admin)',
    tags,
    data: z.array(adminMealIconSchema),
    refusals: [401, 403],
  }),
  adminCreateMealIcon: endpoint({
    method: 'POST',
    path: '/admin/meal-icon',
    summary: 'Adds a meal icon (admin): its name in both languages and its drawing',
    tags,
    body: adminMealIconInputSchema,
    data: adminMealIconSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateMealIcon: endpoint({
    method: 'PUT',
    path: '/admin/meal-icon/:id',
    summary: 'Saves a meal icon (admin)',
    tags,
    params: byId,
    body: adminMealIconInputSchema,
    data: adminMealIconSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteMealIcon: endpoint({
    method: 'DELETE',
    path: '/admin/meal-icon/:id',
    summary: 'Deletes a meal icon no product shows (admin); 409 while products show it',
    tags,
    params: byId,
    data: deleted,
    refusals: [400, 401, 403, 404, 409],
  }),

  adminAwards: endpoint({
    method: 'GET',
    path: '/admin/product/:id/award',
    summary: "A product's awards (admin)",
    tags,
    params: byId,
    data: z.array(adminAwardSchema),
    refusals: [400, 401, 403, 404],
  }),
  adminCreateAward: endpoint({
    method: 'POST',
    path: '/admin/product/:id/award',
    summary: 'Adds an award to a product (admin): its name, year and medal',
    tags,
    params: byId,
    body: adminAwardInputSchema,
    data: adminAwardSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminUpdateAward: endpoint({
    method: 'PUT',
    path: '/admin/product/:id/award/:idAward',
    summary: 'Saves an award of a product (admin)',
    tags,
    params: awardParams,
    body: adminAwardInputSchema,
    data: adminAwardSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteAward: endpoint({
    method: 'DELETE',
    path: '/admin/product/:id/award/:idAward',
    summary: 'Deletes an award of a product (admin)',
    tags,
    params: awardParams,
    data: deleted,
    refusals: [400, 401, 403, 404],
  }),
};
