/**
 * What the static shell paints of a list above its rows: the cards declared above it, the export button, the tabs
 * and the search box with its hint, where the generated list (src/kit/GeneratedList.tsx) draws them. Only for a
 * list drawn as generated with nothing else there: a screen of its own, a filter chosen first, filter inputs, a
 * create button or a toolbar of its own put other things in those places, and those lists get their title alone.
 */
import GetAppIcon from '@mui/icons-material/GetApp';
import SearchIcon from '@mui/icons-material/Search';
import { type Role, roles } from '../../../contract';
import { roleMay } from '../../api/access';
import type { Translate } from '../../i18n/failureText';
import { storeItem } from '../../i18n/locales';
import { allowedRequest } from '../../kit/Allowed';
import type { ListTool, ResourceDeclaration } from '../../kit/declaration';
import { declaredFilters } from '../../kit/declaredFilters';
import { firstListParams } from '../../kit/firstListParams';
import type { IdBoxButton } from '../../kit/idBoxFace';
import { fieldLabelKey, hintText } from '../../kit/labels';
import { listCreates, searchTaken } from '../../kit/listParts';
import { tabsOf } from '../../kit/listTabs';
import { iconSvg, type ShellButton } from './shellIcon';
import { type ShellRows, shellRowsOf } from './shellRows';

/** A card above the list as its face shows it before anything is typed. */
export interface ShellTool {
  title: string;
  label: string;
  submit: ShellButton & { off: boolean };
  second?: ShellButton;
  /** the roles it is drawn for, as the app's gate decides; every admin's, known or not, where undefined */
  roles?: Role[];
}

export interface ShellList {
  /** the localStorage item of the list's kept parameters, which react-admin opens the list with */
  kept: string;
  /** the filter the list opens with where none is kept */
  opensOn: Record<string, unknown>;
  /** the export button's label */
  export?: string;
  /** the tabs' labels, the first chosen */
  tabs?: string[];
  /** the search box's label */
  search?: string;
  /** what the search matches, said under the box */
  hint?: string;
  /** the cards between the heading and the list */
  tools?: ShellTool[];
  /** the first page's table, painted from the early answer */
  rows?: ShellRows;
}

export function shellListOf(declaration: ResourceDeclaration, translate: Translate): ShellList | undefined {
  const options = declaration.list;
  const elsewhere = declaration.views?.list || options?.chosenFirst || options?.toolbar || listCreates(declaration);
  // the filters' inputs share the export button's row, which they make taller
  if (!options || elsewhere || declaredFilters(declaration).length > 0) return undefined;
  const search = options.search;
  const tabs = tabsOf(declaration);
  const opensOn = firstListParams(declaration).filter;
  const searched = search && searchTaken(declaration.name, search, opensOn) ? search : undefined;
  return {
    // react-admin's key for a list's parameters, kept between page loads
    kept: storeItem(`${declaration.name}.listParams`),
    opensOn,
    export: options.exporter === false ? undefined : translate('ra.action.export'),
    tabs: tabs?.values.map((value) => translate(tabs.label(value))),
    search: searched && translate(fieldLabelKey(declaration.name, searched)),
    hint: searched && hintText(translate, declaration.name, searched),
    tools: options.tools?.map((tool) => shellToolOf(tool, translate)),
    rows: shellRowsOf(declaration, translate),
  };
}

const shellButton = (button: IdBoxButton, translate: Translate): ShellButton => ({
  label: translate(button.label),
  icon: iconSvg(button.icon),
});

function shellToolOf({ face, route }: ListTool, translate: Translate): ShellTool {
  return {
    title: translate(face.title),
    label: translate(face.label),
    // nothing is typed yet, and nothing typed reads as an ID
    submit: { ...shellButton(face.submit, translate), off: face.submitWaitsForId === true },
    second: face.second && shellButton(face.second, translate),
    roles: route && roles.filter((role) => roleMay(role, allowedRequest({ route }))),
  };
}

export interface ShellIcons {
  export: string;
  search: string;
}

export const shellIcons = (): ShellIcons => ({ export: iconSvg(GetAppIcon), search: iconSvg(SearchIcon) });
