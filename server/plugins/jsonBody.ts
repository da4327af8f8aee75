/**
 * JSON bodies are checked as text before they are parsed (contract/jsonBodyText.ts): nesting deeper than
 * the contract could need, or a key named twice in one object, is a 400 that costs one pass over the text,
 * never a parse. Then Fastify's own parser (empty body, invalid JSON, __proto__ and constructor poisoning).
 */
import type { FastifyInstance } from 'fastify';
import { jsonBodyProblem } from '../../contract/jsonBodyText';
import { ApiError } from '../errors';

export function registerJsonBodyChecks(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonBodyProblem(body as string);
    if (problem) {
      done(new ApiError(400, problem.message, problem.code, problem.params), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
