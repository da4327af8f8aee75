/**
 * react-query tells its subscribers of a change in a task of their own: a list's answer primes each record's
 * cache entry, so a first page would queue a task per row, and each task that touches a drawn query redraws it.
 * Run together, the notices due at one moment make one task, and React draws their changes in one render.
 */
type Notice = () => void;

/** `setTimer` is injectable so tests can hold the task. */
export function coalescingScheduler(setTimer: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  let waiting: Notice[] = [];
  const runWaiting = () => {
    const due = waiting;
    waiting = [];
    for (const notice of due) {
      try {
        notice();
      } catch (error) {
        // one failing subscriber must not silence the others; it still surfaces, as it did in a task of its own
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  return (notice: Notice): void => {
    waiting.push(notice);
    if (waiting.length === 1) setTimer(runWaiting);
  };
}
