import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, useCreate, useListContext, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../../i18n/failureText';
import { capabilitiesOf } from '../../kit/capabilities';
import type { ResourceDeclaration } from '../../kit/declaration';
import { objectFields } from '../../kit/fields';
import { BodyInputs } from '../../kit/GeneratedForm';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { candidateBody, formValidator } from '../../kit/validation';

/** The fields side by side, as many per line as the width allows (the form sits inside the list's card). */
const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 };

/** The day is the list's, chosen above the form: it is not an input. */
const FROM_THE_LIST = ['date'] as const;

/**
 * The new-matchup form for the list's day (its `date` filter): the create route's body schema
 * gives the inputs (team 1, team 2, order, match time) and their validation, the declaration's rules add that a
 * team cannot play itself. A refusal from the server shows as the answer's error text.
 */
export const FixtureForm = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const date = String(useListContext().filterValues.date ?? '');
  const body = capabilitiesOf(declaration.name).createBody;
  const validate = formValidator(body, declaration.rules);
  // bumped after each save, so the next matchup starts from a fresh form
  const [generation, setGeneration] = useState(0);

  const createFixture = useNotifyingMutation({
    mutationFn: (data: Record<string, unknown>) => create(declaration.name, { data }, { returnPromise: true }),
    succeeded: 'app.message.save_team_vs_success',
    labels: declaration.name,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: [declaration.name] });
      setGeneration((n) => n + 1);
    },
  });

  // a refusal's field errors are returned to the form, which marks the inputs (a team against itself: team2);
  // the body holds its own fields only, a blank optional one (the match time) left out
  const save = (values: Record<string, unknown>) =>
    fieldErrorsOf(createFixture.mutateAsync(candidateBody(objectFields(body), { ...values, date })));

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
