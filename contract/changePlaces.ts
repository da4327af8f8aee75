/**
 * Where a change stands in an instance's feed, apart from the change stream's schemas so that every request of
 * the SPA can read it without them.
 */
/**
 * On every API answer of a server that hears every change: the id of the last change it had published when the
 * answer's work began. A stream opened with the oldest such id as `Last-Event-ID` replays each change the answers
 * may lack, so a client need not read them again once its stream is open.
 */
export const LAST_CHANGE_HEADER = 'last-change-id';

/** A change's id is `<run>-<sequence>`: its place in one run of one instance, comparable only within that run. */
export interface ChangePlace {
  run: string;
  sequence: number;
}

const CHANGE_ID = /^([0-9a-z]+)-(\d+)$/;

export function changePlace(id: string): ChangePlace | undefined {
  const match = CHANGE_ID.exec(id);
  return match ? { run: match[1], sequence: Number(match[2]) } : undefined;
}

export const changeId = ({ run, sequence }: ChangePlace): string => `${run}-${sequence}`;
