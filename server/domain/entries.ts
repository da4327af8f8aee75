/**
 * One game-week entry with its picks, as an operator checks a winner before paying a prize. The points come from
 * the one scoring rule, so the picks add up to the entry's total_point once the game week is summarised.
 */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { EntryPick, GameWeekEntry, MemberEntry } from '../../contract';
import { POINT_FIELDS, type PointFields, playerGameWeekPoints, SCORING } from '../../contract/rules/scoring';
import type { Database, Row } from '../db/schema';

export const unknownEntryMessage = (entryId: number) => `No game-week entry with id ${entryId}`;

export type EntryAnswer = Static<typeof GameWeekEntry>;
export type EntryPickAnswer = Static<typeof EntryPick>;

export interface PickFacts {
  pick: Pick<Row<'entry_picks'>, 'slot' | 'player_id' | 'position' | 'is_captain' | 'price'>;
  player: Pick<Row<'players'>, 'name' | 'team_id'> | undefined;
  club: Pick<Row<'teams'>, 'name' | 'club_abbr'> | undefined;
  /** no points row in the game week: the player scored 0 */
  points: PointFields | undefined;
}

export function assemblePick({ pick, player, club, points }: PickFacts): EntryPickAnswer {
  const captain = pick.is_captain === 1;
  const playerPoints = points ? playerGameWeekPoints(points) : 0;
  return {
    slot: pick.slot,
    player_id: pick.player_id,
    name: player?.name ?? '',
    position: pick.position,
    team_id: player?.team_id ?? 0,
    club: club?.name ?? '',
    club_abbr: club?.club_abbr ?? '',
    captain,
    price: Number(pick.price),
    player_points: playerPoints,
    points: playerPoints * (captain ? SCORING.captainMultiplier : 1),
  };
}

export function assembleEntry(
  entry: Row<'game_week_entries'>,
  username: string,
  picks: readonly PickFacts[],
): EntryAnswer {
  return {
    id: entry.id,
    game_week_id: entry.game_week_id,
    user_id: entry.user_id,
    username,
    name: entry.name,
    is_vip: entry.is_vip === 1,
    total_point: Number(entry.total_point),
    total_price: Number(entry.total_price),
    created_at: entry.created_at,
    picks: picks.map(assemblePick).sort((a, b) => a.slot - b.slot),
  };
}

export async function findGameWeekEntry(db: Kysely<Database>, entryId: number): Promise<EntryAnswer | undefined> {
  const found = await db
    .selectFrom('game_week_entries')
    .innerJoin('users', 'users.id', 'game_week_entries.user_id')
    .selectAll('game_week_entries')
    .select('users.username')
    .where('game_week_entries.id', '=', entryId)
    .executeTakeFirst();
  if (!found) return undefined;
  const { username, ...entry } = found;
  const rows = await db
    .selectFrom('entry_picks as p')
    .leftJoin('players', 'players.id', 'p.player_id')
    .leftJoin('teams', 'teams.id', 'players.team_id')
    .leftJoin('game_week_players as gwp', (join) =>
      join.onRef('gwp.player_id', '=', 'p.player_id').on('gwp.game_week_id', '=', entry.game_week_id),
    )
    .select([
      'p.slot',
      'p.player_id',
      'p.position',
      'p.is_captain',
      'p.price',
      'players.name as player_name',
      'players.team_id',
      'teams.name as club_name',
      'teams.club_abbr',
      'gwp.id as points_row_id',
      ...POINT_FIELDS.map((field) => `gwp.${field}` as const),
    ])
    .where('p.entry_id', '=', entry.id)
    .orderBy('p.slot')
    .execute();
  return assembleEntry(
    entry,
    username,
    rows.map((row) => ({
      pick: row,
      player:
        row.player_name === null || row.team_id === null ? undefined : { name: row.player_name, team_id: row.team_id },
      club:
        row.club_name === null || row.club_abbr === null
          ? undefined
          : { name: row.club_name, club_abbr: row.club_abbr },
      points: row.points_row_id === null ? undefined : pointFieldsOf(row),
    })),
  );
}

function pointFieldsOf(row: Record<(typeof POINT_FIELDS)[number], number | null>): PointFields {
  return Object.fromEntries(POINT_FIELDS.map((field) => [field, Number(row[field] ?? 0)])) as PointFields;
}

export type MemberEntryAnswer = Static<typeof MemberEntry>;

export async function memberEntries(db: Kysely<Database>, userId: number): Promise<MemberEntryAnswer[]> {
  const rows = await db
    .selectFrom('game_week_entries as entry')
    .innerJoin('game_weeks as week', 'week.id', 'entry.game_week_id')
    .select([
      'entry.id',
      'entry.game_week_id',
      'week.season_id',
      'week.week',
      'week.week_name',
      'entry.name',
      'entry.is_vip',
      'entry.total_point',
      'entry.total_price',
      'entry.created_at',
    ])
    .where('entry.user_id', '=', userId)
    .orderBy('entry.created_at', 'desc')
    .orderBy('entry.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    is_vip: row.is_vip === 1,
    total_price: Number(row.total_price),
  }));
}
