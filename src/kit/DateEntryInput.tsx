import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type DateEntryKind, formatDateEntry, parseDateEntry, useDateFormat } from '../format';
import { CalendarButton } from './CalendarButton';

/** Text that is not a date yet stays as typed, so the form's validation can name what to type. */
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
