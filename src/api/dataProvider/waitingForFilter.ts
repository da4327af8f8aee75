/** Marked so a screen can tell "nothing yet" (a filter still unchosen) from "nothing there". */
export const WAITING_FOR_FILTER = { data: [], total: 0, meta: { waitingForFilter: true } };

export const isWaitingForFilter = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && (meta as { waitingForFilter?: unknown }).waitingForFilter === true;
