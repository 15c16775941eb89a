import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { checkedBody } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { readPaymentSettings, setPaymentSettings } from './payment-settings.service.ts';

/**
 * The back-office's payment settings (issue 16 item 7): the site's administrators only, answers private, secrets
 * never answered. `changed`: drops what the API and the storefront keep of the site once a write is committed.
 */
export const paymentSettingsAdminRoutes: FastifyPluginAsyncZod<{ changed(siteId: number): void }> = async (
  app,
  deps,
) => {
  route(app, endpoints.adminPaymentSettings, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return readPaymentSettings(request.ctx);
  });

  route(app, endpoints.adminSetPaymentSettings, { attachValidation: true }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const body = checkedBody(request, endpoints.adminSetPaymentSettings.body);
    return answerChecked(request, reply, body.ok ? await setPaymentSettings(request.ctx, deps, body.value) : body);
  });
};
