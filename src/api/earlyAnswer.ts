/**
 * The first list's GET, or a screen's first read, sent by index.html's shell script as the page is parsed, long
 * before the app's code has arrived (src/shell/staticShell/). The app's own identical request, with the same token,
 * takes its answer once.
 */
export const EARLY_ANSWER = 'matchdayEarlyAnswer';

interface EarlyAnswer {
  /** path and query, as `apiUrl` makes them */
  path: string;
  token: string;
  answer: Promise<Response>;
}

const pending = () => globalThis as unknown as Record<typeof EARLY_ANSWER, EarlyAnswer | undefined>;

/** Whether the shell asked for something that nothing has taken yet. */
export const earlyAnswerWaiting = (): boolean => pending()[EARLY_ANSWER] !== undefined;

/** Whether the answer waiting to be taken succeeded, read without taking it; undefined when none waits. */
export const earlyAnswerSucceeded = (): Promise<boolean> | undefined =>
  pending()[EARLY_ANSWER]?.answer.then(
    (response) => response.ok,
    () => false,
  );

export function takeEarlyAnswer(url: URL, token: string | null): Promise<Response> | undefined {
  const early = pending()[EARLY_ANSWER];
  if (!early || early.token !== token || early.path !== `${url.pathname}${url.search}`) return undefined;
  pending()[EARLY_ANSWER] = undefined;
  return early.answer;
}
