import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers are sent as they are: compressing them costs more time than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API answers of the context it is registered in (JSON above the threshold — market pages, klines,
 * fund records) by the client's `Accept-Encoding`: brotli at a fast quality, else gzip. The apps' built files are
 * compressed once at build time and served as they are (static-files.ts), so this is not registered for them.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
