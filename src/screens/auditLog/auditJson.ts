/** The stored JSON as written, but for its instants: those read in Bangkok's offset, never as UTC `Z` times. */
import { isInstantText } from './auditTargets';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `2026-11-26T01:18:52.000Z` -> `2026-11-26T08:18:52.000+07:00`: the same instant. */
export function bangkokInstantText(instant: string): string {
  const at = Date.parse(instant);
  return new Date(at + BANGKOK_OFFSET_MS).toISOString().replace('Z', '+07:00');
}

export const auditJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item) => (isInstantText(item) ? bangkokInstantText(item) : item), 2) ?? 'null';
