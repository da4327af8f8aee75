/**
 * A component whose code is fetched the first time it renders (or earlier, through preload), so a screen's
 * code stays out of the login page's and the shell's JavaScript (issue 20: code splitting along routes).
 * While the code travels the fallback holds the place: a screen passes one that reserves the content's room,
 * so nothing shifts when the screen arrives.
 */
import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { ScreenFallback } from './ScreenFallback';

export type LazyPart<P extends object = object> = ((props: P) => ReactNode) & {
  /** starts fetching the code (menu hover, a view opening with its parts); the same promise every time */
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
    // code already here renders at once, with no fallback for a frame (a list's Edit opening the form beside
    // it); chosen once per mount, since switching between the two trees would remount the part and lose its state
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

/** Whether a component is a lazy part (a declaration's views and buttons may be either). */
export const isLazyPart = (component: unknown): component is LazyPart =>
  typeof component === 'function' && typeof (component as Partial<LazyPart>).preload === 'function';

/** A screen fetched when it opens, its room held by the fallback meanwhile. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, <ScreenFallback />);
