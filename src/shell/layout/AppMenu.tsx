import { Menu, useCanAccessResources, useSidebarState } from 'react-admin';
import { Logo } from './Logo';
import { guardedResources, type NavigationLink, navigationLinks } from './navigation';

/** Until the role is known no guarded link shows, so a link never appears and then vanishes. */
function useVisibleLinks(): NavigationLink[] {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: guardedResources });
  return navigationLinks.filter((link) => !link.resource || canAccess?.[link.resource] === true);
}

/** The logo stands above the menu, not in it: a role="menu" list may hold only menu items. */
export const AppMenu = () => {
  const [open] = useSidebarState();
  const links = useVisibleLinks();
  return (
    <>
      <Logo compact={!open} />
      <Menu>
        <Menu.DashboardItem primaryText="menu.home" />
        {links.map((link) => (
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
