/**
 * One resource of the SPA, declared once: which dataProvider map entry serves it, the contract schema of its
 * records, and short hints on how its fields are shown. The list, create, edit and show views, the side
 * navigation entry and the labels all come from this (src/schema/*); nothing else repeats the field names.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../api/dataProvider';
import type { FieldKind } from './fields';

export type FilterKind = 'select' | 'boolean' | 'date' | 'text';

export interface FieldHint<R = RaRecord> {
  /** shown as a list column (default true) */
  list?: boolean;
  /** shown on the show page (default true) */
  show?: boolean;
  /** shown, never typed in, on the edit form */
  readOnly?: boolean;
  /** how the value is shown, where the schema's own kind is not it (a 0/1 flag shown as a switch) */
  kind?: FieldKind;
  /** the field holds the id of a record of this resource: a select of its records, shown by their name */
  reference?: ResourceName;
  /** with `reference`: start on the first record in the server's order (the newest season); else none, by name */
  preselect?: boolean;
  /**
   * with `reference`: offer only the referenced records of the current season (the newest, listed first), e.g. a
   * fixture's teams: every season has its own rows of the same clubs, so the whole list repeats each name
   */
  currentSeason?: boolean;
  /** a list filter on this field (always shown) */
  filter?: FilterKind;
  /** a cell of its own, where the value needs more than the shared formatters (a link, an image with an alt) */
  render?: (record: R) => ReactNode;
  /**
   * typed in place in the list by this cell, which reads and saves the row's texts (src/kit/inlineCells.ts):
   * the fields marked so are the row's editable ones, read by their contract field's kind and bounds
   */
  inline?: ComponentType<InlineCellProps>;
}

/** What a row's buttons are given: the row and its declaration (to read the row's inline cells). */
export interface RowActionsProps {
  record: RaRecord;
  declaration: ResourceDeclaration;
}

/** What an inline cell is given: its row, its field, and the declaration that marked it. */
export interface InlineCellProps {
  record: RaRecord;
  source: string;
  declaration: ResourceDeclaration;
}

/** Where a resource sits in the side navigation: its label's i18n key and its place among the links. */
export interface MenuEntry {
  label: string;
  order: number;
}

export interface ListOptions<R> {
  /** i18n key of the heading (default: the resource's plural name) */
  title?: string;
  /** the columns, in order, like Django's list_display (default: every field not hidden by `list: false`) */
  columns?: (keyof R & string)[];
  perPage?: number;
  /** the first order; without it, the server's order */
  sort?: { field: keyof R & string; order: 'ASC' | 'DESC' };
  /** a search box feeding this filter (e.g. the route's `q`) */
  search?: string;
  /** filters that are route query values rather than record fields (e.g. the audit log's from/to) */
  queryFilters?: Record<string, FilterKind>;
  /** fixed filters a list starts with (e.g. the payments' pending tab) */
  filterDefaultValues?: Record<string, unknown>;
  /** the CSV export button (default true) */
  exporter?: boolean;
  /** the toolbar's create button (default true where the map can create; false where the list holds the form) */
  createButton?: boolean;
  /** row checkboxes with a bulk delete: only where deleting moves no money */
  bulkDelete?: boolean;
  /** other buttons for the checked rows (e.g. open or close many teams); never money moves */
  bulkActions?: ComponentType;
  /** buttons beside create and export (e.g. the season list's link to create a game week) */
  toolbar?: ComponentType;
  /** a last column of buttons for one row */
  rowActions?: ComponentType<RowActionsProps>;
  /**
   * i18n key of the text shown when the answer has no rows and the operator set no filter (default "No <things>
   * yet"), or one chosen by the list's filters, its fixed ones included (the payments' tab)
   */
  empty?: string | ((filterValues: Record<string, unknown>) => string);
}

export type FormRules = (values: Record<string, unknown>) => Record<string, string>;

export type FormLayoutKind = 'stacked' | 'two-columns' | 'row';

/** How a record is created and edited, where the spec asks more than react-admin's defaults. */
export interface FormOptions {
  /**
   * asked before the save is sent (the spec's confirmations): i18n keys of the dialog's title and text, whose
   * text may name the values about to be sent; `when` limits it to the saves it is about (default: every save)
   */
  confirm?: {
    title: string;
    content: string;
    when?: (values: Record<string, unknown>, record: Record<string, unknown> | undefined) => boolean;
  };
  /** i18n key of the success notification (default react-admin's "element created" / "element updated") */
  saved?: string;
  /** i18n key put before the server's reason when a save fails ("<failed>: <reason>") */
  failed?: string;
  /** how the inputs sit: one under another (default), two columns on wide screens, or one row with the button */
  layout?: FormLayoutKind;
  /** i18n key of the create page's heading (default react-admin's "Create <name>") */
  createTitle?: string;
  /** the create form's starting values beyond the schema's defaults (the spec's "active" for a new game week) */
  defaults?: Record<string, unknown>;
  /** where a created record leads (default the list), e.g. the game-week list on the new week's season */
  afterCreate?: (record: RaRecord) => string;
}

/** A list on a record's page: the rows of another resource about this record (a payment's audit rows). */
export interface RelatedList {
  /** i18n key of its heading */
  title: string;
  declaration: ResourceDeclaration;
  /** that list's filter for this record */
  filter: (record: RaRecord) => Record<string, unknown>;
}

export interface ShowOptions {
  related?: RelatedList[];
}

export type DeclaredView = ComponentType<{ declaration: ResourceDeclaration }>;

export interface ResourceDeclaration<R extends RaRecord = RaRecord> {
  /** the dataProvider map entry, and the screen's URL (/{name}) */
  name: ResourceName;
  /** the records' contract schema (an answer's row) */
  record: TObject;
  fields?: { [K in keyof R & string]?: FieldHint<R> };
  icon: ComponentType;
  /** absent: reached from other screens only */
  menu?: MenuEntry;
  /** how one record is named in titles and references */
  recordRepresentation?: keyof R & string;
  list?: ListOptions<R>;
  form?: FormOptions;
  /**
   * Rules across fields that the schema cannot say, taken from the contract (a game week's end after its
   * start): an i18n key per wrong field. The generated forms check them beside the schema's own rules.
   */
  rules?: FormRules;
  /** a page per record, with the lists about it (default none) */
  show?: ShowOptions;
  /** views replacing the generated ones, usually a layout around generated parts; each is given the declaration */
  views?: { list?: DeclaredView; create?: DeclaredView; edit?: DeclaredView };
  /** other URLs of a view, where the spec names its own (the create view at /create-game-week) */
  aliases?: { create?: string };
}

/**
 * Declares a resource. The record type comes from the schema, so every field name in the hints is checked
 * against the contract by the compiler.
 */
export const defineResource = <S extends TObject>(
  declaration: Omit<ResourceDeclaration<RecordOf<S>>, 'record'> & { record: S },
): ResourceDeclaration => declaration as unknown as ResourceDeclaration;

/** A record of the schema as react-admin holds it (with its `id`). */
export type RecordOf<S extends TObject> = Static<S> & RaRecord;
