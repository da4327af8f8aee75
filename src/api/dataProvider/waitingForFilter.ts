/**
 * The answer of a list whose route needs a filter not chosen yet (a season's game weeks before the season is
 * picked): no rows and no request, marked so a screen can tell "nothing yet" from "nothing there" (react-admin
 * passes a list answer's `meta` to the list's context).
 */
export const WAITING_FOR_FILTER = { data: [], total: 0, meta: { waitingForFilter: true } };

export const isWaitingForFilter = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && (meta as { waitingForFilter?: unknown }).waitingForFilter === true;
