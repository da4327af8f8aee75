import { Menu, useSidebarState } from 'react-admin';
import { Logo } from './Logo';
import { navigationLinks } from './navigation';

/** The fixed left side navigation: logo, Home, then the spec's seven screens. */
export const AppMenu = () => {
  const [open] = useSidebarState();
  return (
    <Menu>
      <Logo compact={!open} />
      <Menu.DashboardItem primaryText="menu.home" />
      {navigationLinks.map((link) => (
        <Menu.Item key={link.to} to={link.to} primaryText={link.label} leftIcon={link.icon} />
      ))}
    </Menu>
  );
};
