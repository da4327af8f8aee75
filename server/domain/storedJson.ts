/** A value kept as JSON text in a column (the audit log's before and after), read back as the value it records. */

/** null stays null; text that is not JSON (written by hand, or by an older version) is answered as it is. */
export function parseStoredJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
