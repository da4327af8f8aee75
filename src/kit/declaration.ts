/** One resource, declared once: its views, menu entry and labels are generated from this, so no field name repeats. */
import type { Static, TObject } from '@sinclair/typebox';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { RouteId } from '../../contract';
import type { ResourceName } from '../api/dataProvider';
import type { FieldKind } from './fields';
import type { IdBoxFace } from './idBoxFace';
import type { LazyPart } from './lazyPart';

/**
 * How a list is narrowed by a field: a select of its choices, a switch, a day, typed text, a number, a select of the
 * referenced resource's records, or two bounds (`<field>_gte`, `<field>_lte`) typed as the field is (numbers, days,
 * Bangkok minutes).
 */
export type FilterKind = 'select' | 'boolean' | 'date' | 'text' | 'number' | 'reference' | 'range';

export interface FieldHint<R = RaRecord> {
  /** shown as a list column (default true) */
  list?: boolean;
  /**
   * how long the list column stays as the table narrows (default 0): the lowest folds into the row's expand
   * panel first, and among equals the later column
   */
  priority?: number;
  /** shown on the show page (default true) */
  show?: boolean;
  readOnly?: boolean;
  /** how the value is shown, where the schema's own kind is not it (a 0/1 flag shown as a switch) */
  kind?: FieldKind;
  /** the field holds the id of a record of this resource: a select of its records, shown by their name */
  reference?: ResourceName;
  /** with `reference`: start on the first record in the server's order (the newest season); else none, by name */
  preselect?: boolean;
  /** with `reference`: only the current season's records, as every season has its own rows of the same clubs */
  currentSeason?: boolean;
  filter?: FilterKind;
  /** a cell of its own, where the value needs more than the shared formatters (a link, an image with an alt) */
  render?: (record: R) => ReactNode;
  /** typed in place in the list by this cell; the fields marked so are the row's editable ones (inlineCells.ts) */
  inline?: ComponentType<InlineCellProps>;
}

export interface RowActionsProps {
  record: RaRecord;
  declaration: ResourceDeclaration;
}

export interface InlineCellProps {
  record: RaRecord;
  source: string;
  declaration: ResourceDeclaration;
}

export interface MenuEntry {
  label: string;
  order: number;
}

/** What a record's card says on a phone; a part left out comes from the columns (cardFields.ts). */
export interface CardText<R> {
  primary?: keyof R & string;
  secondary?: (keyof R & string)[];
  /** the card's corner, usually the record's time */
  tertiary?: keyof R & string;
}

export interface ChosenFirst {
  /** a record field, or a filter of the route (the game weeks' seasonId) */
  source: string;
  input: ComponentType<{ source: string }>;
}

/**
 * Tabs over the filter that chooses the list's route (the payments' status, src/api/dataProvider/resources.ts): one
 * for each value the map knows, the first the one the list opens on.
 */
export interface ListTabs {
  /** i18n key of a value's tab */
  label: (value: string) => string;
}

/** A card under a list's heading that asks for one ID (the members' free ticket and ticket lookup). */
export interface ListTool {
  /** what it shows before anything is typed: the face its card draws, which the static shell paints first */
  face: IdBoxFace;
  /** the card, fetched with the list's own code */
  card: LazyPart;
  /** the route it calls, where only some roles may: drawn for those alone */
  route?: RouteId;
}

