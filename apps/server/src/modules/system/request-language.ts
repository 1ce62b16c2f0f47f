import type { FastifyRequest } from 'fastify';
import { resolveLanguage } from '../../platform/i18n';

/** The supported language a request asks for: an explicit `lang` wins over the `language` header (spec §7). */
export const requestLanguage = (request: FastifyRequest, explicit?: string): string => {
  const header = request.headers.language;
  return resolveLanguage(explicit ?? (Array.isArray(header) ? header[0] : header));
};
