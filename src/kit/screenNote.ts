/**
 * Lines a screen of its own shows under its heading whatever its data (the game week's scoring rules): plain
 * catalogue keys and values, so the static shell paints the note from the same words before the app has run.
 */
export interface ScreenNote {
  /** i18n key of its title */
  title: string;
  lines: readonly { key: string; values?: Record<string, string | number> }[];
}
