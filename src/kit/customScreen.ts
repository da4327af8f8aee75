import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import type { RouteId } from '../../contract';
import type { AnsweredTitle } from './answeredTitle';
import type { MenuEntry } from './declaration';
import type { LazyPart } from './lazyPart';
import type { ScreenNote } from './screenNote';

export interface CustomScreen {
  path: string;
  Screen: LazyPart;
  /** absent: reached from other screens only */
  menu?: MenuEntry & { icon: ComponentType };
  /** the route the page reads first: a role that may not call it sees neither its menu entry nor the page */
  reads?: RouteId;
  /** the heading once `reads` has answered, which the static shell paints from that answer too */
  title?: AnsweredTitle;
  /** lines under the heading whatever the data, which the static shell paints too */
  note?: ScreenNote;
  /** the screen's query of `reads`, by the path's values: the answer the shell asked for early is handed to it */
  firstQuery?: (dataProvider: DataProvider, params: Record<string, string>) => FirstQuery;
}

export interface FirstQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}
