export const ELLIPSIS = 'ellipsis';
export type PageItem = number | typeof ELLIPSIS;

export const MAX_NUMBERED_PAGES = 5;
/** First and last are always shown; the rest is the window around the current page. */
const WINDOW = MAX_NUMBERED_PAGES - 2;

export function pageWindow(current: number, total: number): PageItem[] {
  const last = Math.max(0, Math.trunc(total));
  if (last <= MAX_NUMBERED_PAGES) return Array.from({ length: last }, (_, i) => i + 1);

  const page = Math.min(last, Math.max(1, Math.trunc(current) || 1));
  // centre the window on the current page, then slide it inside 2..last-1
  const start = Math.min(Math.max(2, page - Math.floor(WINDOW / 2)), last - WINDOW);
  const end = start + WINDOW - 1;

  const items: PageItem[] = [1];
  if (start > 2) items.push(ELLIPSIS);
  for (let p = start; p <= end; p++) items.push(p);
  if (end < last - 1) items.push(ELLIPSIS);
  items.push(last);
  return items;
}

export function canGoPrevious(current: number): boolean {
  return current > 1;
}

export function canGoNext(current: number, total: number): boolean {
  return current < total;
}
