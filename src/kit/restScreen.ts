/**
 * A REST resource's screen from its declaration (contract/rest/), as Django's admin.site.register: the list, form
 * and show come from the record, its filters from what the server filters by (a select of a choice or of a
 * reference's records, a switch of a boolean, two bounds of a range), a reference's select from its field, the
 * search box from the declaration's search. What the options say (an icon, the menu, columns) goes over what is
 * derived.
 */
import ArticleIcon from '@mui/icons-material/Article';
import type { TObject } from '@sinclair/typebox';
import { createElement } from 'react';
import { ReferenceField } from 'react-admin';
import { type RestResource, referenceOf } from '../../contract';
import type { ResourceName } from '../api/dataProvider';
import { servedByRest } from '../api/dataProvider/restResources';
import type { FieldHint, FilterKind, RecordOf, ResourceDeclaration } from './declaration';
import { type FieldKind, fieldNamed } from './fields';

type Options<S extends TObject> = Partial<Omit<ResourceDeclaration<RecordOf<S>>, 'name' | 'record'>>;

/** A select of the other resource's records in the form; in the list and on the show page, the record's name. */
const referenceHint = (source: string, reference: ResourceName): FieldHint => ({
  reference,
  render: (record) => createElement(ReferenceField, { source, reference, record, link: false }),
});

/** The kinds a range's bounds are typed as: numbers, baht, days and Bangkok minutes, whose order the server's is. */
const RANGED: ReadonlySet<FieldKind> = new Set(['integer', 'number', 'baht', 'date', 'minute']);

/** The input of one value a field equals, by the field's kind; a kind without one (an image) is not offered. */
const EQUALS: Partial<Record<FieldKind, FilterKind>> = {
  enum: 'select',
  boolean: 'boolean',
  text: 'text',
  integer: 'number',
  number: 'number',
  baht: 'number',
  date: 'date',
};

/** The input of what the server filters a field by: a select of a choice or a reference, a switch, two bounds. */
function derivedFilter(rest: RestResource, field: string): FilterKind | undefined {
  const declared = rest.filters?.[field];
  const { kind } = fieldNamed(rest.record, field);
  if (declared === 'range') return RANGED.has(kind) ? 'range' : undefined;
  if (declared !== 'equals') return undefined;
  return referenceOf(rest.record.properties[field]) ? 'reference' : EQUALS[kind];
}

function derivedHint(rest: RestResource, field: string): FieldHint | undefined {
  const reference = referenceOf(rest.record.properties[field]);
  const filter = derivedFilter(rest, field);
  if (!reference && !filter) return undefined;
  return {
    ...(reference ? referenceHint(field, reference.resource as ResourceName) : {}),
    ...(filter ? { filter } : {}),
  };
}

function derivedHints(rest: RestResource): ResourceDeclaration['fields'] {
  const hints = Object.keys(rest.record.properties).flatMap((field) => {
    const hint = derivedHint(rest, field);
    return hint ? [[field, hint] as const] : [];
  });
  return Object.fromEntries(hints);
}

/** The options are checked against the record's fields, as defineResource's are. */
export function restScreen<S extends TObject>(
  rest: Omit<RestResource, 'record'> & { record: S },
  options: Options<S> = {},
) {
  servedByRest(rest as RestResource);
  const search = rest.search?.length ? { search: 'q' } : {};
  return {
    name: rest.name as ResourceName,
    record: rest.record,
    icon: ArticleIcon,
    show: {},
    ...options,
    fields: { ...derivedHints(rest as RestResource), ...options.fields },
    list: { ...search, ...options.list },
  } as unknown as ResourceDeclaration;
}
