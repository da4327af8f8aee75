/** Fetched only when a screen throws, so the login page does not carry it; no fallback, the screen failed already. */
import { lazyPart } from '../kit/lazyPart';

export const ErrorPage = lazyPart(() => import('./reactAdminError').then((m) => m.Error));
