import type { ComponentType } from 'react';
import type { MenuEntry } from './declaration';
import type { LazyPart } from './lazyPart';

export interface CustomScreen {
  path: string;
  Screen: LazyPart;
  /** absent: reached from other screens only */
  menu?: MenuEntry & { icon: ComponentType };
}
