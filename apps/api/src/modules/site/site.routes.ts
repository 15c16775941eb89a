import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  componentConfSchema,
  envelopeSchema,
  externalAppConfigSchema,
  parameterSchema,
  siteInfoSchema,
  siteVisitSchema,
  stripePublicKeySchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import * as service from './site.service.ts';

const tags = ['site'];
const cached = { siteCache: true };

export const siteRoutes: FastifyPluginAsyncZod<{ stripePublicKey: string | undefined; dataDir: string }> = async (
  app,
  options,
) => {
  app.get(
    '/parameter',
    {
      config: cached,
      schema: {
        tags,
        summary: 'Site parameters (SPEC §3), legal texts filled with the company identity',
        response: { 200: envelopeSchema(z.array(parameterSchema)) },
      },
    },
    async (request) => ok(await service.listParameters(request.ctx)),
  );

  app.get(
    '/site/info',
    {
      config: cached,
      schema: {
        tags,
        summary: 'Site identity, languages, fonts, logos, CSS variables',
        response: { 200: envelopeSchema(siteInfoSchema) },
      },
    },
    async (request) => ok(await service.getSiteInfo(request.ctx, { dataDir: options.dataDir })),
  );

  app.get(
    '/external-app/:app/config/public',
    {
      config: cached,
      schema: {
        tags,
        summary: 'Public configuration of an external application',
        params: z.object({ app: z.string().regex(/^[A-Z0-9_]{1,64}$/) }),
        response: { 200: envelopeSchema(externalAppConfigSchema) },
      },
    },
    async (request) => ok(await service.getExternalAppConfig(request.ctx, request.params.app)),
  );

  app.get(
    '/component/conf/:slug',
    {
      config: cached,
      schema: {
        tags,
        summary: 'Configuration of a front-end component',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
        response: { 200: envelopeSchema(componentConfSchema) },
      },
    },
    async (request) => ok(await service.getComponentConf(request.ctx, request.params.slug)),
  );

  app.get(
    '/custom-stripe/public-key',
    {
      config: cached,
      schema: {
        tags,
        summary: 'Publishable Stripe key of the site (null when the site does not take Stripe payments)',
        response: { 200: envelopeSchema(stripePublicKeySchema) },
      },
    },
    async (request) => ok(await service.getStripePublicKey(request.ctx, options.stripePublicKey)),
  );

  app.get(
    '/site/visit/:from',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Records a visit that came from a campaign or partner (the `from` query parameter of a landing URL)',
        params: z.object({ from: z.string().trim().min(1).max(100) }),
        response: { 200: envelopeSchema(siteVisitSchema) },
      },
    },
    async (request) => ok(await service.recordVisit(request.ctx, request.params.from)),
  );
};
