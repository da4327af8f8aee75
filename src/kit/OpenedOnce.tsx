import { type ReactNode, useState } from 'react';

/**
 * A dialog drawn from the first time it opens, and kept from then on, so it closes with its transition and keeps
 * what was typed. A table's rows each hold their dialogs closed: drawn for every row, they would be a large part
 * of a list's first render, though an operator opens one at a time.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // React's pattern for state that follows a prop: set during render, redrawn at once, no effect's extra frame
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
