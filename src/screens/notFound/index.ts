import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';

/** Every path no other screen takes. */
export const notFoundScreen: CustomScreen = {
  path: '*',
  Screen: lazyScreen(() => import('./NotFoundPage').then((m) => m.NotFoundPage)),
};
