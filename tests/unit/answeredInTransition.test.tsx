/**
 * What is set from an answer handed over in a transition is a transition update: while the part it brings is
 * still being fetched (suspended), React keeps what the page showed rather than putting a fallback in its place,
 * which an ordinary update of the same state does.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { answeredInTransition } from '../../src/shell/answeredInTransition';

afterEach(cleanup);

const neverFetched = new Promise<never>(() => undefined);
const StillFetching = (): ReactNode => {
  throw neverFetched;
};

function renderTaker() {
  let take: (shown: ReactNode) => void = () => undefined;
  const Taker = () => {
    const [shown, setShown] = useState<ReactNode>('the page before');
    take = setShown;
    return <Suspense fallback="a fallback">{shown}</Suspense>;
  };
  render(<Taker />);
  return (shown: ReactNode) => take(shown);
}

it('hands the answer over at once, and what it sets keeps the page while its part is fetched', async () => {
  const take = renderTaker();
  let taken = false;
  await act(async () => {
    void answeredInTransition(<StillFetching />).then((answer) => {
      taken = true;
      take(answer);
    });
    expect(taken).toBe(true);
  });
  expect(screen.queryByText('the page before')).not.toBeNull();
  expect(screen.queryByText('a fallback')).toBeNull();
});

it('is told apart from an ordinary update, which shows the fallback', async () => {
  const take = renderTaker();
  await act(async () => take(<StillFetching />));
  expect(screen.queryByText('a fallback')).not.toBeNull();
});
