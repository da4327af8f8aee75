/**
 * Rows drawn in the background: when they arrive, React draws them in slices the browser interleaves with paint
 * and input, rather than in one task that holds the page still; until then the rows shown are those before. A
 * screen's first data would otherwise be drawn, every row at once, in the task that received it.
 */
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

type Rows = readonly { id: unknown }[] | undefined;

/** The same records in the same order, whatever their values. */
const sameRows = (drawn: Rows, now: Rows): boolean =>
  drawn !== undefined &&
  now !== undefined &&
  drawn.length === now.length &&
  drawn.every((record, index) => record.id === now[index].id);

/**
 * The list's state as its rows see it: a new page drawn in the background, while a ticked row shows at once (a
 * checkbox that lagged its click would look as if the click were lost).
 */
export const RowsInTheBackground = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const { data, total, isPending, error, sort, filterValues, page, perPage } = list;
  // a new state only when what the rows draw changes: any other (a refetch starting) would restart the drawing
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is kept until one of these changes
  const shownPage = useMemo(() => list, [data, total, isPending, error, sort, filterValues, page, perPage]);
  const deferred = useDeferredValue(shownPage);
  // the same rows changed in place (the operator's own tick, a save) are drawn at once; a new page is not
  const drawn = sameRows(deferred.data, data) ? shownPage : deferred;
  const { selectedIds, onSelect, onToggleItem, onUnselectItems } = list;
  const shown = useMemo(
    () => ({ ...drawn, selectedIds, onSelect, onToggleItem, onUnselectItems }),
    [drawn, selectedIds, onSelect, onToggleItem, onUnselectItems],
  );
  return <ListContextProvider value={shown}>{children}</ListContextProvider>;
};

/**
 * What a grid has before its first rows are drawn, and then shows nothing: not the message that there are none,
 * nor headings that the rows' widths would move.
 */
export const ROWS_NOT_DRAWN: readonly never[] = Object.freeze([]);

/** A custom grid's rows, drawn in the background from its first render on (ROWS_NOT_DRAWN until then). */
export const useRowsInTheBackground = <Row,>(rows: readonly Row[]): readonly Row[] =>
  useDeferredValue<readonly Row[]>(rows, ROWS_NOT_DRAWN);
