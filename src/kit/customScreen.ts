import type { ComponentType } from 'react';
import type { RouteId } from '../../contract';
import type { MenuEntry } from './declaration';
import type { LazyPart } from './lazyPart';

export interface CustomScreen {
  path: string;
  Screen: LazyPart;
  /** absent: reached from other screens only */
  menu?: MenuEntry & { icon: ComponentType };
  /** the route the page reads first: a role that may not call it sees neither its menu entry nor the page */
  reads?: RouteId;
}
