/**
 * Create and edit views of a declared resource: a SimpleForm over the route's body schema, one input per field,
 * validated by the same schema (every invalid field marked at once). The body schema, not the record, says what
 * the operator types in: ids and read-only columns never appear as inputs.
 */
import type { TSchema } from '@sinclair/typebox';
import { Create, Edit, SimpleForm } from 'react-admin';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';
import { FieldInput } from './FieldInput';
import { objectFields } from './fields';
import { formValidator } from './validation';

/** The schema's defaults (e.g. the team form's season 578), as the form's starting values. */
function schemaDefaults(schema: TSchema | undefined): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, { default?: unknown }> } | undefined)?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) =>
      property.default === undefined ? [] : [[name, property.default]],
    ),
  );
}

export function BodyInputs({ declaration, body }: { declaration: ResourceDeclaration; body: TSchema | undefined }) {
  return (
    <>
      {objectFields(body).map((field) => (
        <FieldInput
          key={field.source}
          resource={declaration.name}
          field={field}
          readOnly={declaration.fields?.[field.source]?.readOnly}
        />
      ))}
    </>
  );
}

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const body = capabilitiesOf(declaration.name).createBody;
  return (
    <Create resource={declaration.name} redirect="list">
      <SimpleForm validate={formValidator(body)} defaultValues={schemaDefaults(body)}>
        <BodyInputs declaration={declaration} body={body} />
      </SimpleForm>
    </Create>
  );
};

export const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const body = capabilitiesOf(declaration.name).updateBody;
  return (
    <Edit resource={declaration.name} redirect="list" mutationMode="pessimistic">
      <SimpleForm validate={formValidator(body)}>
        <BodyInputs declaration={declaration} body={body} />
      </SimpleForm>
    </Edit>
  );
};

export { schemaDefaults };
