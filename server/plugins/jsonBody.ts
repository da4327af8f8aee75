/** Checked as text first: deep nesting or a duplicate key costs one pass over the text, never a parse. */
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
