import { startTransition } from 'react';

/**
 * A promise's stand-in whose answer, taken through `then`, is handed over at once inside a transition: whatever
 * state the taker sets with it is a transition update. react-admin sets its routes from the answer of its
 * function child this way and draws the whole screen with them. An ordinary update there is drawn in one task,
 * as React batches it with the first store notice into a synchronous render: the page's longest task (about
 * 350 ms on a laptop, four times that on a slowed phone). A transition is drawn in slices the browser takes its
 * turns between, and the page stays as it was while a part of the screen is still being fetched.
 */
export const answeredInTransition = <T>(answer: T): Promise<T> =>
  ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what react-admin takes an asynchronous answer as
    then: (take: (value: T) => void) => startTransition(() => take(answer)),
  }) as unknown as Promise<T>;
