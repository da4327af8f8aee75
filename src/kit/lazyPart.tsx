/** A component fetched when it first renders, so its code stays out of the login page's and the shell's JavaScript. */
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';
import { ScreenFallback } from './ScreenFallback';

export type LazyPart<P extends object = object> = ((props: P) => ReactNode) & {
  /** the same promise every time */
  preload(): Promise<unknown>;
};

/**
 * Each part waits for its code in its own state rather than suspending, so it draws itself as its code arrives
 * wherever it was first drawn: a part suspended inside rows drawn in the background can stay on its fallback
 * until something else redraws the row.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk load (offline, a new deployment) may succeed when tried again
        throw error;
      },
    );
    return loading;
  };
  const Part = (props: P): ReactNode => {
    // code already here renders with no fallback frame
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (component) return;
      let mounted = true;
      preload().then(
        (arrived) => mounted && setComponent(() => arrived),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    // to the nearest error boundary, whose retry draws the part again and so fetches it again
    if (failure) throw failure.error;
    return component ? createElement(component, props) : fallback;
  };
  return Object.assign(Part, { preload });
}

export const isLazyPart = (component: unknown): component is LazyPart =>
  typeof component === 'function' && typeof (component as Partial<LazyPart>).preload === 'function';

/** The fallback reserves the screen's room, so nothing shifts when it arrives. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, <ScreenFallback />);
