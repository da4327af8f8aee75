import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';

export interface DeclaredTabs {
  source: string;
  values: readonly [string, ...string[]];
  /** i18n key of a value's tab */
  label: (value: string) => string;
}

const made = new WeakMap<ResourceDeclaration, DeclaredTabs>();

/**
 * A declared list's tabs, with the filter and values its route choice reads; none where it declares none. One
 * object per declaration, so the tabs' memoised component is not drawn again for a new but equal one.
 */
export function tabsOf(declaration: ResourceDeclaration): DeclaredTabs | undefined {
  const declared = declaration.list?.tabs;
  if (!declared) return undefined;
  const known = made.get(declaration);
  if (known) return known;
  const choice = capabilitiesOf(declaration.name).listChoice;
  if (!choice) throw new Error(`${declaration.name} declares tabs, but no filter chooses its list's route`);
  const tabs = { source: choice.by, values: choice.values, label: declared.label };
  made.set(declaration, tabs);
  return tabs;
}

/** The tab a list's filter names; anything else is the first, as the list opens on it. */
export const tabOf = (tabs: DeclaredTabs, filter: Record<string, unknown>): string =>
  tabs.values.find((value) => value === filter[tabs.source]) ?? tabs.values[0];
