/** What every signed-in screen runs, whichever it is: the app and its layout. */
export const SIGNED_IN_MODULES = ['/src/shell/appRoot.tsx', '/src/shell/layout/AppLayout.tsx'];

export const holdsSignedInApp = (moduleIds: readonly string[]): boolean =>
  moduleIds.some((id) => SIGNED_IN_MODULES.some((module) => id.endsWith(module)));
