/** A REST resource of ours (contract/rest/admins.ts), served through ra-data-simple-rest, so it has no map entry. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { adminsRest } from '../../../contract';
import { lazyPart } from '../../kit/lazyPart';
import { restScreen } from '../../kit/restScreen';

const AdminRowActions = lazyPart(() => import('./AdminRowActions').then((m) => m.AdminRowActions));

/** The status filter and the search box come from the REST declaration; a page per admin is not needed. */
export const adminResource = restScreen(adminsRest, {
  icon: ManageAccountsIcon,
  menu: { label: 'menu.admins', order: 9 },
  recordRepresentation: 'username',
  show: undefined,
  form: {
    // disabling ends the admin's sessions at once: only that change is asked about
    confirm: {
      title: 'app.admins.disable_title',
      content: 'app.admins.disable_confirm',
      when: (values, record) => values.status === 'disabled' && record?.status !== 'disabled',
    },
  },
  list: {
    columns: ['username', 'display_name', 'role', 'status', 'last_sign_in_at', 'created_at'],
    rowActions: AdminRowActions,
  },
});
