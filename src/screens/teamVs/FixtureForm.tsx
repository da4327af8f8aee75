import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  ResourceContextProvider,
  SaveButton,
  useCreate,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { fieldErrorsOf } from '../../i18n/failureText';
import { capabilitiesOf } from '../../kit/capabilities';
import type { ResourceDeclaration } from '../../kit/declaration';
import { objectFields } from '../../kit/fields';
import { BodyInputs } from '../../kit/GeneratedForm';
import { useFailureText } from '../../kit/useFailureText';
import { candidateBody, formValidator } from '../../kit/validation';

const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 };

/** The day is the list's `date` filter, chosen above the form, not an input. */
const FROM_THE_LIST = ['date'] as const;
export const FixtureForm = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useFailureText(declaration.name);
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const date = String(useListContext().filterValues.date ?? '');
  const body = capabilitiesOf(declaration.name).createBody;
  const validate = formValidator(body, declaration.rules);
  const [generation, setGeneration] = useState(0);

  // a refusal's field errors are returned to the form, which marks the inputs (a team against itself: team2)
  const save = (values: Record<string, unknown>) => {
    const data = candidateBody(objectFields(body), { ...values, date });
    return fieldErrorsOf(
      create(
        declaration.name,
        { data },
        {
          returnPromise: true,
          onSuccess: () => {
            notify('app.message.save_team_vs_success', { type: 'success' });
            queryClient.invalidateQueries({ queryKey: [declaration.name] });
            setGeneration((n) => n + 1);
          },
          onError: (error) => notify(errorText(error) || 'ra.notification.http_error', { type: 'error' }),
        },
      ),
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.team_vs.form_title')}
        </Typography>
        <ResourceContextProvider value={declaration.name}>
          <Form
            key={generation}
            record={declaration.form?.defaults}
            onSubmit={save}
            validate={(values) => validate({ ...values, date })}
            noValidate
          >
            <Box sx={FIELD_GRID}>
              <BodyInputs declaration={declaration} body={body} omit={FROM_THE_LIST} />
            </Box>
            <SaveButton alwaysEnable label="app.team_vs.save" />
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
