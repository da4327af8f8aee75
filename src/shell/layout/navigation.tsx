import type { ComponentType } from 'react';
import type { MenuEntry } from '../../kit/declaration';
import { viewsOf } from '../../kit/resourceElement';
import { customScreens, declaredResources } from '../../screens';

export interface NavigationLink extends MenuEntry {
  to: string;
  icon: ComponentType;
  /** starts fetching the screen's code, before the click (a hover or a focus on the link) */
  preload(): void;
}

const resourceLinks: NavigationLink[] = declaredResources.flatMap((resource) =>
  resource.menu
    ? [
        {
          to: `/${resource.name}`,
          icon: resource.icon,
          preload: () => viewsOf(resource).list?.preload(),
          ...resource.menu,
        },
      ]
    : [],
);

const customScreenLinks: NavigationLink[] = customScreens.flatMap(({ path, Screen, menu }) =>
  menu ? [{ to: path, preload: Screen.preload, ...menu }] : [],
);

/** The side navigation's links, every screen with a menu entry in the spec's order; Home comes before them. */
export const navigationLinks: NavigationLink[] = [...resourceLinks, ...customScreenLinks].sort(
  (a, b) => a.order - b.order,
);
