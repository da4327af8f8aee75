import { formatNumber, NO_VALUE, toNumber } from './number';

/** MUI palette names: red for a loss, green for a gain, the surrounding colour for zero. */
export type SignColour = 'error' | 'success' | 'inherit';

export interface SignedNumberText {
  text: string;
  colour: SignColour;
}

/**
 * Signed coloured number (spec section 2): the sign is always written ('+5', '-3', '0'),
 * so the meaning does not rest on colour alone.
 */
export function signedNumber(value: unknown, decimals = 0): SignedNumberText {
  const n = toNumber(value);
  const text = formatNumber(n, decimals);
  if (text === NO_VALUE) return { text, colour: 'inherit' };
  // decide on the rounded value, so -0.001 with 2 decimals reads '0.00' and is not red
  const rounded = Number(n.toFixed(Math.max(0, Math.trunc(decimals))));
  if (rounded > 0) return { text: `+${text}`, colour: 'success' };
  if (rounded < 0) return { text, colour: 'error' };
  return { text, colour: 'inherit' };
}
