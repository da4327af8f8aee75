/**
 * A value made when first asked for, then kept. Making an Intl format loads its locale's data, and a MUI theme
 * merges a tree of defaults: milliseconds of a page's first load, which a page that never uses them need not pay.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
