/**
 * A list's declared filters, apart from the inputs that show them (filters.tsx): what the operator can narrow a
 * list by, so a screen can tell a list narrowed by the operator from one that is empty.
 */
import { rangeBounds } from '../../contract';
import type { FilterKind, ResourceDeclaration } from './declaration';
import { firstListParams } from './firstListParams';

export type RangeBound = 'from' | 'to';

export interface DeclaredFilter {
  /** the filter value's name, as the server reads it (`price_gte` for a range's lower bound) */
  source: string;
  /** the field it narrows by, which names its label and its kind */
  field: string;
  kind: FilterKind;
  /** a range's end this filter sets */
  bound?: RangeBound;
  /** a record field's filter (its choices are the record's), else a route query value's */
  onRecord: boolean;
}

/** A range is two filters, one per bound, so each is set, kept in the URL and cleared on its own. */
function filtersOf(field: string, kind: FilterKind, onRecord: boolean): DeclaredFilter[] {
  if (kind !== 'range') return [{ source: field, field, kind, onRecord }];
  const [from, to] = rangeBounds(field);
  return [
    { source: from, field, kind, bound: 'from', onRecord },
    { source: to, field, kind, bound: 'to', onRecord },
  ];
}

/** The filters the declaration offers the operator: fields marked with a filter kind, then route query values. */
export function declaredFilters(declaration: ResourceDeclaration): DeclaredFilter[] {
  const onFields = Object.entries(declaration.fields ?? {}).flatMap(([field, hint]) =>
    hint?.filter ? filtersOf(field, hint.filter, true) : [],
  );
  const onQuery = Object.entries(declaration.list?.queryFilters ?? {}).flatMap(([field, kind]) =>
    filtersOf(field, kind, false),
  );
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
  const fixed = Object.keys(firstListParams(declaration).filter);
  return new Set(sources.filter((source) => !fixed.includes(source)));
}
