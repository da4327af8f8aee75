import { lazyScreen } from '../../kit/lazyPart';

/** The signed-in layout, fetched with the first screen: the login page carries none of it. */
export const AppLayout = lazyScreen(() => import('./AppLayout').then((m) => m.AppLayout));
