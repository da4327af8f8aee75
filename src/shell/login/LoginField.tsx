import { FilledInput, FormControl, InputLabel } from '@mui/material';
import { type ComponentProps, useId } from 'react';
import { LOGIN_FIELD_MAX_LENGTH } from '../../../contract/loginPath';

/**
 * A text field of the login form, drawn as react-admin's theme draws a TextField (filled, dense, small, full
 * width) from the parts a TextField is made of: a TextField also carries the select variant's menu and popover,
 * which the login page's JavaScript budget (issue 20) has no room for. It stops at the login's longest text, so
 * the form never sends what the server refuses for its length.
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
