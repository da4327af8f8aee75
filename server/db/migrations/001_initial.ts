/** The same DDL on both databases; parents first, so every foreign key points at an existing table. */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connection';
import {
  bytesType,
  counter,
  flag,
  MONEY,
  oneOf,
  optionallyReferences,
  references,
  required,
  withId,
} from './column-types';

const POSITIONS = ['G', 'D', 'M', 'F'] as const;
const GAME_WEEK_STATUSES = ['active', 'preopen', 'close'] as const;
const PAYMENT_STATUSES = ['pending', 'completed', 'cancelled'] as const;
const TICKET_SOURCES = ['payment', 'free', 'repair'] as const;

export const TABLES = [
  'admins',
  'sessions',
  'login_failures',
  'seasons',
  'teams',
  'players',
  'game_weeks',
  'rewards',
  'conditions',
  'game_week_players',
  'team_vs',
  'users',
  'payments',
  'tickets',
  'game_week_entries',
  'entry_picks',
  'images',
  'audit_log',
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  await db.schema
    .createTable('admins')
    .$call(id)
    .addColumn('username', 'text', required)
    .addColumn('password_hash', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('password_changed_at', 'text', required)
    .addUniqueConstraint('admins_username_key', ['username'])
    .execute();

  await db.schema
    .createTable('sessions')
    .$call(id)
    // Removing an admin ends their sessions with them.
    .addColumn('admin_id', 'integer', references('admins', 'cascade'))
    .addColumn('token_hash', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('last_seen_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('sessions_token_hash_key', ['token_hash'])
    .execute();
  await db.schema.createIndex('sessions_admin_id_idx').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('login_failures')
    .$call(id)
    .addColumn('username', 'text', required)
    .addColumn('ip', 'text', required)
    .addColumn('failed_at', 'text', required)
    .execute();
  await db.schema
    .createIndex('login_failures_username_failed_at_idx')
    .on('login_failures')
    .columns(['username', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip_failed_at_idx')
    .on('login_failures')
    .columns(['ip', 'failed_at'])
    .execute();

  await db.schema
    .createTable('seasons')
    // The provider's ids (e.g. 578) are given explicitly, never generated.
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('label', 'text', required)
    .execute();

  await db.schema
    .createTable('teams')
    .$call(id)
    .addColumn('season_id', 'integer', references('seasons'))
    .addColumn('team_id', 'integer', required)
    .addColumn('name', 'text', required)
    .addColumn('short_name', 'text', required)
    .addColumn('club_abbr', 'text', required)
    .addColumn('grounds_city', 'text', required)
    .addColumn('alt_ids_opta', 'text', required)
    .addColumn('alt_ids_opta_id', 'text', required)
    .addColumn('is_close', 'integer', flag('is_close'))
    .addUniqueConstraint('teams_season_id_team_id_key', ['season_id', 'team_id'])
    .execute();

  await db.schema
    .createTable('players')
    .$call(id)
    .addColumn('season_id', 'integer', references('seasons'))
    .addColumn('team_id', 'integer', references('teams'))
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    .addColumn('name', 'text', required)
    .addColumn('position', 'text', oneOf('position', POSITIONS))
    .addColumn('position_info', 'text', required)
    .addColumn('shirt_num', 'integer')
    .addColumn('price', MONEY, counter)
    .addColumn('age', 'integer')
    .addColumn('birth', 'text')
    .addColumn('national_team', 'text', required)
    .addColumn('player_code', 'integer')
    .addColumn('external_player_id', 'integer')
    .addColumn('player_opta', 'text', required)
    .addColumn('team_code', 'text', required)
    .addColumn('yellow_cards', 'integer', counter)
    .addColumn('red_cards', 'integer', counter)
    .addColumn('is_injured', 'integer', flag('is_injured'))
    .addColumn('is_ban', 'integer', flag('is_ban'))
    .addColumn('goal', 'integer', counter)
    .addColumn('assist', 'integer', counter)
    .execute();
  await db.schema
    .createIndex('players_season_id_team_id_idx')
    .on('players')
    .columns(['season_id', 'team_id'])
    .execute();

  await db.schema
    .createTable('game_weeks')
    .$call(id)
    .addColumn('season_id', 'integer', references('seasons'))
    .addColumn('week', 'integer', required)
    .addColumn('week_name', 'text', required)
    .addColumn('status', 'text', oneOf('status', GAME_WEEK_STATUSES))
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', required)
    .addColumn('reward', MONEY, counter)
    .addColumn('reward2', 'integer', counter)
    .addColumn('image_url', 'text')
    .addUniqueConstraint('game_weeks_season_id_week_key', ['season_id', 'week'])
    .execute();

  await db.schema
    .createTable('rewards')
    .$call(id)
    .addColumn('type', 'text', required)
    .addColumn('reward1', 'text', required)
    .addColumn('reward2', 'text', required)
    .addColumn('reward3', 'text', required)
    .addColumn('reward4', 'text', required)
    .addColumn('reward5', 'text', required)
    .addColumn('reward6', 'text', required)
    .addColumn('reward7', 'text', required)
    .addColumn('reward8', 'text', required)
    .addColumn('reward9', 'text', required)
    .addColumn('reward10', 'text', required)
    .addUniqueConstraint('rewards_type_key', ['type'])
    .execute();

  await db.schema
    .createTable('conditions')
    .$call(id)
    .addColumn('type', 'text', required)
    .addColumn('max', 'integer', required)
    .addUniqueConstraint('conditions_type_key', ['type'])
    .execute();

  await db.schema
    .createTable('game_week_players')
    .$call(id)
    .addColumn('game_week_id', 'integer', references('game_weeks'))
    .addColumn('player_id', 'integer', references('players'))
    .addColumn('play_point', 'integer', counter)
    .addColumn('goal_point', 'integer', counter)
    .addColumn('assist_point', 'integer', counter)
    .addColumn('clean_sheet', 'integer', counter)
    .addColumn('free_kick_point', 'integer', counter)
    .addColumn('card_point', 'integer', counter)
    .addColumn('self_goal_point', 'integer', counter)
    .addColumn('lose_goal_point', 'integer', counter)
    .addColumn('team_vs', 'text', required)
    // One points row per player and week: a duplicate would be counted twice when summarising.
    .addUniqueConstraint('game_week_players_game_week_id_player_id_key', ['game_week_id', 'player_id'])
    .execute();
  await db.schema.createIndex('game_week_players_player_id_idx').on('game_week_players').column('player_id').execute();

  await db.schema
    .createTable('team_vs')
    .$call(id)
    .addColumn('date_vs', 'text', required)
    .addColumn('team1_id', 'integer', references('teams'))
    .addColumn('team2_id', 'integer', references('teams'))
    .addColumn('score1', 'integer')
    .addColumn('score2', 'integer')
    .addColumn('sort', 'integer', counter)
    .addColumn('match_time', 'text')
    .execute();
  await db.schema.createIndex('team_vs_date_vs_sort_idx').on('team_vs').columns(['date_vs', 'sort']).execute();

  await db.schema
    .createTable('users')
    .$call(id)
    .addColumn('name', 'text', required)
    .addColumn('username', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('bank_account', 'text', required)
    .addColumn('bank_type', 'text', required)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('users_username_key', ['username'])
    .execute();
  await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();
  await db.schema.createIndex('users_name_idx').on('users').column('name').execute();

  await db.schema
    .createTable('payments')
    .$call(id)
    .addColumn('user_id', 'integer', references('users'))
    .addColumn('value', 'integer', required)
    .addColumn('amount', MONEY, required)
    .addColumn('status', 'text', oneOf('status', PAYMENT_STATUSES))
    .addColumn('qr_payload', 'text', required)
    .addColumn('reference_code', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema
    .createIndex('payments_status_created_at_id_idx')
    .on('payments')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('payments_user_id_idx').on('payments').column('user_id').execute();

  await db.schema
    .createTable('tickets')
    .$call(id)
    .addColumn('user_id', 'integer', references('users'))
    .addColumn('uuid', 'text', required)
    .addColumn('is_used', 'integer', flag('is_used'))
    .addColumn('payment_id', 'integer', optionallyReferences('payments'))
    .addColumn('source', 'text', oneOf('source', TICKET_SOURCES))
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('tickets_uuid_key', ['uuid'])
    .execute();
  await db.schema
    .createIndex('tickets_user_id_created_at_idx')
    .on('tickets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('tickets_payment_id_idx').on('tickets').column('payment_id').execute();

  await db.schema
    .createTable('game_week_entries')
    .$call(id)
    .addColumn('game_week_id', 'integer', references('game_weeks'))
    .addColumn('user_id', 'integer', references('users'))
    .addColumn('name', 'text', required)
    .addColumn('is_vip', 'integer', flag('is_vip'))
    .addColumn('total_point', 'integer', counter)
    .addColumn('total_price', MONEY, counter)
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema
    .createIndex('game_week_entries_ranking_idx')
    .on('game_week_entries')
    .columns(['game_week_id', 'is_vip', 'total_point', 'created_at'])
    .execute();
  await db.schema.createIndex('game_week_entries_user_id_idx').on('game_week_entries').column('user_id').execute();

  await db.schema
    .createTable('entry_picks')
    .$call(id)
    // Picks belong to their entry and go with it.
    .addColumn('entry_id', 'integer', references('game_week_entries', 'cascade'))
    .addColumn('slot', 'integer', (column) => column.notNull().check(sql`slot between 1 and 11`))
    .addColumn('player_id', 'integer', references('players'))
    .addColumn('position', 'text', oneOf('position', POSITIONS))
    .addColumn('is_captain', 'integer', flag('is_captain'))
    .addColumn('price', MONEY, counter)
    .addUniqueConstraint('entry_picks_entry_id_slot_key', ['entry_id', 'slot'])
    .execute();
  await db.schema.createIndex('entry_picks_player_id_idx').on('entry_picks').column('player_id').execute();

  // admin_id in images and audit_log is a plain number on purpose (schema.ts marks no reference):
  // the record of who did what must outlive the admin account.
  await db.schema
    .createTable('images')
    .$call(id)
    .addColumn('public_id', 'text', required)
    .addColumn('mime', 'text', required)
    .addColumn('bytes', bytesType(dialect), required)
    .addColumn('size', 'integer', required)
    .addColumn('sha256', 'text', required)
    .addColumn('admin_id', 'integer')
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('images_public_id_key', ['public_id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .$call(id)
    .addColumn('admin_id', 'integer')
    .addColumn('admin_username', 'text', required)
    .addColumn('action', 'text', required)
    .addColumn('target_type', 'text', required)
    .addColumn('target_id', 'text', required)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_action_created_at_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Children before parents; dropping a table drops its indexes too.
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).execute();
  }
}
