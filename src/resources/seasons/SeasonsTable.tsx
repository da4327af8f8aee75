import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { DataTable, ListBase, type RaRecord, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { seasonEditPlayerPath } from '../../pages/paths';

/** There are a handful of seasons: one page, in the server's order (newest first). */
const ALL_SEASONS = 1000;
/** No sort field: the server's order, newest season first. */
const SERVER_ORDER = { field: '', order: 'ASC' as const };

/** The season list (spec screen 3): id, season and a manage button to the season's player editor. */
export const SeasonsTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ListBase resource="seasons" perPage={ALL_SEASONS} sort={SERVER_ORDER} disableSyncWithLocation storeKey={false}>
      <DataTable rowClick={false} bulkActionButtons={false} size="small">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="label" disableSort />
        <DataTable.Col
          label="app.seasons.action"
          disableSort
          render={(season: RaRecord) => (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditNoteIcon />}
              onClick={() => navigate(seasonEditPlayerPath(season.id))}
              aria-label={`${translate('app.seasons.manage')} ${season.label}`}
            >
              {translate('app.seasons.manage')}
            </Button>
          )}
        />
      </DataTable>
    </ListBase>
  );
};
