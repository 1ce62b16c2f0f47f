import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasControlCharacter, type MultipartSpec } from '@exchange/contracts';
import { AppError, fail } from '../errors';
import { controlCharacterError } from './control-characters';
import { badRequestFromZod } from './validation-error';

export interface MultipartForm<Fields> {
  fields: Fields;
  /** Non-empty files by part name. */
  files: Map<string, Buffer>;
}

const refuse = (field: string, reason: string): never => fail('BAD_REQUEST', { field, values: { reason } });

/** RFC 2046 caps a boundary at 70 characters; a longer one is only ever an attack on the parser. */
const MAX_BOUNDARY_LENGTH = 70;

const checkContentType = (request: FastifyRequest) => {
  if (!request.isMultipart()) refuse('Content-Type', 'must be multipart/form-data');
  const boundary = /boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(request.headers['content-type'] ?? '');
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  if (!value) refuse('Content-Type', 'must name the multipart boundary');
  if (value.length > MAX_BOUNDARY_LENGTH)
    refuse('Content-Type', `has a multipart boundary over ${MAX_BOUNDARY_LENGTH} characters`);
};

/** A parser failure (cut-short body, too many parts, a file over the limit) as the 4xx it is, naming what broke. */
const asClientError = (error: unknown, field: string): AppError => {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', { field });
  if (
    statusCode === 413 ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  )
    return new AppError('PAYLOAD_TOO_LARGE', { field: 'body' });
  return new AppError('BAD_REQUEST', {
    field: 'body',
    values: { reason: 'is not a well-formed multipart form' },
  });
};

/**
 * Reads a multipart body into memory, within the limits @fastify/multipart enforces globally (5 MB per file, 4
 * files, 20 fields of ≤ 1 KB), and checks the text fields against the operation's schema — the multipart twin of
 * Fastify's schema step, so control characters and unknown fields are refused the same way. Only the named file
 * parts are accepted; an unknown or repeated part is a 400 that names it. An empty file part is what a browser sends
 * for an untouched file input, so it counts as missing.
 */
export const readMultipartForm = async <Fields extends z.ZodType>(
  request: FastifyRequest,
  spec: MultipartSpec<Fields>,
): Promise<MultipartForm<z.output<Fields>>> => {
  checkContentType(request);
  const text: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  const seen = new Set<string>();
  let current = 'body';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (hasControlCharacter(part.fieldname)) throw controlCharacterError([], 'body');
      if (seen.has(part.fieldname)) refuse(part.fieldname, 'must be sent once');
      seen.add(part.fieldname);
      if (part.type === 'file') {
        if (!spec.files.includes(part.fieldname)) refuse(part.fieldname, 'is not an expected file');
        const data = await part.toBuffer();
        if (data.length > 0) files.set(part.fieldname, data);
        continue;
      }
      if (spec.files.includes(part.fieldname)) refuse(part.fieldname, 'must be a file');
      if (part.fieldnameTruncated || part.valueTruncated) refuse(part.fieldname, 'is too long');
      if (typeof part.value !== 'string') refuse(part.fieldname, 'must be text');
      if (hasControlCharacter(part.value as string)) throw controlCharacterError([part.fieldname]);
      text[part.fieldname] = part.value as string;
    }
  } catch (error) {
    throw asClientError(error, current);
  }
  const parsed = spec.fields.safeParse(text);
  if (!parsed.success) throw badRequestFromZod(parsed.error);
  return { fields: parsed.data, files };
};
