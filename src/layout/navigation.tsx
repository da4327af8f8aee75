import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import { SettingsPage } from '../lazy/screens';
import { screenPaths } from '../pages/paths';
import { declaredResources } from '../resources';
import type { MenuEntry } from '../schema/declaration';
import { viewsOf } from '../schema/resourceElement';

export interface NavigationLink extends MenuEntry {
  to: string;
  icon: ComponentType;
  /** starts fetching the screen's code, before the click (a hover or a focus on the link) */
  preload(): void;
}

/** The spec's screens that are not a resource's views (custom pages), at their place in the spec's order. */
const customPageLinks: NavigationLink[] = [
  { to: screenPaths.setting, label: 'menu.setting', order: 6, icon: SettingsIcon, preload: SettingsPage.preload },
];

/**
 * The side navigation's links: every declared resource with a menu entry plus the custom pages, in the spec's
 * order (section 2, "Layouts"), then ours. Home comes before them.
 */
export const navigationLinks: NavigationLink[] = [
  ...declaredResources.flatMap((resource) =>
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
  ),
  ...customPageLinks,
].sort((a, b) => a.order - b.order);
