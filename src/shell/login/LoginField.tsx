import { FilledInput, FormControl, InputLabel } from '@mui/material';
import { type ComponentProps, useId } from 'react';
import { LOGIN_FIELD_MAX_LENGTH } from '../../../contract/loginPath';

/**
 * Built from a TextField's parts, as a TextField also carries the select variant's menu and popover, which the
 * login page's JavaScript budget has no room for. It stops at the longest text the server accepts.
 */
export const LoginField = ({
  label,
  disabled,
  ...input
}: { label: string } & Omit<ComponentProps<typeof FilledInput>, 'id'>) => {
  const id = useId();
  return (
    <FormControl variant="filled" margin="dense" size="small" fullWidth disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} {...input} inputProps={{ maxLength: LOGIN_FIELD_MAX_LENGTH }} />
    </FormControl>
  );
};
