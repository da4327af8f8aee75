/**
 * A list's declared filters, apart from the inputs that show them (filters.tsx): what the operator can narrow a
 * list by, so a screen can tell a list narrowed by the operator from one that is empty.
 */
import type { FilterKind, ResourceDeclaration } from './declaration';

interface DeclaredFilter {
  source: string;
  kind: FilterKind;
  /** a record field's filter (its choices are the record's), else a route query value's */
  onRecord: boolean;
}

/** The filters the declaration offers the operator: fields marked with a filter kind, then route query values. */
export function declaredFilters(declaration: ResourceDeclaration): DeclaredFilter[] {
  const onFields = Object.entries(declaration.fields ?? {}).flatMap(([source, hint]) =>
    hint?.filter ? [{ source, kind: hint.filter, onRecord: true }] : [],
  );
  const onQuery = Object.entries(declaration.list?.queryFilters ?? {}).map(([source, kind]) => ({
    source,
    kind,
    onRecord: false,
  }));
  return [...onFields, ...onQuery];
}

/**
 * The filters the operator sets: the declared inputs and the search box. A screen's own choice (the payments'
 * tab, the matchups' day, the game weeks' season) and the values a list starts with are not among them: they
 * say which list this is, not how it is narrowed.
 */
export function operatorFilters(declaration: ResourceDeclaration): ReadonlySet<string> {
  const sources = declaredFilters(declaration).map(({ source }) => source);
  if (declaration.list?.search) sources.push(declaration.list.search);
  const fixed = Object.keys(declaration.list?.filterDefaultValues ?? {});
  return new Set(sources.filter((source) => !fixed.includes(source)));
}
