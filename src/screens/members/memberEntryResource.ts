import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { MemberEntry } from '../../../contract';
import { defineResource } from '../../kit/declaration';

export const memberEntryResource = defineResource({
  name: 'member-entry',
  record: MemberEntry,
  icon: SportsSoccerIcon,
  recordRepresentation: 'name',
  list: {
    columns: ['week', 'week_name', 'name', 'is_vip', 'total_point', 'total_price', 'created_at'],
    // a member enters each game week at most twice: one page
    perPage: 500,
    sort: { field: 'created_at', order: 'DESC' },
    queryFilters: { userId: 'text' },
    empty: 'app.members.no_entries',
  },
});
