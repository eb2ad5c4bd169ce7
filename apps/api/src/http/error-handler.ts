import type { ErrorItem } from '@forum/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type FieldError } from '../errors.ts';
import { type MessageKey, translate } from '../i18n/messages.ts';

/** The code of each refusal sent, for the API tier's check of answers against the document (decision 033). */
export const sentErrorCodes = new WeakMap<FastifyRequest, string>();

/** Renders every failure as `{ errors: [{ key, value }] }`, localized by the request's LOCALE-CODE. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  sentErrorCodes.set(request, error.code);
  const { locale } = request;
  const errors: ErrorItem[] = error.fields.length
    ? error.fields.map((field) => ({ key: field.key, value: translate(locale, field.messageKey, field.params) }))
    : [{ key: 'error', value: translate(locale, error.messageKey, error.params) }];
  if (error.code === 'tooManyRequests' && error.params.seconds !== undefined) {
    reply.header('retry-after', String(error.params.seconds));
  }
  return reply.code(error.status).type('application/json; charset=utf-8').send({ errors });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    // only a fault of the server is an error, with its stack; a refusal is the client's, told at info (decision 033)
    if (appError.code === 'internal') request.log.error({ err: error }, 'request failed');
    else if (appError.code === 'gatewayUnavailable') request.log.warn({ err: error }, 'a gateway did not answer');
    else {
      // `bySchema`: the endpoint's own schema refused the request's shape (the property test reads it)
      const bySchema = hasZodFastifySchemaValidationErrors(error) || undefined;
      request.log.info({ code: appError.code, status: appError.status, bySchema }, 'request refused');
    }
    return sendError(request, reply, appError);
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('validation', { fields: error.validation.map(fieldErrorOf) });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation', { fields: [{ key: 'body', messageKey: 'invalidJson' }] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payloadTooLarge');
  }
  // Postgres "data exception" (class 22: out of range, bad encoding …) comes from a value the caller sent
  if (/^22/.test(sqlStateOf(error))) {
    return new AppError('validation', { fields: [{ key: 'error', messageKey: 'invalidValue' }] });
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('notFound');
  if (status === 405) return new AppError('methodNotAllowed');
  if (status === 413) return new AppError('payloadTooLarge');
  if (status === 415) return new AppError('unsupportedMediaType');
  // a service we call did not answer (the card gateway's GatewayUnavailableError): an outage, not a fault
  if (status === 502) return new AppError('gatewayUnavailable');
  if (status >= 400 && status < 500) {
    return new AppError('validation', { fields: [{ key: 'error', messageKey: 'invalidValue' }] });
  }
  return new AppError('internal');
}

// zod leaves the input out of its issues, so a global error map marks the missing ones (an absent enum
// too), and a text or a choice left empty (''): the page says "required" for it,
// and the answer that names every field at once (issue 36) says the same, not "at least 10 characters"
const MISSING = 'missing';
z.config({
  customError: (issue) =>
    ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) ||
    ((issue.code === 'too_small' || issue.code === 'invalid_value') && issue.input === '')
      ? MISSING
      : undefined,
});

function sqlStateOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

type Issue = ZodFastifySchemaValidationError & { params: Record<string, unknown> };

/** Maps a zod issue to the field it concerns and a message our catalogue can say in both languages. */
function fieldErrorOf(issue: ZodFastifySchemaValidationError): FieldError {
  const { params } = issue as Issue;
  const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  const custom = (params.params as { messageKey?: MessageKey } | undefined)?.messageKey;
  if (custom) return { key, messageKey: custom };
  const isString = params.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      if (issue.message === MISSING) return { key, messageKey: 'required' };
      return { key, messageKey: params.expected === 'number' ? 'invalidNumber' : 'invalidType' };
    case 'too_small':
      if (issue.message === MISSING || (isString && params.minimum === 1)) return { key, messageKey: 'required' };
      return { key, messageKey: isString ? 'tooShort' : 'tooSmall', params: { min: Number(params.minimum) } };
    case 'too_big':
      return { key, messageKey: isString ? 'tooLong' : 'tooBig', params: { max: Number(params.maximum) } };
    case 'invalid_format':
      if (params.format === 'email') return { key, messageKey: 'invalidEmail' };
      if (params.format === 'url') return { key, messageKey: 'invalidUrl' };
      return { key, messageKey: 'invalidValue' };
    case 'invalid_value':
      if (issue.message === MISSING) return { key, messageKey: 'required' };
      return { key, messageKey: 'invalidOption' };
    default:
      return { key, messageKey: 'invalidValue' };
  }
}
