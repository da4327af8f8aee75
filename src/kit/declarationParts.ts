/** Fetched with the view, so the table does not render and then grow its buttons a moment later. */
import type { ResourceDeclaration } from './declaration';
import { isLazyPart, type LazyPart } from './lazyPart';

export function declarationParts(declaration: ResourceDeclaration): LazyPart[] {
  const { list, fields = {} } = declaration;
  const candidates: unknown[] = [
    list?.rowActions,
    list?.toolbar,
    list?.bulkActions,
    ...Object.values(fields).map((hint) => hint?.inline),
  ];
  return candidates.filter(isLazyPart);
}
