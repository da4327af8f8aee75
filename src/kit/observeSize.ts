/**
 * Calls back when an observed element changes size. Where ResizeObserver is missing
 * (jsdom), nothing is observed: a table then keeps all its columns and its edges plain.
 */
export function observeSize(callback: () => void) {
  if (typeof ResizeObserver === 'undefined') return { observe: (_element: Element) => {}, disconnect: () => {} };
  return new ResizeObserver(callback);
}
