/**
 * Where a tab's first change stream resumes from (src/api/changes/resumePlace.ts): the oldest place among the
 * answers read before it, or nowhere when any answer cannot say.
 */
import { describe, expect, it } from 'vitest';
import { LAST_CHANGE_HEADER } from '../../contract';
import { resumePlace } from '../../src/api/changes/resumePlace';

const answer = (place?: string) => new Headers(place === undefined ? {} : { [LAST_CHANGE_HEADER]: place });

const afterAnswers = (...places: (string | undefined)[]) => {
  const resume = resumePlace();
  for (const place of places) resume.note(answer(place));
  return resume;
};

describe('the resume place', () => {
  it('is the oldest place the answers were read at, whatever order they came in', () => {
    expect(afterAnswers('mi3k-12', 'mi3k-9', 'mi3k-15').take()).toBe('mi3k-9');
  });

  it('is nowhere before any answer, or once an answer came without a place or with one it cannot read', () => {
    expect(afterAnswers().take()).toBeUndefined();
    expect(afterAnswers('mi3k-9', undefined, 'mi3k-12').take()).toBeUndefined();
    expect(afterAnswers('mi3k-9', 'not a place').take()).toBeUndefined();
  });

  it('is nowhere when the answers came from different runs of an instance, whose places do not compare', () => {
    expect(afterAnswers('mi3k-9', 'mi3m-2').take()).toBeUndefined();
  });

  it('is taken once: a later stream opens after a gap the answers do not tell about', () => {
    const resume = afterAnswers('mi3k-9');
    expect(resume.take()).toBe('mi3k-9');
    resume.note(answer('mi3k-20'));
    expect(resume.take()).toBeUndefined();
  });
});
