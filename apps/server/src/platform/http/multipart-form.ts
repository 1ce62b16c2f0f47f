import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/errors';

export interface MultipartForm {
  fields: Record<string, string>;
  /** Non-empty files by part name. */
  files: Map<string, Buffer>;
}

const refuse = (field: string, reason: string): never => fail('BAD_REQUEST', { field, values: { reason } });

/**
 * Reads a multipart body into memory, within the limits @fastify/multipart enforces globally (5 MB per file, 4
 * files, 20 fields of ≤ 1 KB). Only the named file parts are accepted; an unknown or repeated part is a 400 that
 * names it (unknown fields are rejected like everywhere else). An empty file part is what a browser sends for an
 * untouched file input, so it counts as missing.
 */
export const readMultipartForm = async (
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> => {
  if (!request.isMultipart()) refuse('body', 'must be multipart/form-data');
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  const seen = new Set<string>();
  for await (const part of request.parts()) {
    if (seen.has(part.fieldname)) refuse(part.fieldname, 'must be sent once');
    seen.add(part.fieldname);
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) refuse(part.fieldname, 'is not an expected file');
      const data = await readFile(part.fieldname, () => part.toBuffer());
      if (data.length > 0) files.set(part.fieldname, data);
      continue;
    }
    if (fileFields.includes(part.fieldname)) refuse(part.fieldname, 'must be a file');
    if (part.fieldnameTruncated || part.valueTruncated) refuse(part.fieldname, 'is too long');
    if (typeof part.value !== 'string') refuse(part.fieldname, 'must be text');
    fields[part.fieldname] = part.value as string;
  }
  return { fields, files };
};

/** The size limit surfaces as a 413 that names the file. */
const readFile = async (field: string, toBuffer: () => Promise<Buffer>) => {
  try {
    return await toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') fail('PAYLOAD_TOO_LARGE', { field });
    throw error;
  }
};
