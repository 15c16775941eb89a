import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_HONEYPOT_FIELD, formsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { sendPrivateFile } from '../../storage/send-file.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { sessionUser } from '../accounts/session.ts';
import { MAX_FORM_FILE_BYTES, type ReceivedAnswer } from './form-answer-check.ts';
import { loadFormFileKey } from './form-file-links.ts';
import { downloadFile, getForm, submitAnswer, validateAnswer } from './forms.service.ts';

/** SPEC §7 Forms (issue 17 item 4). */
export const formsRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  dataDir: string;
  /** Where the answers' files are kept (the site's private files). */
  fileStore: FileStore;
}> = async (app, { mailer, dataDir, fileStore }) => {
  const fileKey = await loadFormFileKey(dataDir);
  // Multipart bodies are parsed in this plugin only. A file past the cap is read up to it and marked truncated,
  // so its field is answered "too large" with the others' problems rather than the whole request failing.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FORM_FILE_BYTES, files: 10, fields: 60, parts: 70, fieldSize: 20_000 },
  });

  /** Each field's values by key (a repeated key is a checkbox field's ticks) and the files. */
  async function readAnswer(request: FastifyRequest): Promise<ReceivedAnswer & { trapFilled: boolean }> {
    const values: Record<string, string[]> = {};
    const files: ReceivedAnswer['files'] = [];
    if (!request.isMultipart()) return { values, files, trapFilled: false };
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A browser sends an empty file part for a file input left empty.
        if (content.length === 0 && !part.filename) continue;
        files.push({ field: part.fieldname, filename: part.filename, content, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        (values[part.fieldname] ??= []).push(part.value);
      }
    }
    const trapFilled = (values[FORM_HONEYPOT_FIELD] ?? []).some((value) => value.trim() !== '');
    return { values, files, trapFilled };
  }

  route(app, endpoints.form, { config: { siteCache: true } }, (request) => getForm(request.ctx, request.params.id));

  route(
    app,
    endpoints.validateFormAnswer,
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, consumes: ['multipart/form-data'] },
    async (request, reply) => {
      const received = await readAnswer(request);
      return answerChecked(request, reply, await validateAnswer(request.ctx, request.params.id, received));
    },
  );

  route(
    app,
    endpoints.submitForm,
    // Against robots with the trap: a few answers a minute from one address.
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, consumes: ['multipart/form-data'] },
    async (request, reply) => {
      const received = await readAnswer(request);
      await sessionUser(request); // a logged visitor's consents are kept with their account
      const deps = { mailer, fileStore, fileKey, origin: `${request.protocol}://${request.host}` };
      return answerChecked(request, reply, await submitAnswer(request.ctx, deps, request.params.id, received));
    },
  );

  route(app, endpoints.formFile, { produces: ['application/octet-stream'] }, async (request, reply) => {
    const file = await downloadFile(
      request.ctx,
      { fileStore, fileKey, requireAdmin: () => requireAdmin(request) },
      request.params.id,
      request.query,
    );
    return sendPrivateFile(reply, { ...file, contentType: file.mimeType });
  });
};