export interface ListOptions<R> {
  /** i18n key of the heading (default: the resource's plural name) */
  title?: string;
  /** cards between the heading and the list, side by side where the width allows */
  tools?: ListTool[];
  /** the columns, in order, like Django's list_display (default: every field not hidden by `list: false`) */
  columns?: (keyof R & string)[];
  perPage?: number;
  /** the first order; without it, the server's order */
  sort?: { field: keyof R & string; order: 'ASC' | 'DESC' };
  /** a search box feeding this filter (e.g. the route's `q`) */
  search?: string;
  /** filters that are route query values rather than record fields (e.g. the audit log's from/to) */
  queryFilters?: Record<string, FilterKind>;
  filterDefaultValues?: Record<string, unknown>;
  tabs?: ListTabs;
  /**
   * A filter chosen before any rows are asked for, and the input above the rows that chooses it (the teams'
   * season: the newest, until the operator picks another). Rows asked for sooner would be replaced at once.
   */
  chosenFirst?: ChosenFirst;
  /** the CSV export button (default true) */
  exporter?: boolean;
  /** the toolbar's create button (default true where the map can create; false where the list holds the form) */
  createButton?: boolean;
  /** row checkboxes with a bulk delete: only where deleting moves no money */
  bulkDelete?: boolean;
  /** other buttons for the checked rows (e.g. open or close many teams); never money moves */
  bulkActions?: ComponentType;
  toolbar?: ComponentType;
  rowActions?: ComponentType<RowActionsProps>;
  card?: CardText<R>;
  /**
   * i18n key of the text shown when the answer has no rows and the operator set no filter (default "No <things>
   * yet"), or one chosen by the list's filters, its fixed ones included, its tab always named (the payments')
   */
  empty?: string | ((filterValues: Record<string, unknown>) => string);
}

export type FormRules = (values: Record<string, unknown>) => Record<string, string>;

export type FormLayoutKind = 'stacked' | 'two-columns' | 'row';

export interface FormOptions {
  /** asked before the save is sent; `when` limits it to some saves (default: every save) */
  confirm?: {
    title: string;
    content: string;
    when?: (values: Record<string, unknown>, record: Record<string, unknown> | undefined) => boolean;
  };
  /** i18n key of the success notification (default react-admin's "element created" / "element updated") */
  saved?: string;
  /** i18n key put before the server's reason when a save fails ("<failed>: <reason>") */
  failed?: string;
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
  title: string;
  declaration: ResourceDeclaration;
  filter: (record: RaRecord) => Record<string, unknown>;
}

export interface ShowOptions {
  related?: RelatedList[];
  /** buttons under the heading, the same the list's rows carry (a pending payment's Confirm and Cancel) */
  actions?: ComponentType<{ record: RaRecord }>;
}

export type DeclaredView = ComponentType<{ declaration: ResourceDeclaration }>;

export interface ResourceDeclaration<R extends RaRecord = RaRecord> {
  /** the dataProvider map entry, and the screen's URL (/{name}) */
  name: ResourceName;
  record: TObject;
  fields?: { [K in keyof R & string]?: FieldHint<R> };
  icon: ComponentType;
  /** absent: reached from other screens only */
  menu?: MenuEntry;
  recordRepresentation?: keyof R & string;
  list?: ListOptions<R>;
  form?: FormOptions;
  /** rules across fields that the schema cannot say (a game week's end after its start): an i18n key per wrong field */
  rules?: FormRules;
  /** a page per record, with the lists about it (default none) */
  show?: ShowOptions;
  /** views replacing the generated ones, usually a layout around generated parts; each is given the declaration */
  views?: { list?: DeclaredView; create?: DeclaredView; edit?: DeclaredView };
  /** other URLs of a view, where the spec names its own (the create view at /create-game-week) */
  aliases?: { create?: string };
}

/** Where react-admin opens a <Resource>'s list: the menu's link, the static shell's title and the early request. */
export const listPath = (declaration: Pick<ResourceDeclaration, 'name'>): string => `/${declaration.name}`;

/** The record type comes from the schema, so the compiler checks every hinted field name against the contract. */
export const defineResource = <S extends TObject>(
  declaration: Omit<ResourceDeclaration<RecordOf<S>>, 'record'> & { record: S },
): ResourceDeclaration => declaration as unknown as ResourceDeclaration;

export type RecordOf<S extends TObject> = Static<S> & RaRecord;
