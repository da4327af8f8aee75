/**
 * On both databases: booleans are INTEGER 0/1 (SQLite has none); instants are ISO-8601 UTC text, which sorts as
 * text; game-week times are the operator's wall-clock text; money is NUMERIC(12,2), parsed as numbers on PostgreSQL.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../contract/access';
import type { PositionCode } from '../../contract/shared';

export type Flag = 0 | 1;
export type Position = PositionCode;
export type GameWeekStatus = 'active' | 'preopen' | 'close';
export type PaymentStatus = 'pending' | 'completed' | 'cancelled';
export type TicketSource = 'payment' | 'free' | 'repair';
export type AdminStatus = 'enabled' | 'disabled';
/** The game a reward or a condition belongs to (contract/rewards.ts GAME_KINDS). */
export type GameKindCode = 'vip' | 'normal';

export interface AdminsTable {
  id: Generated<number>;
  username: string; // unique
  /** 'scrypt$N$r$p$saltB64$hashB64' */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  display_name: Generated<string>;
  status: Generated<AdminStatus>;
  role: Generated<Role>;
  last_sign_in_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  admin_id: number; // -> admins.id
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. Unique. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Sign-in attempts per key ('address:<ip>', 'username:<name>') in the window that started at window_started_at. */
export interface LoginAttemptsTable {
  key: string;
  window_started_at: string;
  attempts: number;
}

export interface SeasonsTable {
  id: number; // explicit ids, e.g. 578
  label: string; // '2023/24'
}

export interface TeamsTable {
  id: Generated<number>;
  season_id: number; // -> seasons.id
  team_id: number; // the provider's team id; unique per season
  name: string;
  short_name: string;
  club_abbr: string;
  grounds_city: string;
  alt_ids_opta: string;
  alt_ids_opta_id: string;
  is_close: Flag;
}

export interface PlayersTable {
  id: Generated<number>;
  season_id: number; // -> seasons.id   (API: Seasons)
  team_id: number; // -> teams.id      (API: TeamID)
  first_name: string;
  last_name: string;
  name: string;
  position: Position;
  position_info: string;
  shirt_num: number | null;
  price: number; // NUMERIC(12,2)
  age: number | null;
  birth: string | null;
  national_team: string;
  player_code: number | null;
  external_player_id: number | null; // API: PlayerID
  player_opta: string;
  team_code: string;
  yellow_cards: number;
  red_cards: number;
  is_injured: Flag;
  is_ban: Flag;
  goal: number;
  assist: number;
}

export interface GameWeeksTable {
  id: Generated<number>;
  season_id: number; // -> seasons.id; unique (season_id, week)
  week: number;
  week_name: string;
  status: GameWeekStatus;
  start_date: string; // 'YYYY-MM-DD HH:mm'
  end_date: string; // 'YYYY-MM-DD HH:mm'
  reward: number; // VIP prize, baht, NUMERIC(12,2)
  reward2: number; // free tickets
  image_url: string | null;
}

export interface RewardsTable {
  id: Generated<number>;
  type: GameKindCode; // unique
  reward1: string;
  reward2: string;
  reward3: string;
  reward4: string;
  reward5: string;
  reward6: string;
  reward7: string;
  reward8: string;
  reward9: string;
  reward10: string;
}

export interface ConditionsTable {
  id: Generated<number>;
  type: GameKindCode; // unique
  max: number;
}

export interface GameWeekPlayersTable {
  id: Generated<number>;
  game_week_id: number; // -> game_weeks.id
  player_id: number; // -> players.id
  play_point: number;
  goal_point: number;
  assist_point: number;
  clean_sheet: number;
  free_kick_point: number;
  card_point: number;
  self_goal_point: number;
  lose_goal_point: number;
  team_vs: string;
}

export interface TeamVsTable {
  id: Generated<number>;
  date_vs: string; // 'YYYY-MM-DD'
  team1_id: number; // -> teams.id
  team2_id: number; // -> teams.id
  score1: number | null;
  score2: number | null;
  sort: number;
  match_time: string | null; // 'HH:mm'
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string; // unique
  phone: string;
  bank_account: string;
  bank_type: string;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number; // -> users.id
  value: number; // tickets bought
  amount: number; // baht, NUMERIC(12,2)
  status: PaymentStatus;
  /** the PromptPay (EMVCo) payload; the API renders it as the qr_code image */
  qr_payload: string;
  reference_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface TicketsTable {
  id: Generated<number>;
  user_id: number; // -> users.id
  uuid: string; // unique ticket code
  is_used: Flag;
  payment_id: number | null; // -> payments.id
  source: TicketSource;
  created_at: string;
}

export interface GameWeekEntriesTable {
  id: Generated<number>;
  game_week_id: number; // -> game_weeks.id
  user_id: number; // -> users.id
  name: string; // the entrant's team name
  is_vip: Flag;
  total_point: number;
  total_price: number; // NUMERIC(12,2)
  created_at: string; // team submission time
}

export interface EntryPicksTable {
  id: Generated<number>;
  entry_id: number; // -> game_week_entries.id
  slot: number; // 1..11
  player_id: number; // -> players.id
  position: Position;
  is_captain: Flag;
  price: number; // NUMERIC(12,2)
}

export interface ImagesTable {
  id: Generated<number>;
  /** random public key used in the image URL, so ids cannot be enumerated */
  public_id: string; // unique
  mime: string; // from magic bytes: image/png, image/jpeg, image/gif, image/webp
  bytes: Uint8Array; // BLOB / BYTEA
  size: number;
  sha256: string;
  admin_id: number | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_username: string;
  action: string; // e.g. 'payment.confirm', 'ticket.delete', 'gameweek.summarise'
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface RowCountsTable {
  counter: string; // primary key: 'users', 'payments:<status>', 'entries:<game_week_id>:<is_vip>'
  n: number; // BIGINT
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  players: PlayersTable;
  game_weeks: GameWeeksTable;
  rewards: RewardsTable;
  conditions: ConditionsTable;
  game_week_players: GameWeekPlayersTable;
  team_vs: TeamVsTable;
  users: UsersTable;
  payments: PaymentsTable;
  tickets: TicketsTable;
  game_week_entries: GameWeekEntriesTable;
  entry_picks: EntryPicksTable;
  images: ImagesTable;
  audit_log: AuditLogTable;
  row_counts: RowCountsTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;
