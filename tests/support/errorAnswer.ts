/**
 * What a test expects of an error answer: `{ ok: false, error, code, params }` (and `fields` on a 400 that
 * names fields), the code one of the catalogue's (contract/errorCodes.ts). Give the code where the test holds it.
 */
import { expect } from 'vitest';
import { type ErrorCode, errorCodeList } from '../../contract/errorCodes';

export const errorAnswer = (error: unknown = expect.any(String), code?: ErrorCode) =>
  expect.objectContaining({
    ok: false,
    error,
    code: code ?? expect.toBeOneOf(errorCodeList),
    params: expect.any(Object),
  });
