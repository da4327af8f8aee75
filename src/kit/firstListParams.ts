import type { ResourceDeclaration } from './declaration';
import { tabsOf } from './listTabs';
import { firstOrder } from './serverOrder';

const DEFAULT_PER_PAGE = 50;

/** What a declared list asks for when it opens with nothing chosen yet: its first page, order and filter. */
export const firstListParams = (declaration: ResourceDeclaration) => ({
  pagination: { page: 1, perPage: declaration.list?.perPage ?? DEFAULT_PER_PAGE },
  sort: firstOrder(declaration),
  filter: { ...tabFilter(declaration), ...declaration.list?.filterDefaultValues },
});

function tabFilter(declaration: ResourceDeclaration): Record<string, unknown> {
  const tabs = tabsOf(declaration);
  return tabs ? { [tabs.source]: tabs.values[0] } : {};
}
