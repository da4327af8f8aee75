/** One record's generated edit form, in place on another screen (the game-week screen's reward editors). */
import { Form, type RaRecord, ResourceContextProvider, SaveButton, useTranslate, useUpdate } from 'react-admin';
import { fieldErrorsOf } from '../i18n/failureText';
import { useAllowed } from './Allowed';
import { capabilitiesOf } from './capabilities';
import type { ResourceDeclaration } from './declaration';
import { FormLayout } from './FormLayout';
import { BodyInputs } from './GeneratedForm';
import { useRecordName } from './recordName';
import { saveNotices } from './saveNotices';
import { useConfirmedSubmit } from './useConfirmedSubmit';
import { useNotifyingMutation } from './useNotifyingMutation';
import { formValidator } from './validation';

export interface DeclaredRecordFormProps {
  declaration: ResourceDeclaration;
  record: RaRecord;
  saveLabel?: string;
}

export const DeclaredRecordForm = ({ declaration, record, saveLabel = 'ra.action.save' }: DeclaredRecordFormProps) => {
  const translate = useTranslate();
  const body = capabilitiesOf(declaration.name).updateBody;
  const [update] = useUpdate();
  const saveRecord = useNotifyingMutation({
    ...saveNotices(declaration.form, 'ra.notification.updated', declaration.name),
    mutationFn: (values: Record<string, unknown>) =>
      update(
        declaration.name,
        { id: record.id, data: values, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
  });
  const save = (values: Record<string, unknown>) => fieldErrorsOf(saveRecord.mutateAsync(values));
  const { submit, dialog } = useConfirmedSubmit(declaration.form?.confirm, save);
  const name = useRecordName(declaration)(record);
  const layout = declaration.form?.layout;
  const mayEdit = useAllowed({ resource: declaration.name, action: 'edit' });
  const button = mayEdit && (
    <SaveButton
      label={saveLabel}
      // several records' forms share a screen: each button says whose it is
      aria-label={`${translate(saveLabel)} ${name}`}
      loading={saveRecord.isPending}
      // as the spec's Update buttons: always pressable (an unchanged record is saved as it is)
      alwaysEnable
    />
  );
  return (
    <ResourceContextProvider value={declaration.name}>
      <Form record={record} onSubmit={submit} validate={formValidator(body, declaration.rules)} noValidate>
        <FormLayout kind={layout}>
          <BodyInputs declaration={declaration} body={body} />
          {layout === 'row' ? button : null}
        </FormLayout>
        {layout === 'row' ? null : button}
      </Form>
      {dialog}
    </ResourceContextProvider>
  );
};
