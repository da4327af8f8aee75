/**
 * The order a narrowing table folds its columns in, and the header text that wraps only between words: a Thai
 * word stays whole, and the catalogue's zero-width space is a place it may break.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordWrapped } from '../../src/kit/ColumnHeading';
import { columnsFreeing, foldingOrder, useFoldedColumns } from '../../src/kit/columnFolding';
import { TableScroller } from '../../src/kit/TableScroller';

describe('folding order', () => {
  it('folds the later columns first, and never the first one', () => {
    expect(foldingOrder([{ key: 'id' }, { key: 'name' }, { key: 'status' }, { key: 'created_at' }])).toEqual([
      'created_at',
      'status',
      'name',
    ]);
  });

  it('folds a lower priority before a higher one, wherever it stands', () => {
    const columns = [{ key: 'id' }, { key: 'code', priority: -1 }, { key: 'price', priority: 1 }, { key: 'age' }];
    expect(foldingOrder(columns)).toEqual(['code', 'age', 'price']);
  });
});

describe('columns folded in one measurement', () => {
  it('folds just enough of the next columns to free the overflow', () => {
    expect(columnsFreeing([80, 60, 120], 50)).toBe(1);
    expect(columnsFreeing([80, 60, 120], 80)).toBe(1);
    expect(columnsFreeing([80, 60, 120], 81)).toBe(2);
    expect(columnsFreeing([80, 60, 120], 141)).toBe(3);
  });

  it('folds every column left when even all of them do not free enough', () => {
    expect(columnsFreeing([80, 60], 500)).toBe(2);
  });

  it('stops at a column whose width is not known, folding it', () => {
    expect(columnsFreeing([30, undefined, 120], 200)).toBe(2);
  });

  it('folds one when the widths are all gone, so an overflowing table still moves', () => {
    expect(columnsFreeing([], 10)).toBe(1);
  });
});

describe('rows arriving in a table that fits', () => {
  const columns = [{ key: 'id' }, { key: 'name' }];
  let rowRenders = 0;
  const Row = ({ id }: { id: number }) => {
    rowRenders++;
    return <li>{id}</li>;
  };
  const Rows = ({ ids }: { ids: number[] }) => {
    const inside = useRef<HTMLUListElement>(null);
    useFoldedColumns(columns, ids, inside);
    return (
      <ul ref={inside}>
        {ids.map((id) => (
          <Row key={id} id={id} />
        ))}
      </ul>
    );
  };

  // jsdom lays nothing out, so every table fits its box: nothing folds, and nothing needs drawing twice
  it('draws each row once when the table comes with its rows', () => {
    rowRenders = 0;
    render(
      <TableScroller>
        <Rows ids={[1, 2, 3]} />
      </TableScroller>,
    );
    expect(rowRenders).toBe(3);
  });

  it('draws each new row once', () => {
    const { rerender } = render(
      <TableScroller>
        <Rows ids={[]} />
      </TableScroller>,
    );
    rowRenders = 0;
    rerender(
      <TableScroller>
        <Rows ids={[1, 2, 3]} />
      </TableScroller>,
    );
    expect(rowRenders).toBe(3);
  });
});

describe('rows arriving in a table that folds', () => {
  const columns = [{ key: 'id' }, { key: 'a' }, { key: 'b' }, { key: 'c' }];
  const COLUMN_WIDTH = 100;
  let rowRenders = 0;
  const Row = ({ id, shown }: { id: number; shown: readonly string[] }) => {
    rowRenders++;
    return (
      <tr>
        {shown.map((key) => (
          <td key={key}>{id}</td>
        ))}
      </tr>
    );
  };
  const Rows = ({ ids }: { ids: number[] }) => {
    const inside = useRef<HTMLTableElement>(null);
    const folded = useFoldedColumns(columns, ids, inside);
    const shown = columns.map(({ key }) => key).filter((key) => !folded.has(key));
    return (
      <table ref={inside}>
        <thead>
          <tr>
            {shown.map((key) => (
              <th key={key} className={`column-${key}`}>
                {key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <Row key={id} id={id} shown={shown} />
          ))}
        </tbody>
      </table>
    );
  };

  // a box 250 px wide, around columns 100 px wide each: two of the three foldable columns must go
  const layOut = () => {
    // jsdom has no CSS.escape; the keys here need no escaping
    vi.stubGlobal('CSS', { escape: (text: string) => text });
    const isBox = (element: HTMLElement) => element.hasAttribute('data-table-scroller');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isBox(this) ? 250 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isBox(this) ? this.querySelectorAll('th').length * COLUMN_WIDTH : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ width: COLUMN_WIDTH }) as DOMRect,
    );
  };
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the columns folded without rows, and draws each row once', () => {
    layOut();
    const { container, rerender } = render(
      <TableScroller>
        <Rows ids={[]} />
      </TableScroller>,
    );
    expect(container.querySelectorAll('th')).toHaveLength(2);
    rowRenders = 0;
    rerender(
      <TableScroller>
        <Rows ids={[1, 2, 3]} />
      </TableScroller>,
    );
    expect(container.querySelectorAll('th')).toHaveLength(2);
    expect(rowRenders).toBe(3);
  });
});

describe('header words', () => {
  const spans = (text: string) => {
    const { container } = render(<WordWrapped text={text} />);
    return Array.from(container.querySelectorAll('span')).map((span) => span.textContent);
  };

  it('keeps each Thai word whole, breaking only between words and at a marked break', () => {
    expect(spans('รหัสนักเตะ (code)')).toEqual(['รหัสนักเตะ']);
    expect(spans('คะแนนแอสซิสต์')).toEqual(['คะแนนแอสซิสต์']);
    const { container } = render(<WordWrapped text={'ทำเข้า\u200Bประตู\u200Bตัวเอง'} />);
    expect(Array.from(container.querySelectorAll('span')).map((span) => span.textContent)).toEqual([
      'ทำเข้า',
      'ประตู',
      'ตัวเอง',
    ]);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    for (const span of container.querySelectorAll('span')) expect(span.style.whiteSpace).toBe('nowrap');
  });

  it('leaves a label without Thai as plain text, which breaks at its spaces', () => {
    const { container } = render(<WordWrapped text="Free tickets" />);
    expect(container.innerHTML).toBe('Free tickets');
  });
});
