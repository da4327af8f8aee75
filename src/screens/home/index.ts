import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';

/** The app shows the same screen at /home. */
export const HOME_PATH = '/';

export const homeScreen: CustomScreen = {
  path: '/home',
  Screen: lazyScreen(() => import('./HomePage').then((m) => m.HomePage)),
};
