/**
 * react-admin's error page, shown when a screen throws: fetched only then, so the login page does not carry it.
 * No fallback: the page replaces a screen that already failed.
 */
import { lazyPart } from '../kit/lazyPart';

export const ErrorPage = lazyPart(() => import('./reactAdminError').then((m) => m.Error));
