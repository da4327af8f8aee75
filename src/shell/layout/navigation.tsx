import type { ComponentType } from 'react';
import { listPath, type MenuEntry } from '../../kit/declaration';
import { viewsOf } from '../../kit/resourceElement';
import { customScreens, declaredResources } from '../../screens';

export interface NavigationLink extends MenuEntry {
  to: string;
  icon: ComponentType;
  /** what canAccess is asked to list: a resource's name, or the route a custom page reads */
  resource?: string;
  /** on a hover or a focus, before the click */
  preload(): void;
}

const resourceLinks: NavigationLink[] = declaredResources.flatMap((resource) =>
  resource.menu
    ? [
        {
          to: listPath(resource),
          icon: resource.icon,
          resource: resource.name,
          preload: () => viewsOf(resource).list?.preload(),
          ...resource.menu,
        },
      ]
    : [],
);

const customScreenLinks: NavigationLink[] = customScreens.flatMap(({ path, Screen, menu, reads }) =>
  menu ? [{ to: path, preload: Screen.preload, resource: reads, ...menu }] : [],
);

export const navigationLinks: NavigationLink[] = [...resourceLinks, ...customScreenLinks].sort(
  (a, b) => a.order - b.order,
);

/** The resources whose links the role's access decides. */
export const guardedResources: string[] = navigationLinks.flatMap((link) => (link.resource ? [link.resource] : []));
