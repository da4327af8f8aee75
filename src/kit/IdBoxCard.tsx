import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { IdBoxFace } from './idBoxFace';
import { parseId } from './parseId';

export interface IdBoxCardProps<T = number> {
  /** its heading, label and buttons */
  face: IdBoxFace;
  /** the input's id, unique on the page (the label points at it) */
  inputId: string;
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
  /** off meanwhile (a request on its way) */
  busy?: boolean;
  /** the button pressed or Enter typed: the parsed text, or null when it does not parse */
  onSubmit: (value: T | null) => void;
  /** the face's second button pressed */
  onSecond?: () => void;
  'data-testid'?: string;
  /** what the ID brings up below the input: tables, progress, a confirmation */
  children?: ReactNode;
}

/** A card that asks for one ID: its heading, the ID input and the button that acts on it. */
export const IdBoxCard = <T = number>({
  face,
  inputId,
  text,
  onTextChange,
  parse = parseId as (text: string) => T | null,
  invalidMessage,
  refusal,
  inputMode = 'numeric',
  busy = false,
  onSubmit,
  onSecond,
  'data-testid': testId,
  children,
}: IdBoxCardProps<T>) => {
  const translate = useTranslate();
  const value = parse(text);
  const invalid = invalidMessage !== undefined && text.trim() !== '' && value === null;
  const { submit, second } = face;
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(face.title)}
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
            label={translate(face.label)}
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
            startIcon={createElement(submit.icon)}
            disabled={busy || (face.submitWaitsForId === true && value === null)}
          >
            {translate(submit.label)}
          </Button>
          {second ? (
            <Button
              variant="outlined"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              startIcon={createElement(second.icon)}
              onClick={onSecond}
            >
              {translate(second.label)}
            </Button>
          ) : null}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};
