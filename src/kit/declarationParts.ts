/**
 * Fetched with the view, so the table does not render and then grow its buttons, or the cards above it, a moment
 * later.
 */
import type { ResourceDeclaration } from './declaration';
import { isLazyPart } from './lazyPart';

export function preloadDeclarationParts(declaration: ResourceDeclaration): Promise<unknown> {
  const { list, fields = {} } = declaration;
  const candidates: unknown[] = [
    list?.rowActions,
    list?.toolbar,
    list?.bulkActions,
    list?.chosenFirst?.input,
    ...(list?.tools ?? []).map((tool) => tool.card),
    ...Object.values(fields).map((hint) => hint?.inline),
  ];
  return Promise.all(candidates.filter(isLazyPart).map((part) => part.preload()));
}
