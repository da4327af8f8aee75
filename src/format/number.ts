import { madeOnFirstUse } from './madeOnFirstUse';

/** A dash says "no value" where a 0 would claim one. */
export const NO_VALUE = '-';

/** The spec's rule for non-numbers: "parsed as a float and fixed to the given decimals". */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number.parseFloat(value);
  return Number.NaN;
}

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // '-0' is noise: a value that rounds to zero shows as plain 0
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

export function formatNumber(value: unknown, decimals = 0): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return NO_VALUE;
  const places = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return formatterFor(places).format(n);
}

export function formatBalance(value: unknown): string {
  const text = formatNumber(value, 2);
  return text === NO_VALUE ? NO_VALUE : `C${text}`;
}

const baht = madeOnFirstUse(
  () => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', signDisplay: 'negative' }),
);

export function formatBaht(amount: unknown): string {
  const n = toNumber(amount);
  return Number.isFinite(n) ? baht().format(n) : NO_VALUE;
}
