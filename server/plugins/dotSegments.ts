/**
 * A path with a `.` or `..` segment, raw or percent-encoded (`%2e%2e`, `..%5c`), names nothing here: the
 * SPA's links and the API's routes never have one, and the static file server refused them with an error
 * that became a 500. They are answered 400 before routing, like any other malformed address.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody, failure } from '../errors';

/** `.` or `..` between slashes or backslashes (Windows separators, sent encoded as %5c) */
const DOT_SEGMENT = /(^|[/\\])\.{1,2}([/\\]|$)/;

/** The path part of a request URL, percent-decoded; undefined when its encoding is broken. */
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
