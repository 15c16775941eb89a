import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { recordCookieConsent } from '../accounts/consent-records.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import { exportCustomer } from '../customers/customers.service.ts';

/**
 * Issue 20 item 7 (GDPR): the customer downloads their own data, and the cookie banner's answer is kept. The
 * retention of unused accounts is a job (inactive-accounts.ts), started by app.ts.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plain link of the account page: the browser saves the file. Only the logged customer's rows of this site.
  route(app, endpoints.customerData, { produces: ['application/json'] }, async (request, reply) => {
    const user = await requireUser(request);
    const file = await exportCustomer(request.ctx, user.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="my-data.json"')
      .header('cache-control', 'private, no-store')
      .send(file.json);
  });

  route(
    app,
    endpoints.recordCookieConsent,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      // Anyone may answer the banner; a page of another site may not answer for the visitor.
      assertSameOrigin(request);
      const user = await sessionUser(request);
      await recordCookieConsent(request.ctx, user?.id ?? null, request.body);
      reply.header('cache-control', 'private, no-store');
      return { recorded: true as const };
    },
  );
};
