import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import { checkedBody } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import {
  readDeliverySettings,
  setCarriers,
  setDeliveryRules,
  setPickupSettings,
  setShippingZones,
  type DeliverySettingsDeps,
} from './delivery-settings.service.ts';

/**
 * The back-office's delivery settings (issue 16 item 7): the site's administrators only, answers private. The
 * bodies are checked by the handlers (`attachValidation`) so that a refused form names each field's problem.
 */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<DeliverySettingsDeps> = async (app, deps) => {
  route(app, endpoints.adminDeliverySettings, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return readDeliverySettings(request.ctx, deps);
  });

  route(app, endpoints.adminSetDeliveryRules, { attachValidation: true }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const body = checkedBody(request, endpoints.adminSetDeliveryRules.body);
    return answerChecked(request, reply, body.ok ? await setDeliveryRules(request.ctx, deps, body.value) : body);
  });

  route(app, endpoints.adminSetShippingZones, { attachValidation: true }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const body = checkedBody(request, endpoints.adminSetShippingZones.body);
    return answerChecked(request, reply, body.ok ? await setShippingZones(request.ctx, deps, body.value) : body);
  });

  route(app, endpoints.adminSetCarriers, { attachValidation: true }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const body = checkedBody(request, endpoints.adminSetCarriers.body);
    return answerChecked(request, reply, body.ok ? await setCarriers(request.ctx, deps, body.value) : body);
  });

  route(app, endpoints.adminSetPickupSettings, { attachValidation: true }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    const params = endpoints.adminSetPickupSettings.params.safeParse(request.params);
    if (!params.success) throw new AppError('BAD_REQUEST', 'BAD_REQUEST');
    const body = checkedBody(request, endpoints.adminSetPickupSettings.body);
    return answerChecked(
      request,
      reply,
      body.ok ? await setPickupSettings(request.ctx, deps, params.data.idAddress, body.value) : body,
    );
  });
};
