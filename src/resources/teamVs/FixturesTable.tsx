import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatThaiDate } from '../../format';
import { TableScroller } from '../../layout/TableScroller';
import { FixtureRow } from './FixtureRow';

/** No sort field: the day's fixtures stay in the server's order (Sort, then time). */
const SERVER_ORDER = { field: '', order: 'ASC' as const };
const WHOLE_DAY = { page: 1, perPage: 1000 };

/** The chosen day's matchups (spec screen 9), each row with its scores and order edited in place. */
export const FixturesTable = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const { data: fixtures = [], isPending } = useGetList('teamVs', {
    filter: { date },
    sort: SERVER_ORDER,
    pagination: WHOLE_DAY,
  });
  const header = (key: string) => <TableCell key={key}>{translate(key)}</TableCell>;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.team_vs.list_title', { date: formatThaiDate(date) })}
        </Typography>
        <TableScroller>
          <Table size="small">
            <TableHead>
              <TableRow>
                {[
                  'resources.teamVs.fields.date',
                  'resources.teamVs.fields.time',
                  'resources.teamVs.fields.team1',
                  'resources.teamVs.fields.team2',
                  'resources.teamVs.fields.score1',
                  'resources.teamVs.fields.score2',
                  'resources.teamVs.fields.sort',
                ].map(header)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {fixtures.map((fixture) => (
                <FixtureRow key={fixture.id} fixture={fixture} />
              ))}
              {!isPending && fixtures.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>{translate('app.team_vs.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableScroller>
      </CardContent>
    </Card>
  );
};
