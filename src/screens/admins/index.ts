/** A REST resource of ours (contract/rest/admins.ts), served through ra-data-simple-rest, so it has no map entry. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Admin } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { lazyPart } from '../../kit/lazyPart';

const AdminRowActions = lazyPart(() => import('./AdminRowActions').then((m) => m.AdminRowActions));

export const adminResource = defineResource({
  name: 'admins',
  record: Admin,
  icon: ManageAccountsIcon,
  menu: { label: 'menu.admins', order: 9 },
  recordRepresentation: 'username',
  fields: { status: { filter: 'select' } },
  form: {
    // disabling ends the admin's sessions at once: only that change is asked about
    confirm: {
      title: 'app.admins.disable_title',
      content: 'app.admins.disable_confirm',
      when: (values, record) => values.status === 'disabled' && record?.status !== 'disabled',
    },
  },
  list: {
    columns: ['username', 'display_name', 'status', 'last_sign_in_at', 'created_at'],
    search: 'q',
    rowActions: AdminRowActions,
  },
});
