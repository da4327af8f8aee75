/** The inputs come from the route's body schema, not the record, so ids and read-only columns never appear. */
import { Typography } from '@mui/material';
import type { TSchema } from '@sinclair/typebox';
import {
  Create,
  DeleteButton,
  Edit,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';
import { FieldInput } from './FieldInput';
import { FormLayout } from './FormLayout';
import { objectFields } from './fields';
import { saveNotices } from './saveNotices';
import { useConfirmedSubmit } from './useConfirmedSubmit';
import { useMutationNotices } from './useNotifyingMutation';
import { formValidator } from './validation';

function schemaDefaults(schema: TSchema | undefined): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, { default?: unknown }> } | undefined)?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) =>
      property.default === undefined ? [] : [[name, property.default]],
    ),
  );
}

export interface BodyInputsProps {
  declaration: ResourceDeclaration;
  body: TSchema | undefined;
  /** fields the screen around the form supplies (a fixture's day, chosen above its list) */
  omit?: readonly string[];
}

export function BodyInputs({ declaration, body, omit = [] }: BodyInputsProps) {
  return (
    <>
      {objectFields(body)
        .filter((field) => !omit.includes(field.source))
        .map((field) => (
          <FieldInput
            key={field.source}
            resource={declaration.name}
            field={field}
            hint={declaration.fields?.[field.source]}
          />
        ))}
    </>
  );
}

/** Save is never greyed out on a new record: pressed on an empty form, it marks every missing field. */
const CREATE_TOOLBAR = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

function useViewTitle(declaration: ResourceDeclaration, page: 'create' | 'edit', own?: string) {
  const translate = useTranslate();
  const name = translate(`resources.${declaration.name}.name`, { smart_count: 1 });
  if (own) return translate(own);
  return page === 'create' ? translate('ra.page.create', { name }) : `${translate('ra.action.edit')} ${name}`;
}

const Heading = ({ title }: { title: string }) => (
  <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
    {title}
  </Typography>
);

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const body = capabilitiesOf(declaration.name).createBody;
  const title = useViewTitle(declaration, 'create', declaration.form?.createTitle);
  const redirect = useRedirect();
  const notices = useMutationNotices(saveNotices(declaration.form, 'ra.notification.created', declaration.name));
  const afterCreate = declaration.form?.afterCreate;
  return (
    <>
      <Heading title={title} />
      <Create
        resource={declaration.name}
        title={title}
        // our own success replaces react-admin's, redirect included
        mutationOptions={{
          onSuccess: (record: RaRecord, values) => {
            notices.onSuccess(record, values);
            redirect(afterCreate ? () => afterCreate(record) : 'list', declaration.name);
          },
          onError: notices.onError,
        }}
      >
        <SimpleForm
          validate={formValidator(body, declaration.rules)}
          defaultValues={{ ...schemaDefaults(body), ...declaration.form?.defaults }}
          toolbar={CREATE_TOOLBAR}
        >
          <FormLayout kind={declaration.form?.layout}>
            <BodyInputs declaration={declaration} body={body} />
          </FormLayout>
        </SimpleForm>
      </Create>
    </>
  );
};

/**
 * Save, and Delete only where the map can delete (react-admin's default toolbar offers it always). Delete is
 * react-admin's own: back to the list at once, with Undo until the notice goes, and only then sent. The form's
 * pessimistic saves would make it ask for a confirmation instead, so its mode is named.
 */
function EditToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton mutationMode="undoable" redirect="list" /> : null}
    </Toolbar>
  );
}

function EditForm({ declaration }: { declaration: ResourceDeclaration }) {
  const { updateBody: body, canDelete } = capabilitiesOf(declaration.name);
  const { save } = useSaveContext();
  const record = useRecordContext();
  const { submit, dialog } = useConfirmedSubmit(declaration.form?.confirm, (values) => save?.(values), record);
  return (
    <>
      <SimpleForm
        validate={formValidator(body, declaration.rules)}
        onSubmit={submit}
        toolbar={<EditToolbar canDelete={canDelete} />}
      >
        <FormLayout kind={declaration.form?.layout}>
          <BodyInputs declaration={declaration} body={body} />
        </FormLayout>
      </SimpleForm>
      {dialog}
    </>
  );
}

export const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const redirect = useRedirect();
  const title = useViewTitle(declaration, 'edit');
  const notices = useMutationNotices(saveNotices(declaration.form, 'ra.notification.updated', declaration.name));
  return (
    <>
      <Heading title={title} />
      <Edit
        resource={declaration.name}
        title={title}
        mutationMode="pessimistic"
        // our own success replaces react-admin's, redirect included
        mutationOptions={{
          onSuccess: (record: RaRecord, values) => {
            notices.onSuccess(record, values);
            redirect('list', declaration.name);
          },
          onError: notices.onError,
        }}
      >
        <EditForm declaration={declaration} />
      </Edit>
    </>
  );
};

export { schemaDefaults };
