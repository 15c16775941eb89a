import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFormsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { listQuerySchema } from '../../lists/list-schema.ts';
import { checkedBody, type Checked } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import * as forms from './admin-forms.ts';

/** Every back-office answer is the administrator's own: never kept by a cache. */
async function admin(request: FastifyRequest, reply: FastifyReply) {
  await requireAdmin(request);
  assertSameOrigin(request);
  reply.header('cache-control', 'private, no-store');
}

/** The body of a form, every field's problem at once, once the role was checked. */
function formBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Checked<z.output<S>> {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  return checkedBody(request, schema);
}

const form = { attachValidation: true };

/** The back-office's forms and their answers (issue 18 item 6). */
export const formsAdminRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  route(app, { ...endpoints.adminForms, query: listQuerySchema(forms.adminFormListSpec) }, async (request, reply) => {
    await admin(request, reply);
    return forms.listAdminForms(request.ctx, request.query);
  });

  route(app, endpoints.adminForm, async (request, reply) => {
    await admin(request, reply);
    return forms.getAdminForm(request.ctx, request.params.id);
  });

  route(app, endpoints.adminCreateForm, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminCreateForm.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return forms.createForm(request.ctx, body.value);
  });

  route(app, endpoints.adminUpdateForm, form, async (request, reply) => {
    await admin(request, reply);
    const body = formBody(request, endpoints.adminUpdateForm.body);
    if (!body.ok) return answerChecked(request, reply, body);
    return forms.updateForm(request.ctx, request.params.id, body.value);
  });

  route(app, endpoints.adminDeleteForm, async (request, reply) => {
    await admin(request, reply);
    return forms.deleteForm(request.ctx, fileStore, request.params.id);
  });

  route(
    app,
    { ...endpoints.adminFormAnswers, query: listQuerySchema(forms.adminFormAnswerListSpec) },
    async (request, reply) => {
      await admin(request, reply);
      return forms.listAnswers(request.ctx, request.params.id, request.query);
    },
  );

  route(app, endpoints.adminFormAnswersExport, { produces: ['text/csv'] }, async (request, reply) => {
    await admin(request, reply);
    const file = await forms.exportAnswers(request.ctx, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.csv);
  });

  route(app, endpoints.adminFormAnswer, async (request, reply) => {
    await admin(request, reply);
    return forms.getAnswer(request.ctx, request.params.id, request.params.idAnswer);
  });

  route(app, endpoints.adminDeleteFormAnswer, async (request, reply) => {
    await admin(request, reply);
    return forms.deleteAnswer(request.ctx, fileStore, request.params.id, request.params.idAnswer);
  });
};
