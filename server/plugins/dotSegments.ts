/** No link or route has a `.` or `..` segment, and the static file server's refusal of one is a 500: refuse it first. */
import type { FastifyInstance } from 'fastify';
import { errorBody, failure } from '../errors';

/** `.` or `..` between slashes or backslashes (Windows separators, sent encoded as %5c) */
const DOT_SEGMENT = /(^|[/\\])\.{1,2}([/\\]|$)/;

function decodedPath(url: string): string | undefined {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

export function hasDotSegment(url: string): boolean {
  const path = decodedPath(url);
  // broken encoding is the router's to refuse (server/plugins/errors.ts, answerFrameworkError)
  return path !== undefined && DOT_SEGMENT.test(path);
}

export function registerDotSegmentRefusal(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasDotSegment(request.raw.url ?? '/')) {
      done();
      return;
    }
    reply
      .status(400)
      .send(errorBody(failure(400, "The address is not valid (it has a '.' or '..' segment)", 'request.dot_segment')));
  });
}
