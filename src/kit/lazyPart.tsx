/** A component fetched when it first renders, so its code stays out of the login page's and the shell's JavaScript. */
import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { ScreenFallback } from './ScreenFallback';

export type LazyPart<P extends object = object> = ((props: P) => ReactNode) & {
  /** the same promise every time */
  preload(): Promise<unknown>;
};

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk load (offline, a new deployment) may succeed when tried again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const Part = (props: P): ReactNode => {
    // code already here renders with no fallback frame; chosen once per mount, as switching trees would lose state
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready, props);
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return Object.assign(Part, { preload });
}

export const isLazyPart = (component: unknown): component is LazyPart =>
  typeof component === 'function' && typeof (component as Partial<LazyPart>).preload === 'function';

/** The fallback reserves the screen's room, so nothing shifts when it arrives. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, <ScreenFallback />);
