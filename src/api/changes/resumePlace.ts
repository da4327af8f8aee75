/**
 * Where a tab's first change stream may resume from, so what the page read before it opened need not be read
 * again: the oldest LAST_CHANGE_HEADER among the answers so far, as every later change is replayed from there.
 * An answer without one (another server, or ours before it hears every change) or from another run of an instance
 * leaves nothing safe to resume from, and the stream then refetches what is shown, as after any gap.
 */
import { type ChangePlace, changeId, changePlace, LAST_CHANGE_HEADER } from '../../../contract/changePlaces';

export interface ResumePlace {
  /** every answer of the API, its headers as they came */
  note(headers: Headers): void;
  /** Once: a later stream opens after a gap no answer tells about, so it gets nothing. */
  take(): string | undefined;
}

export function resumePlace(): ResumePlace {
  let oldest: ChangePlace | 'unsure' | undefined;
  let taken = false;
  return {
    note(headers) {
      if (taken || oldest === 'unsure') return;
      const place = changePlace(headers.get(LAST_CHANGE_HEADER) ?? '');
      if (!place || (oldest && oldest.run !== place.run)) oldest = 'unsure';
      else if (!oldest || place.sequence < oldest.sequence) oldest = place;
    },
    take() {
      const place = taken ? undefined : oldest;
      taken = true;
      return place && place !== 'unsure' ? changeId(place) : undefined;
    },
  };
}

/** The page's own. */
export const pageResumePlace: ResumePlace = resumePlace();
