import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteEndpoints as endpoints } from '@atelier/contract';
import type { FileStore } from '../../storage/file-store.ts';
import { route } from '../../endpoint-route.ts';
import * as service from './site.service.ts';

const cached = { config: { siteCache: true } };

export const siteRoutes: FastifyPluginAsyncZod<{ stripePublicKey: string | undefined; fileStore: FileStore }> = async (
  app,
  options,
) => {
  route(app, endpoints.parameters, cached, (request) => service.listParameters(request.ctx));

  route(app, endpoints.siteInfo, cached, (request) =>
    service.getSiteInfo(request.ctx, { fileStore: options.fileStore }),
  );

  route(app, endpoints.externalAppConfig, cached, (request) =>
    service.getExternalAppConfig(request.ctx, request.params.app),
  );

  route(app, endpoints.componentConf, cached, (request) => service.getComponentConf(request.ctx, request.params.slug));

  route(app, endpoints.stripePublicKey, cached, (request) =>
    service.getStripePublicKey(request.ctx, options.stripePublicKey),
  );

  route(app, endpoints.recordVisit, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, (request) =>
    service.recordVisit(request.ctx, request.params.from),
  );
};
