import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { parseId } from './parseId';

export interface IdBoxCardProps {
  /** i18n key of the card's heading */
  title: string;
  /** the input's id, unique on the page (the label points at it) */
  inputId: string;
  /** i18n key of the input's label */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** i18n key said under the input while its text is not a whole-number ID; without it nothing is said there */
  invalidMessage?: string;
  /** i18n key of the button that acts on the ID */
  submitLabel: string;
  submitIcon: ReactNode;
  submitDisabled?: boolean;
  /** the button pressed or Enter typed: the typed ID, or null when it is not a whole number */
  onSubmit: (id: number | null) => void;
  /** buttons after the main one (the ticket lookup's Clear) */
  actions?: ReactNode;
  'data-testid'?: string;
  /** what the ID brings up below the input: tables, progress, a confirmation */
  children?: ReactNode;
}

/** A card that asks for one ID: its heading, the ID input and the button that acts on it. */
export const IdBoxCard = ({
  title,
  inputId,
  label,
  text,
  onTextChange,
  invalidMessage,
  submitLabel,
  submitIcon,
  submitDisabled,
  onSubmit,
  actions,
  'data-testid': testId,
  children,
}: IdBoxCardProps) => {
  const translate = useTranslate();
  const id = parseId(text);
  const invalid = invalidMessage !== undefined && text.trim() !== '' && id === null;
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(id);
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id={inputId}
            label={translate(label)}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            error={invalid}
            helperText={invalid ? translate(invalidMessage) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            startIcon={submitIcon}
            disabled={submitDisabled}
          >
            {translate(submitLabel)}
          </Button>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};
