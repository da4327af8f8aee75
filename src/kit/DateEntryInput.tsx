import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type DateEntryKind, formatDateEntry, parseDateEntry, useDateFormat } from '../format';
import { CalendarButton } from './CalendarButton';

/**
 * A day or a game-week minute typed as the operator reads dates, dd/mm/yyyy [HH:mm] with the Buddhist-era year in
 * Thai and the Western year in English (src/format/dateEntry.ts), or picked from a calendar; the form holds the
 * spec's wire text ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm'). Text that is not a date yet stays as typed, so the
 * form's validation names what to type.
 */
export interface DateEntryInputProps {
  kind: DateEntryKind;
  source: string;
  label: string;
  isRequired?: boolean;
  readOnly?: boolean;
}

export const DateEntryInput = ({ kind, source, label, isRequired, readOnly }: DateEntryInputProps) => {
  const translate = useTranslate();
  const { language } = useDateFormat();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source });
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      readOnly={readOnly}
      format={(stored) => formatDateEntry(stored, kind, language)}
      parse={(typed: string) => {
        if (typed.trim() === '') return null;
        const read = parseDateEntry(typed, kind, language);
        return read.ok ? read.value : typed;
      }}
      placeholder={translate(`app.date_entry.placeholder_${kind}`)}
      helperText={`app.date_entry.hint_${kind}`}
      InputProps={{
        endAdornment: (
          <CalendarButton
            kind={kind}
            value={value}
            onPick={(picked) =>
              setValue(source, picked, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
            }
            label={translate('app.date_entry.pick', { field: translate(label) })}
          />
        ),
      }}
    />
  );
};
