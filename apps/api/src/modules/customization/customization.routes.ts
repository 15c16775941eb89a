import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customizationEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { refused } from '../../refusal.ts';
import {
  fileRule,
  fileTooLarge,
  MAX_CUSTOMIZATION_FILE_BYTES,
  storeCustomizationFile,
  type ReceivedFile,
} from './customization-file.service.ts';
import { priceCustomizations } from './customization.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

export const customizationRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  // Multipart bodies are parsed in this plugin only; each request lowers the file limit to its customization's.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CUSTOMIZATION_FILE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });

  route(app, endpoints.customizePrice, async (request, reply) => {
    const { idProduct, idDeclination } = request.params;
    const checked = await priceCustomizations(request.ctx, idProduct, idDeclination, request.body.answers);
    return answerChecked(request, reply, checked);
  });

  route(
    app,
    endpoints.validateCustomizationFile,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, consumes: ['multipart/form-data'] },
    async (request, reply) => {
      const { ctx } = request;
      const rule = await fileRule(ctx, request.params.id);
      const required = refused([{ field: 'file', code: 'CUSTOMIZATION_FILE_REQUIRED' }]);
      if (!request.isMultipart()) return answerChecked(request, reply, required);
      const part = await request.file({ limits: { fileSize: rule.maxBytes } });
      if (!part) return answerChecked(request, reply, required);
      let received: ReceivedFile;
      try {
        received = { field: part.fieldname || 'file', filename: part.filename, content: await part.toBuffer() };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return answerChecked(request, reply, fileTooLarge(ctx, rule, part.fieldname || 'file'));
        }
        throw error;
      }
      return answerChecked(request, reply, await storeCustomizationFile(ctx, fileStore, rule, received));
    },
  );
};
