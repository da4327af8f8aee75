import { formatNumber, NO_VALUE, toNumber } from './number';

export type SignColour = 'error' | 'success' | 'inherit';

export interface SignedNumberText {
  text: string;
  colour: SignColour;
}

/** The sign is always written ('+5', '-3'), so the meaning does not rest on colour alone. */
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
