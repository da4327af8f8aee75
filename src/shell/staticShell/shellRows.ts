/**
 * What the static shell paints of a list's first page from the early answer, before the app's code has run: the
 * table as the generated list draws it on a laptop (src/kit/DeclaredTable.tsx). Only for a list whose every cell
 * reads as its value (src/kit/fieldText.ts) and whose row holds at most a record's page buttons: formatted amounts,
 * dates and choices, a column drawn by a component, a row's own buttons or a checkbox column are the app's alone,
 * and those lists get their top without rows.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { type Role, roles } from '../../../contract';
import { roleMay } from '../../api/access';
import { resources } from '../../api/dataProvider';
import { listFor } from '../../api/dataProvider/listChoice';
import type { ResourceMap } from '../../api/dataProvider/types';
import { NO_VALUE } from '../../format';
import type { Translate } from '../../i18n/failureText';
import { allowedRequest } from '../../kit/Allowed';
import { capabilitiesOf } from '../../kit/capabilities';
import { listedFields } from '../../kit/columns';
import type { ResourceDeclaration } from '../../kit/declaration';
import type { FieldSpec } from '../../kit/fields';
import { readsAsItIs } from '../../kit/fieldText';
import { firstListParams } from '../../kit/firstListParams';
import { fieldLabelKey, shortFieldLabelKey } from '../../kit/labels';
import { recordPages } from '../../kit/RecordActions';
import { RECORD_PAGE_FACES, type RecordPage } from '../../kit/RecordPageButton';
import { iconSvg, type ShellButton } from './shellIcon';

export interface ShellColumn {
  /** the heading's words: a Thai word never breaks inside, as ColumnHeading.tsx draws it */
  heading: string[];
  source: string;
  /** the heading orders the list when clicked */
  sortable: boolean;
  /** the heading shows the list's order by its arrow */
  sorted: boolean;
}

export interface ShellRows {
  /** where the list's answer holds the page's records */
  answerKey: string;
  /** the order and page size the early answer was asked with: react-admin keeps others an operator chose */
  opensWith: { sort: string; order: 'ASC' | 'DESC'; perPage: number };
  columns: ShellColumn[];
  /** the record's page buttons, each with the roles it is drawn for */
  buttons: (ShellButton & { page: RecordPage; roles: Role[] })[];
  /** the buttons' column's heading */
  actions?: string;
  /** what an empty value reads as */
  noValue: string;
  /** the arrow of the sorted column's heading */
  arrow: string;
}

function paintable(declaration: ResourceDeclaration, field: FieldSpec): boolean {
  const hint = declaration.fields?.[field.source];
  return !hint?.render && !hint?.inline && readsAsItIs(field.source, hint?.kind ?? field.kind);
}

function columnOf(declaration: ResourceDeclaration, field: FieldSpec, translate: Translate): ShellColumn {
  const full = translate(fieldLabelKey(declaration.name, field.source));
  const sortable = capabilitiesOf(declaration.name).sortable(field.source);
  return {
    heading: translate(shortFieldLabelKey(declaration.name, field.source), { _: full }).split(' '),
    source: field.source,
    sortable,
    sorted: sortable && firstListParams(declaration).sort.field === field.source,
  };
}

/** The record's page buttons of a row (src/kit/RecordActions.tsx), each for the roles the app's gate lets see it. */
const buttonsOf = (declaration: ResourceDeclaration, translate: Translate): ShellRows['buttons'] =>
  recordPages(declaration).map((page) => ({
    page,
    label: translate(RECORD_PAGE_FACES[page].label),
    icon: iconSvg(RECORD_PAGE_FACES[page].icon),
    roles: roles.filter((role) => roleMay(role, allowedRequest({ resource: declaration.name, action: page }))),
  }));

/** A list whose answer is the page it shows: one the app pages, filters or orders itself shows another. */
function pageAnswerKey(declaration: ResourceDeclaration): string | undefined {
  const list = (resources as ResourceMap)[declaration.name]?.list;
  if (!list) return undefined;
  const chosen = listFor(list, firstListParams(declaration).filter);
  return chosen.paging === 'server' ? chosen.answerKey : undefined;
}

export function shellRowsOf(declaration: ResourceDeclaration, translate: Translate): ShellRows | undefined {
  const options = declaration.list;
  const fields = listedFields(declaration);
  const answerKey = pageAnswerKey(declaration);
  const drawnByTheApp =
    options?.rowActions ||
    options?.bulkActions ||
    options?.bulkDelete ||
    !fields.every((field) => paintable(declaration, field));
  if (!answerKey || drawnByTheApp) return undefined;
  const buttons = buttonsOf(declaration, translate);
  const { sort, pagination } = firstListParams(declaration);
  return {
    answerKey,
    opensWith: { sort: sort.field, order: sort.order, perPage: pagination.perPage },
    columns: fields.map((field) => columnOf(declaration, field, translate)),
    buttons,
    actions: buttons.length > 0 ? translate('app.list.actions') : undefined,
    noValue: NO_VALUE,
    arrow: iconSvg(ArrowDownward),
  };
}
