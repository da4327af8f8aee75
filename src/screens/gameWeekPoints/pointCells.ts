import type { FoldableColumn } from '../../kit/columnFolding';

export type PlaceColumn = 'shirt_num' | 'position';

/** The player's name never folds; the shirt number and the position fold under it where the grid is narrow. */
export const PLACE_COLUMNS: FoldableColumn[] = [{ key: 'name' }, { key: 'shirt_num' }, { key: 'position' }];

/** A point field's cell: a two-digit number with its sign fits, so all eight fields and the total fit at 1366 px. */
export const POINT_CELL = { px: 0.5, textAlign: 'center', verticalAlign: 'bottom' } as const;

/** A two-digit number with its sign, the cell input's padding and border. */
export const POINT_INPUT_WIDTH = 44;
