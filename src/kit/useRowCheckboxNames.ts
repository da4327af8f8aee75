/**
 * react-admin's row checkbox puts its aria-label on MUI's outer span, not on the <input>, and offers no prop to
 * reach the input, so this names each input from its row after every render ("Select this row: Bangkok FC").
 */
import { type RefObject, useEffect } from 'react';

const CHECKBOX_ROOTS = '.select-item, .select-all';

function rowName(row: HTMLTableRowElement | null, representation: string | undefined) {
  const named = representation ? row?.querySelector(`td.column-${representation}`) : null;
  if (named) return named.textContent?.trim() ?? '';
  const cells = [...(row?.querySelectorAll('td') ?? [])].slice(1, 4);
  return cells
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean)
    .join(' ');
}

function nameCheckboxes(table: HTMLElement, representation: string | undefined) {
  for (const root of table.querySelectorAll<HTMLElement>(CHECKBOX_ROOTS)) {
    const input = root.querySelector('input');
    const label = root.getAttribute('aria-label');
    if (!input || !label) continue;
    const ofRow = root.classList.contains('select-item') ? rowName(root.closest('tr'), representation) : '';
    const named = ofRow ? `${label}: ${ofRow}` : label;
    if (input.getAttribute('aria-label') !== named) input.setAttribute('aria-label', named);
    root.removeAttribute('aria-label');
  }
}

export function useRowCheckboxNames(
  container: RefObject<HTMLElement | null>,
  enabled: boolean,
  representation: string | undefined,
) {
  useEffect(() => {
    const table = container.current;
    if (!enabled || !table) return;
    nameCheckboxes(table, representation);
    const observer = new MutationObserver(() => nameCheckboxes(table, representation));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container, enabled, representation]);
}
