import { Stack } from '@mui/material';
import { EditButton } from 'react-admin';
import { Allowed } from '../../kit/Allowed';
import type { RowActionsProps } from '../../kit/declaration';
import { ResetPasswordButton } from './ResetPasswordButton';

export const AdminRowActions = ({ record }: RowActionsProps) => (
  <Stack direction="row" spacing={1}>
    <EditButton record={record} />
    <Allowed resource="admins" action="edit">
      <ResetPasswordButton admin={record} />
    </Allowed>
  </Stack>
);
