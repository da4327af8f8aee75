/**
 * Rows drawn in the background see the list in whole states only: never a list that has stopped loading without
 * its rows (which would flash "nothing here"), and a ticked row in the same render as the tick. A custom grid's
 * rows start as "not drawn", never as the message that there are none.
 */
import { act, cleanup, render } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult, useListContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ROWS_NOT_DRAWN, RowsInTheBackground, useRowsInTheBackground } from '../../src/kit/RowsInTheBackground';

afterEach(cleanup);

const noop = () => undefined;

/** The few fields the rows read, over a loading list. */
const listState = (changes: Record<string, unknown>): ListControllerResult =>
  ({
    data: undefined,
    total: undefined,
    isPending: true,
    isLoading: true,
    error: null,
    selectedIds: [],
    onSelect: noop,
    onToggleItem: noop,
    onUnselectItems: noop,
    ...changes,
  }) as unknown as ListControllerResult;

function renderRows(first: ListControllerResult) {
  const seen: { pending: boolean; rows: number | undefined; selected: unknown[] }[] = [];
  const Rows = () => {
    const { isPending, data, selectedIds } = useListContext();
    seen.push({ pending: isPending, rows: data?.length, selected: selectedIds });
    return null;
  };
  const view = (list: ListControllerResult) => (
    <ListContextProvider value={list}>
      <RowsInTheBackground>
        <Rows />
      </RowsInTheBackground>
    </ListContextProvider>
  );
  const { rerender } = render(view(first));
  return { seen, show: (list: ListControllerResult) => act(() => rerender(view(list))) };
}

describe('a list drawn in the background', () => {
  it('shows the page that arrived, and never a finished load without its rows', async () => {
    const { seen, show } = renderRows(listState({}));
    await show(listState({ isPending: false, isLoading: false, data: [{ id: 1 }, { id: 2 }], total: 2 }));
    expect(seen.at(-1)).toEqual({ pending: false, rows: 2, selected: [] });
    expect(seen.filter((state) => !state.pending && state.rows === undefined)).toEqual([]);
  });

  it('shows a ticked row at once, with the rows it was ticked on', async () => {
    const page = { isPending: false, isLoading: false, data: [{ id: 1 }, { id: 2 }], total: 2 };
    const { seen, show } = renderRows(listState(page));
    await show(listState({ ...page, selectedIds: [2] }));
    expect(seen.at(-1)).toEqual({ pending: false, rows: 2, selected: [2] });
  });
});

describe("a custom grid's rows", () => {
  it('are "not drawn" at first, then the rows', async () => {
    const seen: (readonly number[])[] = [];
    const Grid = ({ rows }: { rows: number[] }) => {
      seen.push(useRowsInTheBackground(rows));
      return null;
    };
    render(<Grid rows={[7, 8]} />);
    await act(async () => undefined);
    expect(seen[0]).toBe(ROWS_NOT_DRAWN);
    expect(seen.at(-1)).toEqual([7, 8]);
  });
});
