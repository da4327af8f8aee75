import SettingsIcon from '@mui/icons-material/Settings';
import type { CustomScreen } from '../../kit/customScreen';
import { lazyScreen } from '../../kit/lazyPart';

export const settingsScreen: CustomScreen = {
  path: '/setting',
  Screen: lazyScreen(() => import('./SettingsPage').then((m) => m.SettingsPage)),
  menu: { label: 'menu.setting', order: 6, icon: SettingsIcon },
  reads: 'seeTicketUser',
};
