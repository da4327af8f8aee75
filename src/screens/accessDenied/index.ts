import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';

/** Where react-admin sends a page the signed-in admin's role may not open. */
export const accessDeniedScreen: CustomScreen = {
  path: '/access-denied',
  Screen: lazyScreen(() => import('./AccessDeniedPage').then((m) => m.AccessDeniedPage)),
};
