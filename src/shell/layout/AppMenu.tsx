import { Menu, useSidebarState } from 'react-admin';
import { Logo } from './Logo';
import { navigationLinks } from './navigation';

/**
 * The fixed left side navigation: logo, Home, then the spec's seven screens. The logo stands above the menu,
 * not in it: a role="menu" list may hold only menu items (axe: aria-required-children).
 */
export const AppMenu = () => {
  const [open] = useSidebarState();
  return (
    <>
      <Logo compact={!open} />
      <Menu>
        <Menu.DashboardItem primaryText="menu.home" />
        {navigationLinks.map((link) => (
          <Menu.Item
            key={link.to}
            to={link.to}
            primaryText={link.label}
            leftIcon={<link.icon />}
            // the screen's code starts on its way while the pointer or the focus is on the link
            onMouseEnter={link.preload}
            onFocus={link.preload}
          />
        ))}
      </Menu>
    </>
  );
};
