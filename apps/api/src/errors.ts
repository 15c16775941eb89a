import type { EntityName, MessageKey, MessageParams } from './i18n/api-messages.ts';

export type ErrorKind = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/**
 * An expected failure a user can cause. The error handler turns it into the envelope with the
 * message of `code` in the request's language. Anything else thrown is a bug (500).
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: MessageKey;
  readonly params: MessageParams;

  constructor(kind: ErrorKind, code: MessageKey, params: MessageParams = {}) {
    super(`${kind} ${code} ${JSON.stringify(params)}`);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.params = params;
  }
}

/** `{entity} {id} not found`, the entity's name in the request's language. */
export const notFound = (entity: EntityName, id: string | number) =>
  new AppError('NOT_FOUND', 'ENTITY_NOT_FOUND', { entity, id });
