/** History fallback: a GET outside /api that names no file answers index.html, so deep links survive a reload. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../apiPath';
import { errorBody, notFound } from '../errors';

export async function registerSpa(app: FastifyInstance, spaDir: string) {
  const hasBuild = existsSync(path.join(spaDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: true,
      index: ['index.html'],
      // the build writes .br and .gz beside each text file (scripts/precompressAssets.ts): the smallest the
      // browser accepts is sent, with its content-encoding
      preCompressed: true,
      // hashed assets never change and index.html is fetched fresh; the file server's own header would replace these
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // the same URL answers brotli, gzip or plain by the request's accept-encoding: shared caches must know
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // sent, not returned: Fastify awaits a returned reply as a promise, whose listeners on top of
    // @fastify/static's own exceed Node's 10 per response (MaxListenersExceededWarning)
    if (hasBuild && wantsPage) {
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    const what = isApiPath(request.url) ? 'API route' : 'page';
    const address = request.url.split('?')[0];
    const missing = notFound(`No such ${what}: ${request.method} ${address}`, 'route.not_found', {
      method: request.method,
      path: address,
    });
    reply.status(404).send(errorBody(missing));
  });
}
