/**
 * What the static shell paints of a list above its rows: the export button, the tabs and the search box, where
 * the generated list (src/kit/GeneratedList.tsx) draws them. Only for a list drawn as generated with nothing else
 * there: a screen of its own, a filter chosen first, filter inputs, a create button or a toolbar of its own put
 * other things in those places, and those lists get their title alone.
 */
import GetAppIcon from '@mui/icons-material/GetApp';
import SearchIcon from '@mui/icons-material/Search';
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '../../i18n/failureText';
import { storeItem } from '../../i18n/locales';
import type { ResourceDeclaration } from '../../kit/declaration';
import { declaredFilters } from '../../kit/declaredFilters';
import { firstListParams } from '../../kit/firstListParams';
import { fieldLabelKey } from '../../kit/labels';
import { listCreates, searchTaken } from '../../kit/listParts';
import { tabsOf } from '../../kit/listTabs';

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
}

export function shellListOf(declaration: ResourceDeclaration, translate: Translate): ShellList | undefined {
  const options = declaration.list;
  const elsewhere = declaration.views?.list || options?.chosenFirst || options?.toolbar || listCreates(declaration);
  // the filters' inputs share the export button's row, which they make taller
  if (!options || elsewhere || declaredFilters(declaration).length > 0) return undefined;
  const search = options.search;
  const tabs = tabsOf(declaration);
  const opensOn = firstListParams(declaration).filter;
  return {
    // react-admin's key for a list's parameters, kept between page loads
    kept: storeItem(`${declaration.name}.listParams`),
    opensOn,
    export: options.exporter === false ? undefined : translate('ra.action.export'),
    tabs: tabs?.values.map((value) => translate(tabs.label(value))),
    search:
      search && searchTaken(declaration.name, search, opensOn)
        ? translate(fieldLabelKey(declaration.name, search))
        : undefined,
  };
}

/** An icon's drawing as the app's MUI icon draws it, without MUI's classes. */
const iconSvg = (icon: ElementType) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true">${
    renderToStaticMarkup(createElement(icon))
      .match(/<path[^>]*><\/path>/g)
      ?.join('') ?? ''
  }</svg>`;

export interface ShellIcons {
  export: string;
  search: string;
}

export const shellIcons = (): ShellIcons => ({ export: iconSvg(GetAppIcon), search: iconSvg(SearchIcon) });
