/**
 * The input for one body field, chosen by its kind: whole numbers step by 1, text stops at its maximum length,
 * enums are selects with translated choices, booleans are switches, days are date pickers.
 */
import { BooleanInput, DateInput, DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldSpec } from './fields';
import { choiceLabelKey, fieldLabelKey } from './labels';

export interface FieldInputProps {
  resource: string;
  field: FieldSpec;
  readOnly?: boolean;
}

export const FieldInput = ({ resource, field, readOnly }: FieldInputProps) => {
  const common = {
    source: field.source,
    label: fieldLabelKey(resource, field.source),
    readOnly,
    // the schema marks what is required; the validator (validation.ts) words it
    isRequired: field.required,
  };
  switch (field.kind) {
    case 'integer':
      return <NumberInput {...common} step={1} min={field.minimum} max={field.maximum} />;
    case 'number':
    case 'baht':
      return <NumberInput {...common} step={0.01} min={field.minimum} max={field.maximum} />;
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
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    default:
      return (
        <TextInput
          {...common}
          slotProps={{ htmlInput: field.maxLength ? { maxLength: field.maxLength } : undefined }}
        />
      );
  }
};
