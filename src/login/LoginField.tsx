import { FilledInput, FormControl, InputLabel } from '@mui/material';
import { type ComponentProps, useId } from 'react';

/**
 * A text field of the login form, drawn as react-admin's theme draws a TextField (filled, dense, small, full
 * width) from the parts a TextField is made of: a TextField also carries the select variant's menu and popover,
 * which the login page's JavaScript budget (issue 20) has no room for.
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
      <FilledInput id={id} {...input} />
    </FormControl>
  );
};
