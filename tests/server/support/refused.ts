/** The check every write test makes of a refusal: the status, an error for a person, and nothing changed. */
import { expect } from 'vitest';
import { errorAnswer } from '../../support/errorAnswer';

interface Answered {
  statusCode: number;
  body: string;
}

/**
 * An `expectRefused(request, status, errorMentions?)` for a test file: it takes `snapshot()` (everything a
 * refused request must leave as it was) before and after the request and expects them equal, and the answer
 * to be `{ ok: false, error }` with `errorMentions` in the error.
 */
export function refusedWithoutChange(snapshot: () => Promise<unknown>) {
  return async (request: () => Promise<Answered>, status: number, errorMentions = '') => {
    const before = await snapshot();
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(JSON.parse(response.body)).toEqual(errorAnswer(expect.stringContaining(errorMentions)));
    expect(await snapshot()).toEqual(before);
  };
}
