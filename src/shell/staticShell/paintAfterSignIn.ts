/** Where index.html's shell script leaves its painting when the page opened signed out, on the login page. */
export const PAINT_SHELL = 'matchdayPaintShell';

/**
 * After the light login page signs in, the app's first drawing replaces the login form with a page still empty
 * until its layout is drawn; the static shell, painted now for the stored token and the address, covers it until
 * the app's heading is there, as on a signed-in page load.
 */
export function paintShellAfterSignIn(): void {
  (globalThis as unknown as Record<typeof PAINT_SHELL, (() => boolean) | undefined>)[PAINT_SHELL]?.();
}
