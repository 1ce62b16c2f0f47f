import pino, { type LoggerOptions } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Paths pino blanks out wherever they appear in a logged object: tokens, passwords and codes never reach a log.
 * The request serializer below also drops query strings, which may carry `Authorization` (data socket) or codes.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.payPassword',
  '*.code',
  '*.captchaCode',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  'password',
  'accessToken',
  'refreshToken',
];

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: request.url.split('?')[0],
      ip: request.ip,
    }),
  },
});

export const createLogger = (level: string) => pino(loggerOptions(level));
/** The logger every part receives: Fastify's pino instance, with the redaction above. */
export type Logger = FastifyBaseLogger;
