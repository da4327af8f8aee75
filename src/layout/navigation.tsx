import SettingsIcon from '@mui/icons-material/Settings';
import type { ComponentType } from 'react';
import { screenPaths } from '../pages/paths';
import { declaredResources } from '../resources';
import type { MenuEntry } from '../schema/declaration';

export interface NavigationLink extends MenuEntry {
  to: string;
  icon: ComponentType;
}

/** The spec's screens that are not a resource's views (custom pages), at their place in the spec's order. */
const customPageLinks: NavigationLink[] = [
  { to: screenPaths.setting, label: 'menu.setting', order: 6, icon: SettingsIcon },
];

/**
 * The side navigation's links: every declared resource with a menu entry plus the custom pages, in the spec's
 * order (section 2, "Layouts"), then ours. Home comes before them.
 */
export const navigationLinks: NavigationLink[] = [
  ...declaredResources.flatMap((resource) =>
    resource.menu ? [{ to: `/${resource.name}`, icon: resource.icon, ...resource.menu }] : [],
  ),
  ...customPageLinks,
].sort((a, b) => a.order - b.order);
