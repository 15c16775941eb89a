import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { parameterSchema } from '../parameters.ts';
import {
  componentConfSchema,
  externalAppConfigSchema,
  siteInfoSchema,
  siteVisitSchema,
  stripePublicKeySchema,
} from '../site.ts';

const tags = ['site'];

/** SPEC §7 Site: what every page reads at start-up, and the visit of a campaign's landing URL. */
export const siteEndpoints = {
  parameters: endpoint({
    method: 'GET',
    path: '/parameter',
    summary: 'Site parameters (SPEC §3), legal texts filled with the company identity',
    tags,
    data: z.array(parameterSchema),
    refusals: [],
  }),
  siteInfo: endpoint({
    method: 'GET',
    path: '/site/info',
    summary: 'Site identity, languages, fonts, logos, CSS variables',
    tags,
    data: siteInfoSchema,
    refusals: [404],
  }),
  externalAppConfig: endpoint({
    method: 'GET',
    path: '/external-app/:app/config/public',
    summary: 'Public configuration of an external application',
    tags,
    params: z.object({ app: z.string().regex(/^[A-Z0-9_]{1,64}$/) }),
    data: externalAppConfigSchema,
    refusals: [400, 404],
  }),
  componentConf: endpoint({
    method: 'GET',
    path: '/component/conf/:slug',
    summary: 'Configuration of a front-end component',
    tags,
    params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
    data: componentConfSchema,
    refusals: [400, 404],
  }),
  stripePublicKey: endpoint({
    method: 'GET',
    path: '/custom-stripe/public-key',
    summary: 'Publishable Stripe key of the site (null when the site does not take Stripe payments)',
    tags,
    data: stripePublicKeySchema,
    refusals: [],
  }),
  recordVisit: endpoint({
    method: 'GET',
    path: '/site/visit/:from',
    summary: 'Records a visit that came from a campaign or partner (the `from` query parameter of a landing URL)',
    tags,
    params: z.object({ from: z.string().trim().min(1).max(100) }),
    data: siteVisitSchema,
    // 429: rate-limited (site.routes.ts).
    refusals: [400, 429],
  }),
};
