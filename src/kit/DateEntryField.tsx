import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type DateEntryKind, formatDateEntry, parseDateEntry, useDateFormat } from '../format';
import { CalendarButton } from './CalendarButton';

export interface DateEntryFieldProps {
  kind: DateEntryKind;
  name: string;
  label: string;
  value: string | undefined;
  /** called once what is typed is a date, and with undefined when the field is cleared */
  onChange: (value: string | undefined) => void;
  /** a cleared field keeps the last date (a list that always shows one day) */
  required?: boolean;
}

/** A date typed outside a form (a list's filter); what is half typed stays in the field and changes nothing. */
export const DateEntryField = ({ kind, name, label, value, onChange, required }: DateEntryFieldProps) => {
  const translate = useTranslate();
  const { language } = useDateFormat();
  const shown = formatDateEntry(value ?? '', kind, language);
  const [text, setText] = useState(shown);
  // a date set elsewhere (the calendar, the URL, the language) replaces what is typed
  useEffect(() => setText(shown), [shown]);
  const read = text.trim() === '' ? null : parseDateEntry(text, kind, language);
  const problem = read && !read.ok ? read.message : null;
  return (
    <TextField
      name={name}
      label={label}
      value={text}
      placeholder={translate(`app.date_entry.placeholder_${kind}`)}
      error={problem !== null}
      helperText={problem ? translate(problem) : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (typed.trim() === '') {
          if (!required) onChange(undefined);
          return;
        }
        const parsed = parseDateEntry(typed, kind, language);
        if (parsed.ok) onChange(parsed.value);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <CalendarButton
              kind={kind}
              value={value}
              onPick={onChange}
              label={translate('app.date_entry.pick', { field: label })}
            />
          ),
        },
      }}
    />
  );
};
