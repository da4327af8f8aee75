import type { ComponentType } from 'react';
import type { MenuEntry } from './declaration';
import type { LazyPart } from './lazyPart';

/** A screen that is not a resource's views: its URL, its code (fetched when it opens) and its menu entry. */
export interface CustomScreen {
  /** the route, as react-router matches it ('/edit-game-week/:id') */
  path: string;
  Screen: LazyPart;
  /** absent: reached from other screens only */
  menu?: MenuEntry & { icon: ComponentType };
}
