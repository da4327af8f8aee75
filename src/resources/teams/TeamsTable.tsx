import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, DeleteWithConfirmButton, ListBase, type RaRecord, useTranslate } from 'react-admin';
import { TeamClosedCheckbox } from './TeamClosedCheckbox';

export interface TeamsTableProps {
  /** a row's Edit: the screen fills the form with it */
  onEdit: (team: RaRecord) => void;
}

/** Every team is one page: there are a few dozen at most, and the server answers them all at once. */
const ALL_TEAMS = 1000;

/**
 * The teams table (spec screen 8): the form's fields, the Open/Closed checkbox saved at once, Edit (fills the
 * form) and Delete after a confirmation. A team that players or fixtures still hold is refused by the server,
 * and its error (what holds the team) is shown as the notification.
 */
export const TeamsTable = ({ onEdit }: TeamsTableProps) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.teams.list_title')}
        </Typography>
        <ListBase
          resource="teams"
          perPage={ALL_TEAMS}
          sort={{ field: 'id', order: 'ASC' }}
          disableSyncWithLocation
          storeKey={false}
        >
          <DataTable rowClick={false} bulkActionButtons={false} size="small">
            <DataTable.Col source="id" />
            <DataTable.Col source="season_id" />
            <DataTable.Col source="team_id" />
            <DataTable.Col source="name" />
            <DataTable.Col source="short_name" />
            <DataTable.Col source="club_abbr" />
            <DataTable.Col source="grounds_city" />
            <DataTable.Col source="alt_ids_opta" />
            <DataTable.Col source="alt_ids_opta_id" />
            <DataTable.Col
              source="is_close"
              label="app.teams.open_closed"
              disableSort
              render={(team: RaRecord) => <TeamClosedCheckbox team={team} />}
            />
            <DataTable.Col
              label="ra.action.edit"
              disableSort
              render={(team: RaRecord) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(team)}>
                    {translate('app.teams.edit')}
                  </Button>
                  <DeleteWithConfirmButton
                    record={team}
                    redirect={false}
                    mutationMode="pessimistic"
                    confirmTitle="app.teams.delete_title"
                    confirmContent="app.teams.delete_content"
                    titleTranslateOptions={{ name: team.name }}
                  />
                </Stack>
              )}
            />
          </DataTable>
        </ListBase>
      </CardContent>
    </Card>
  );
};
