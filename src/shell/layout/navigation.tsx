import type { ComponentType } from 'react';
import type { MenuEntry } from '../../kit/declaration';
import { viewsOf } from '../../kit/resourceElement';
import { customScreens, declaredResources } from '../../screens';

export interface NavigationLink extends MenuEntry {
  to: string;
  icon: ComponentType;
  /** on a hover or a focus, before the click */
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

export const navigationLinks: NavigationLink[] = [...resourceLinks, ...customScreenLinks].sort(
  (a, b) => a.order - b.order,
);
