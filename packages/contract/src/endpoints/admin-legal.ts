import { z } from '../zod.ts';
import {
  adminLegalTextSchema,
  adminLegalTextSummarySchema,
  adminLegalTextUpdateSchema,
  legalTextKeySchema,
  legalTextVersionSchema,
  legalTextVersionSummarySchema,
} from '../legal.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['legal', 'admin'];
const byKey = z.object({ key: legalTextKeySchema });
const byVersion = z.object({ key: legalTextKeySchema, id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The back-office's legal texts (issue 18 item 5): the five texts of the site in French and English, each save
 * kept as a new dated version and made the live text at once. ADMIN and SUPER_ADMIN of the site, answers private.
 */
export const adminLegalEndpoints = {
  adminLegalTexts: endpoint({
    method: 'GET',
    path: '/admin/legal-text',
    summary: 'The five legal texts (admin): missing English flagged, the current version and its date',
    tags,
    data: z.array(adminLegalTextSummarySchema),
    refusals: [401, 403],
  }),
  adminLegalText: endpoint({
    method: 'GET',
    path: '/admin/legal-text/:key',
    summary: 'One legal text in both languages (admin), its placeholders with their current values, the filled text',
    tags,
    params: byKey,
    data: adminLegalTextSchema,
    refusals: [400, 401, 403],
  }),
  adminSaveLegalText: endpoint({
    method: 'PUT',
    path: '/admin/legal-text/:key',
    summary: 'Saves a legal text (admin): its HTML cleaned, kept as a new version and shown on the storefront at once',
    tags,
    params: byKey,
    body: adminLegalTextUpdateSchema,
    data: adminLegalTextSchema,
    refusals: [400, 401, 403],
  }),
  adminLegalTextVersions: endpoint({
    method: 'GET',
    path: '/admin/legal-text/:key/versions',
    summary: "A legal text's versions, newest first, with their dates and authors (admin)",
    tags,
    params: byKey,
    data: z.array(legalTextVersionSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminLegalTextVersion: endpoint({
    method: 'GET',
    path: '/admin/legal-text/:key/versions/:id',
    summary: 'One version of a legal text, whole, and filled as the storefront would show it (admin)',
    tags,
    params: byVersion,
    data: legalTextVersionSchema,
    refusals: [400, 401, 403, 404],
  }),
};
