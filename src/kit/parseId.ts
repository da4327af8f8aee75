/** An id as an operator types it (a user id, a game week id): a whole number from 1, or null. */
export function parseId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= 2147483647 ? id : null;
}
