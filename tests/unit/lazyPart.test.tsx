/**
 * A lazy part (src/kit/lazyPart.tsx): its code is fetched when it first renders or when preloaded, its fallback
 * holds the place meanwhile, code already fetched renders at once, and a failed fetch is tried again.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/kit/lazyPart';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A loader the test resolves or rejects by hand, counting its calls. */
function manualLoader() {
  const loader = {
    calls: 0,
    settle: { resolve: () => {}, reject: (_error: Error) => {} },
    load: () => {
      loader.calls++;
      return new Promise<typeof Greeting>((resolve, reject) => {
        loader.settle = { resolve: () => resolve(Greeting), reject };
      });
    },
  };
  return loader;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Shows the failure below it, and draws its children again when asked. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () =>
    this.state.failed ? (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        failed
      </button>
    ) : (
      this.props.children
    );
}

describe('lazyPart', () => {
  it('shows the fallback until the code arrives, then the part with its props; fetched once', async () => {
    const loader = manualLoader();
    const Part = lazyPart(loader.load, <span>loading</span>);
    expect(loader.calls).toBe(0);
    render(<Part name="Somchai" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => loader.settle.resolve());
    expect(await screen.findByText('Hello Somchai')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await Part.preload();
    expect(loader.calls).toBe(1);
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const loader = manualLoader();
    const Part = lazyPart(loader.load, <span>loading</span>);
    const preloaded = Part.preload();
    expect(Part.preload()).toBe(preloaded);
    loader.settle.resolve();
    await preloaded;
    render(<Part name="Malee" />);
    expect(screen.getByText('Hello Malee')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('fetches again after a failed fetch (offline, a new deployment)', async () => {
    const loader = manualLoader();
    const Part = lazyPart(loader.load);
    const first = Part.preload();
    loader.settle.reject(new Error('chunk failed'));
    await expect(first).rejects.toThrow('chunk failed');
    const second = Part.preload();
    expect(loader.calls).toBe(2);
    loader.settle.resolve();
    await second;
    render(<Part name="Anan" />);
    expect(screen.getByText('Hello Anan')).toBeTruthy();
  });

  it('brings a failed fetch to the error boundary, and fetches again when drawn again', async () => {
    const loader = manualLoader();
    const Part = lazyPart(loader.load, <span>loading</span>);
    // React reports the error the boundary caught
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Part name="Kanya" />
      </Boundary>,
    );
    await act(async () => loader.settle.reject(new Error('chunk failed')));
    const retry = await screen.findByRole('button', { name: 'failed' });
    await act(async () => retry.click());
    expect(loader.calls).toBe(2);
    await act(async () => loader.settle.resolve());
    expect(await screen.findByText('Hello Kanya')).toBeTruthy();
  });
});
