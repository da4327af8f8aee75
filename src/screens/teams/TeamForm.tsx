import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  type RaRecord,
  ResourceContextProvider,
  SaveButton,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { fieldErrorsOf } from '../../i18n/failureText';
import { capabilitiesOf } from '../../kit/capabilities';
import type { ResourceDeclaration } from '../../kit/declaration';
import { BodyInputs, schemaDefaults } from '../../kit/GeneratedForm';
import { useFailureText } from '../../kit/useFailureText';
import { formValidator } from '../../kit/validation';

const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 };

export interface TeamFormProps {
  declaration: ResourceDeclaration;
  editing: RaRecord | null;
  onDone: () => void;
}

export const TeamForm = ({ declaration, editing, onDone }: TeamFormProps) => {
  const { createBody, updateBody } = capabilitiesOf(declaration.name);
  const body = editing ? updateBody : createBody;
  const translate = useTranslate();
  const errorText = useFailureText(declaration.name);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [generation, setGeneration] = useState(0);

  const saved = (message: string) => (team: RaRecord) => {
    notify(message, { type: 'success', messageArgs: { name: team.name } });
    // a new team is in no cached list yet; an updated one may have moved in the order
    queryClient.invalidateQueries({ queryKey: [declaration.name] });
    setGeneration((n) => n + 1);
    onDone();
  };
  const failed = (error: unknown) => notify(errorText(error) || 'ra.notification.http_error', { type: 'error' });

  // a refusal's field errors are returned to the form, which marks the inputs (the notification says the rest)
  const save = (values: Record<string, unknown>) =>
    fieldErrorsOf(
      editing
        ? update(
            declaration.name,
            { id: editing.id, data: values, previousData: editing },
            {
              mutationMode: 'pessimistic',
              returnPromise: true,
              onSuccess: saved('app.teams.updated'),
              onError: failed,
            },
          )
        : create(
            declaration.name,
            { data: values },
            { returnPromise: true, onSuccess: saved('app.teams.created'), onError: failed },
          ),
    );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {editing ? translate('app.teams.editing_title', { name: editing.name }) : translate('app.teams.form_title')}
        </Typography>
        <ResourceContextProvider value={declaration.name}>
          <Form
            // a fresh form for each record and after each save: nothing of the last entry lingers
            key={`${editing ? `edit-${editing.id}` : 'create'}-${generation}`}
            record={editing ?? schemaDefaults(body)}
            validate={formValidator(body)}
            onSubmit={save}
            noValidate
          >
            <Box sx={FIELD_GRID}>
              <BodyInputs declaration={declaration} body={body} />
            </Box>
            <Stack direction="row" spacing={2}>
              <SaveButton alwaysEnable label={editing ? 'app.teams.update' : 'app.teams.create'} />
              {editing && (
                <Button variant="outlined" onClick={onDone}>
                  {translate('app.teams.cancel')}
                </Button>
              )}
            </Stack>
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
