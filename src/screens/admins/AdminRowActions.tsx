import { Stack } from '@mui/material';
import { Allowed } from '../../kit/Allowed';
import type { RowActionsProps } from '../../kit/declaration';
import { RecordPageButton } from '../../kit/RecordPageButton';
import { ResetPasswordButton } from './ResetPasswordButton';

export const AdminRowActions = ({ record }: RowActionsProps) => (
  <Stack direction="row" spacing={1}>
    <RecordPageButton page="edit" record={record} />
    <Allowed resource="admins" action="edit">
      <ResetPasswordButton admin={record} />
    </Allowed>
  </Stack>
);
