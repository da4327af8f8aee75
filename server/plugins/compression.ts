/** Only JSON: the SPA's files come precompressed from the build, and the streamed workbook is a zip already. */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes the headers and the compressor's frame cost about what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const COMPRESSED_TYPES = /^application\/json\b/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSED_TYPES,
  });
}
