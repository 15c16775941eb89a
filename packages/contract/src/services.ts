import { z } from './zod.ts';
import { sizedImageSchema } from './catalogue.ts';
import type { Locale } from './locale.ts';
import { blockIconSchema } from './page-blocks.ts';

/**
 * What a site offers (SPEC §3 Service, §7 Services and popups, issue 17): services with a page of their own (the
 * service/realisations page of SPEC §2), and the popups a page opens over itself. Texts are answered in the
 * request's language (French when a text has no English).
 */

/** A service page's path in each language: `/prestations/{slug}/{id}`, `/en/services/{slug}/{id}`. */
export const SERVICE_PATH: Record<Locale, string> = { fr_FR: 'prestations', en: 'services' };

/**
 * SPEC §3 SERVICE_PAGE_STYLE, the look of a service page: CLASSIC (its picture across the top, the text, then its
 * realisations in a grid) or SPLIT (the text beside its picture, the realisations in a strip under them).
 */
export const SERVICE_PAGE_STYLES = ['CLASSIC', 'SPLIT'] as const;
export type ServicePageStyle = (typeof SERVICE_PAGE_STYLES)[number];

/** SPEC §9: services, 100 a page. */
export const SERVICE_PAGE_SIZE = 100;

const urlsSchema = z.object({ fr_FR: z.string(), en: z.string() });

/** A service as its card shows it. */
export const serviceSummarySchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  icon: blockIconSchema.nullable(),
  image: sizedImageSchema.nullable(),
  tags: z.array(z.string()),
  /** Its page, in the request's language and in both (hreflang, the sitemap). */
  url: z.string(),
  urls: urlsSchema,
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

/** `GET /service`: a page of the site's services, in their order (SPEC §7: `data.services`). */
export const serviceListSchema = z.object({ services: z.array(serviceSummarySchema), total: z.number().int() });
export type ServiceList = z.infer<typeof serviceListSchema>;

/** `GET /service/{id}`: one service, its text and its realisations. */
export const serviceDetailSchema = serviceSummarySchema.extend({
  /** Rich text (HTML written in the back office), its images made URLs. */
  body: z.string(),
  /** The language the texts are written in: French when the service has no English. */
  lang: z.enum(['fr_FR', 'en']),
  gallery: z.array(sizedImageSchema),
  updatedAt: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** `GET /popup/{id}`: what the modal shows, and whether it comes back at every reload (SPEC §2). */
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: sizedImageSchema.nullable(),
  link: z.object({ label: z.string(), url: z.string() }).nullable(),
  showOnEveryReload: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;
