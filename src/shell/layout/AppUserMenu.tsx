import BadgeIcon from '@mui/icons-material/Badge';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { roleLabelKey } from '../../i18n/roleLabels';

/** Who is signed in: the name the other admins see, and the role that decides what the screens offer. */
const SignedInAs = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem onClick={userMenu?.onClose}>
      <ListItemIcon>
        <BadgeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={identity.fullName}
        secondary={typeof identity.role === 'string' ? translate(roleLabelKey(identity.role)) : null}
      />
    </MenuItem>
  );
};

export const AppUserMenu = () => (
  <UserMenu>
    <SignedInAs />
    <Logout />
  </UserMenu>
);
