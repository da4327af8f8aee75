/**
 * Styles for what every row of a list repeats, given as plain elements' inline styles: a list draws them 20 to
 * 100 times at once, and a MUI Box or Stack styles each instance through Emotion (its `sx` worked out, serialized
 * and hashed per row). Styling work of that kind costs about as much as React's own when a page of rows is drawn.
 */
import type { CSSProperties } from 'react';

/** The theme's spacing(1), between the buttons of a row. */
const BUTTON_GAP = '8px';

/** A row's buttons side by side, centred on the row's line. */
export const ROW_OF_BUTTONS: CSSProperties = { display: 'flex', alignItems: 'center', gap: BUTTON_GAP };

/** A value that reads wrongly broken over two lines (an amount, a date and time). */
export const ON_ONE_LINE: CSSProperties = { whiteSpace: 'nowrap' };
