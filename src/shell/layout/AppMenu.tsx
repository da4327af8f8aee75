import { Menu, useSidebarState } from 'react-admin';
import { Logo } from './Logo';
import { navigationLinks } from './navigation';

/** The logo stands above the menu, not in it: a role="menu" list may hold only menu items. */
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
            onMouseEnter={link.preload}
            onFocus={link.preload}
          />
        ))}
      </Menu>
    </>
  );
};
