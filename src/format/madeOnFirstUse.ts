/**
 * A value made when first asked for, then kept. Making an Intl format loads its locale's data, milliseconds on
 * the page's first load, which a screen that never shows a date, an amount or a sorted list need not pay.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
