import type { FastifyInstance } from 'fastify';

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand (no form-data library in the tree): CRLF-delimited parts. */
export const multipartBody = (
  parts: MultipartPart[],
  boundary = `----test-boundary-${Date.now().toString(16)}`,
) => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** POSTs a multipart body through app.inject and splits the envelope out, like support/api.ts `call`. */
export const postMultipart = async (
  app: FastifyInstance,
  path: string,
  parts: MultipartPart[],
  options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
) => {
  const { payload, contentType } = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/api/app-api/${path}`,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      'content-type': contentType,
      userType: 'main',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload,
  });
  const body = response.json() as { code: number; data: unknown; msg: string };
  return { status: response.statusCode, code: body.code, data: body.data, msg: body.msg, body };
};

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG magic bytes (SOI + JFIF APP0 header) followed by filler: enough for detection by magic bytes. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 0),
  Buffer.from('ffd9', 'hex'),
]);
/** Plain text that a client labelled as a PNG. */
export const TEXT_BYTES = Buffer.from('this is not an image, just text pretending to be one\n');

export const pngPart = (name: string, data: Buffer = PNG_BYTES): MultipartPart => ({
  name,
  filename: `${name}.png`,
  contentType: 'image/png',
  data,
});
