import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { MemberEntry } from '../../../contract';
import { defineResource } from '../../kit/declaration';
import { seasonLabel } from '../seasons/seasonLabel';

export const memberEntryResource = defineResource({
  name: 'member-entry',
  record: MemberEntry,
  icon: SportsSoccerIcon,
  recordRepresentation: 'name',
  fields: { season_id: { render: seasonLabel } },
  list: {
    columns: ['season_id', 'week', 'week_name', 'name', 'is_vip', 'total_point', 'total_price', 'created_at'],
    // a member enters each game week at most twice: one page
    perPage: 500,
    // grouped by season, the newest first; within one, newest first as the server answers
    sort: { field: 'season_id', order: 'DESC' },
    queryFilters: { userId: 'text' },
    empty: 'app.members.no_entries',
  },
});
