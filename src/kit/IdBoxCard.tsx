import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { parseId } from './parseId';

export interface IdBoxCardProps<T = number> {
  /** i18n key of the card's heading */
  title: string;
  /** the input's id, unique on the page (the label points at it) */
  inputId: string;
  /** i18n key of the input's label */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** reads the typed text: a whole-number ID unless told otherwise */
  parse?: (text: string) => T | null;
  /** i18n key said under the input while its text does not parse; without it nothing is said there */
  invalidMessage?: string;
  /** a refusal of what was typed, already worded, said under the input until the next action */
  refusal?: string;
  /** the keyboard a phone shows: digits for an ID, a phone pad where `+66` may be typed */
  inputMode?: 'numeric' | 'tel';
  /** i18n key of the button that acts on the ID */
  submitLabel: string;
  submitIcon: ReactNode;
  submitDisabled?: boolean;
  /** the button pressed or Enter typed: the parsed text, or null when it does not parse */
  onSubmit: (value: T | null) => void;
  /** buttons after the main one (the ticket lookup's Clear) */
  actions?: ReactNode;
  'data-testid'?: string;
  /** what the ID brings up below the input: tables, progress, a confirmation */
  children?: ReactNode;
}

/** A card that asks for one ID: its heading, the ID input and the button that acts on it. */
export const IdBoxCard = <T = number>({
  title,
  inputId,
  label,
  text,
  onTextChange,
  parse = parseId as (text: string) => T | null,
  invalidMessage,
  refusal,
  inputMode = 'numeric',
  submitLabel,
  submitIcon,
  submitDisabled,
  onSubmit,
  actions,
  'data-testid': testId,
  children,
}: IdBoxCardProps<T>) => {
  const translate = useTranslate();
  const value = parse(text);
  const invalid = invalidMessage !== undefined && text.trim() !== '' && value === null;
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
            onSubmit(value);
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id={inputId}
            label={translate(label)}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            error={invalid || refusal !== undefined}
            helperText={invalid ? translate(invalidMessage) : refusal}
            slotProps={{ htmlInput: { inputMode } }}
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
