/**
 * An input in a table's cell: a native element that its TableScroller styles with one rule for the whole table.
 * A MUI TextField is eight components with styles of their own, and a grid of a few hundred of them would be
 * most of a game week's blocking time on a phone. It looks like the theme's small filled field: shaded,
 * underlined in the primary colour on focus and in the error colour when refused.
 */
import type { Theme } from '@mui/material';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

const CELL_INPUT = 'matchday-cell-input';

interface CellControlProps {
  /** refused: drawn in the error colour and announced as invalid */
  invalid?: boolean;
  /** in pixels, border included */
  width: number;
  align?: 'center';
}

type Native<Attributes> = CellControlProps & Omit<Attributes, 'className' | 'style'>;

/** What an input and a select in a cell both take from the props above. */
const cellControl = ({ invalid, width, align }: CellControlProps) => ({
  className: CELL_INPUT,
  'aria-invalid': invalid || undefined,
  style: { width, textAlign: align },
});

export const CellInput = ({ invalid, width, align, ...input }: Native<InputHTMLAttributes<HTMLInputElement>>) => (
  <input {...input} {...cellControl({ invalid, width, align })} />
);

export const CellSelect = ({ invalid, width, align, ...select }: Native<SelectHTMLAttributes<HTMLSelectElement>>) => (
  <select {...select} {...cellControl({ invalid, width, align })} />
);

/** The rule TableScroller gives its table, once for every cell input in it: the look of the theme's filled field. */
export const cellInputRule = (theme: Theme) => {
  const underline = (color: string) => ({ borderBottomColor: color, boxShadow: `inset 0 -1px 0 ${color}` });
  return {
    [`& .${CELL_INPUT}`]: {
      boxSizing: 'border-box',
      font: 'inherit',
      fontSize: theme.typography.body1.fontSize ?? 'inherit',
      color: theme.palette.text.primary,
      background: theme.palette.action.hover,
      padding: '6px 4px',
      border: 'none',
      borderBottom: `1px solid ${theme.palette.action.active}`,
      // a string: in sx a number is a multiple of the theme's radius
      borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
      outline: 'none',
      '&:hover:not(:disabled)': { background: theme.palette.action.selected },
      '&:focus': underline(theme.palette.primary.main),
      '&[aria-invalid="true"]': underline(theme.palette.error.main),
      '&:disabled': { color: theme.palette.text.disabled, borderBottomStyle: 'dotted' },
    },
  };
};
