import { Box, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { type RaRecord, Title, useTranslate } from 'react-admin';
import { TeamForm, TeamsTable } from '../resources/teams';

/**
 * Teams management (spec screen 8, route /team): the form on top creates a team, or updates the row whose
 * Edit was pressed (Cancel goes back to creating); the table below lists every team.
 */
export const TeamsPage = () => {
  const translate = useTranslate();
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const formTop = useRef<HTMLDivElement>(null);
  return (
    <Stack spacing={2}>
      <Title title={translate('app.screen.teams')} />
      <Typography variant="h5" component="h1">
        {translate('app.screen.teams')}
      </Typography>
      <Box ref={formTop}>
        <TeamForm editing={editing} onDone={() => setEditing(null)} />
      </Box>
      <TeamsTable
        onEdit={(team) => {
          setEditing(team);
          // the form is above a long table: bring it into view (optional: jsdom has no scrolling)
          formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
      />
    </Stack>
  );
};
