import { BooleanInput, DateTimeInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { DateEntryInput } from './DateEntryInput';
import type { FieldHint } from './declaration';
import { type FieldSpec, numberStep } from './fields';
import { choiceLabelKey, fieldLabelKey } from './labels';
import { ReferenceSelect } from './ReferenceSelect';

export interface FieldInputProps {
  resource: string;
  field: FieldSpec;
  hint?: FieldHint;
}

const takesEmptyText = (field: FieldSpec) => field.kind === 'text' && !field.minLength && !field.nullable;
const asTyped = (text: string) => text;

export const FieldInput = ({ resource, field, hint = {} }: FieldInputProps) => {
  const common = {
    source: field.source,
    label: fieldLabelKey(resource, field.source),
    readOnly: hint.readOnly,
    isRequired: field.required,
  };
  if (hint.reference)
    return (
      <ReferenceSelect
        {...common}
        reference={hint.reference}
        preselect={hint.preselect}
        currentSeason={hint.currentSeason}
      />
    );
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'baht':
      return <NumberInput {...common} step={numberStep(field)} min={field.minimum} max={field.maximum} />;
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((value) => ({
            id: value,
            name: choiceLabelKey(resource, field.source, value),
          }))}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateEntryInput {...common} kind="date" />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'minute':
      return <DateEntryInput {...common} kind="minute" />;
    case 'time':
      return <TextInput {...common} helperText="app.validation.time_hint" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    default:
      return (
        <TextInput
          {...common}
          // react-admin sends a cleared input as null; where the schema takes empty text, it is ''
          parse={takesEmptyText(field) ? asTyped : undefined}
          multiline={field.lines === 'multi'}
          slotProps={{ htmlInput: field.maxLength ? { maxLength: field.maxLength } : undefined }}
        />
      );
  }
};
