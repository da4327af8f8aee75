/**
 * JSON answers above a small size travel compressed (issue 20): a page of members or payments is several kB of
 * repetitive JSON that brotli shrinks to a fraction, on the phones and office lines the operators use.
 * Only JSON: the SPA's files come precompressed from the build (spa.ts), and the streamed workbook is a zip
 * already, so compressing it would spend CPU for nothing and hold its stream in a compressor (it is left alone
 * by its type). Brotli at quality 4, @fastify/compress's default for answers made on the fly: near gzip's speed.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes the headers and the compressor's frame cost about what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The answers compressed: JSON, whatever its charset. */
export const COMPRESSED_TYPES = /^application\/json\b/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSED_TYPES,
  });
}
