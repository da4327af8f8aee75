import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  type RaRecord,
  ResourceContextProvider,
  SaveButton,
  useCreate,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { fieldErrorsOf } from '../../i18n/failureText';
import { capabilitiesOf } from '../../kit/capabilities';
import type { ResourceDeclaration } from '../../kit/declaration';
import { BodyInputs, schemaDefaults } from '../../kit/GeneratedForm';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { formValidator } from '../../kit/validation';

/** The fields side by side, as many per line as the width allows. */
const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 };

export interface TeamFormProps {
  declaration: ResourceDeclaration;
  /** the row being edited, or null to create a team */
  editing: RaRecord | null;
  /** after a save, and on Cancel: the screen clears the form */
  onDone: () => void;
}

/** A save of the form: its values, and the team being edited (null: a new team). */
interface TeamSave {
  values: Record<string, unknown>;
  editing: RaRecord | null;
}

/**
 * The teams form, above the list as the spec draws it: the inputs and their validation come from
 * the create and update routes' body schema (all eight fields required and non-blank, season 578 by default).
 * Save creates a team, or updates the row being edited; Cancel leaves editing. Refusals from the server
 * (a Team ID already used in the season) show as the answer's error text.
 */
export const TeamForm = ({ declaration, editing, onDone }: TeamFormProps) => {
  const { createBody, updateBody } = capabilitiesOf(declaration.name);
  const body = editing ? updateBody : createBody;
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  // bumped after each save, so the next entry starts from a fresh form
  const [generation, setGeneration] = useState(0);

  const saveTeam = useNotifyingMutation({
    mutationFn: ({ values, editing: team }: TeamSave) =>
      team
        ? update(
            declaration.name,
            { id: team.id, data: values, previousData: team },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        : create(declaration.name, { data: values }, { returnPromise: true }),
    succeeded: (team, { editing: edited }) => ({
      message: edited ? 'app.teams.updated' : 'app.teams.created',
      args: { name: team.name },
    }),
    labels: declaration.name,
    onSuccess: () => {
      // a new team is in no cached list yet; an updated one may have moved in the order
      queryClient.invalidateQueries({ queryKey: [declaration.name] });
      setGeneration((n) => n + 1);
      onDone();
    },
  });

  // a refusal's field errors are returned to the form, which marks the inputs (the notification says the rest)
  const save = (values: Record<string, unknown>) => fieldErrorsOf(saveTeam.mutateAsync({ values, editing }));

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
