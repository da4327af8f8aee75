import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, type RaRecord, SaveButton, useTranslate } from 'react-admin';
import { AdminPasswordBody, adminsRest } from '../../../contract';
import { postRestAction } from '../../api/dataProvider/restResources';
import { shownAdminName } from '../../api/tokenStore';
import { fieldLabelKey, hintKey } from '../../kit/labels';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { formValidator } from '../../kit/validation';

const validate = formValidator(AdminPasswordBody);

/** The server ends the admin's sessions, so the notification says so. */
export const ResetPasswordButton = ({ admin }: { admin: RaRecord }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const name = shownAdminName({ display_name: String(admin.display_name ?? ''), username: String(admin.username) });
  const reset = useNotifyingMutation({
    mutationFn: (values: Record<string, unknown>) =>
      postRestAction(adminsRest, admin.id, 'password', { password: values.password }),
    succeeded: { message: 'app.admins.reset_password_done', args: { name } },
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button size="small" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {translate('app.admins.reset_password')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`reset-password-${admin.id}`}>
        <Form onSubmit={(values: Record<string, unknown>) => reset.mutate(values)} validate={validate} noValidate>
          <DialogTitle id={`reset-password-${admin.id}`}>
            {translate('app.admins.reset_password_title', { name })}
          </DialogTitle>
          <DialogContent>
            <PasswordInput
              source="password"
              label={fieldLabelKey(adminsRest.name, 'password')}
              helperText={hintKey(adminsRest.name, 'password')}
              autoComplete="new-password"
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('app.confirm.back')}</Button>
            <SaveButton alwaysEnable label="app.admins.reset_password" icon={<LockResetIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
