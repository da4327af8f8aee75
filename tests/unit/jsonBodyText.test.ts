import { describe, expect, it } from 'vitest';
import {
  duplicateKeyMessage,
  findJsonBodyProblem,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
} from '../../contract/jsonBodyText';
import { cpuMsOf } from '../support/cpuTime';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('findJsonBodyProblem', () => {
  it('accepts the bodies the contract sends, and nesting up to the limit', () => {
    expect(findJsonBodyProblem('{"username":"a","password":"b","app_key":"matchday"}')).toBeUndefined();
    expect(findJsonBodyProblem('{"a":{"b":[1,{"c":"}{]["}]},"d":"\\"a\\""}')).toBeUndefined();
    expect(findJsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    // the same key in different objects is fine
    expect(findJsonBodyProblem('[{"id":1},{"id":2}]')).toBeUndefined();
    expect(findJsonBodyProblem('{"a":{"id":1},"id":2}')).toBeUndefined();
  });

  it('refuses nesting beyond the limit, objects and arrays alike', () => {
    expect(findJsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(findJsonBodyProblem('{"a":'.repeat(40))).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses 500,000 nested brackets in well under a millisecond of work: it stops at the limit', () => {
    const hostile = '['.repeat(500_000);
    const cpuMs = cpuMsOf(() => {
      for (let i = 0; i < 100; i++) expect(findJsonBodyProblem(hostile)).toBe(TOO_DEEP_MESSAGE);
    });
    expect(cpuMs / 100).toBeLessThan(1);
  });

  it('refuses a key named twice in one object, however it is escaped', () => {
    expect(findJsonBodyProblem('{"status":"cancelled","status":"completed"}')).toBe(duplicateKeyMessage('status'));
    expect(findJsonBodyProblem('{"status":"x", "\\u0073tatus":"y"}')).toBe(duplicateKeyMessage('status'));
    expect(findJsonBodyProblem('[{"a":{"b":1,"b":2}}]')).toBe(duplicateKeyMessage('b'));
  });

  it('does not mistake brackets, commas or quotes inside strings for structure', () => {
    expect(findJsonBodyProblem(`{"a":"${'['.repeat(100)}","b":"x,\\"a\\":1"}`)).toBeUndefined();
    expect(findJsonBodyProblem('{"a":"x","b":["a","a"]}')).toBeUndefined();
  });
});
