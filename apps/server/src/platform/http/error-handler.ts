import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCodes, type ErrorData } from '@exchange/contracts';
import { AppError } from '../errors';
import { resolveLanguage, type Catalogue } from '../i18n';
import { badRequestFromIssues, fieldOfIssue } from './validation-error';

const languageOf = (request: FastifyRequest) => {
  const header = request.headers.language;
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue name of the error this request was answered with (the staff audit log records it). */
    failure?: string;
  }
}

/** A refusal's message in `language`: a bad request names its field; values fill the text. The sockets use it too. */
export const errorMessage = (catalogue: Catalogue, language: string, error: AppError) => {
  const { definition, details } = error;
  const key = definition.key === 'badRequest' && details.field ? 'badRequestField' : definition.key;
  return catalogue.translate(language, 'error', key, { field: details.field ?? '', ...details.values });
};

const send = (request: FastifyRequest, reply: FastifyReply, catalogue: Catalogue, error: AppError) => {
  const { definition, details } = error;
  request.failure = details.field ? `${error.errorName}:${details.field}` : error.errorName;
  const msg = errorMessage(catalogue, languageOf(request), error);
  const data: ErrorData = details.data ?? (details.field ? { field: details.field } : null);
  if (error.errorName === 'RATE_LIMITED' && data?.retryAfterSeconds)
    reply.header('retry-after', data.retryAfterSeconds);
  return reply
    .status(definition.status)
    .send({ code: definition.code, data, msg, showType: definition.showType });
};

/** Maps framework errors (validation, body parsing, limits) onto the catalogue; nothing internal leaks. */
const toAppError = (error: FastifyError): AppError | null => {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((validation) => ({
      field: fieldOfIssue(validation.instancePath.split('/').filter(Boolean), validation.params),
      message: validation.message ?? 'invalid',
    }));
    return badRequestFromIssues(issues, error.validationContext ?? 'body');
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 414)
    return new AppError('BAD_REQUEST', { field: 'path', values: { reason: 'is too long' } });
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('RATE_LIMITED', { values: { seconds: 60 } });
  if (status >= 400 && status < 500) {
    return new AppError('BAD_REQUEST', {
      field: 'body',
      values: {
        reason:
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'not valid JSON'
            : 'invalid',
      },
    });
  }
  return null;
};

/** Answers any error with the envelope; anything not a known refusal is logged and answered as a bare 500. */
export const answerError = (
  catalogue: Catalogue,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const appError = toAppError(error);
  if (appError) return send(request, reply, catalogue, appError);
  request.log.error({ err: error }, 'unhandled error');
  return send(request, reply, catalogue, new AppError('INTERNAL'));
};

export const registerErrorHandler = (app: FastifyInstance, catalogue: Catalogue) => {
  app.setErrorHandler((error: FastifyError, request, reply) => answerError(catalogue, error, request, reply));
};

export { ErrorCodes };
