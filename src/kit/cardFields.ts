/**
 * The fields a record's card shows on a phone, taken from the list's columns so a declaration need not name
 * them: the record's name (else the first column after the id) on top, its time in the corner, a few more
 * columns below. The fields typed in place are always there, as the card's buttons save them.
 */
import type { RaRecord } from 'react-admin';
import { listedFields } from './columns';
import type { CardText, ResourceDeclaration } from './declaration';
import type { FieldKind, FieldSpec } from './fields';
import { inlineSources } from './inlineCells';

export interface CardFields {
  primary: FieldSpec | undefined;
  secondary: FieldSpec[];
  tertiary: FieldSpec | undefined;
}

/** More lines would make a page of cards a page of tables again; the rest is on the record's own page. */
const SECONDARY_SHOWN = 3;

const TIMES: ReadonlySet<FieldKind> = new Set(['datetime', 'minute', 'date']);

const kindOf = (declaration: ResourceDeclaration, field: FieldSpec) =>
  declaration.fields?.[field.source]?.kind ?? field.kind;

function defaultPrimary(declaration: ResourceDeclaration, fields: FieldSpec[]) {
  const named = fields.find((field) => field.source === declaration.recordRepresentation);
  return named ?? fields.find((field) => field.source !== 'id') ?? fields[0];
}

function chosenFields(declaration: ResourceDeclaration, fields: FieldSpec[], hint: CardText<RaRecord>) {
  const named = (source: string | undefined) => fields.find((field) => field.source === source);
  const primary = named(hint.primary) ?? defaultPrimary(declaration, fields);
  const rest = fields.filter((field) => field !== primary);
  const tertiary = named(hint.tertiary) ?? rest.find((field) => TIMES.has(kindOf(declaration, field)));
  const secondary = hint.secondary
    ? hint.secondary.flatMap((source) => fields.filter((field) => field.source === source))
    : rest.filter((field) => field !== tertiary).slice(0, SECONDARY_SHOWN);
  return { primary, secondary, tertiary };
}

export function cardFields(declaration: ResourceDeclaration): CardFields {
  const listed = listedFields(declaration);
  // a picture fills a phone's card; it stays on the record's page
  const fields = listed.filter((field) => kindOf(declaration, field) !== 'image');
  const chosen = chosenFields(declaration, fields, declaration.list?.card ?? {});
  const shown = new Set([chosen.primary, chosen.tertiary, ...chosen.secondary]);
  const typedInPlace = inlineSources(declaration);
  const inline = listed.filter((field) => typedInPlace.includes(field.source) && !shown.has(field));
  return { ...chosen, secondary: [...chosen.secondary, ...inline] };
}
