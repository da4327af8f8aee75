/**
 * What the game-week export reads: a game week's entries and their picks with the player's name and points, in
 * batches by ascending id (keyset, never OFFSET), so the streaming writer holds one batch whatever the game week's
 * size. A pick's points count as for the entry (the captain's multiplied), so the picks add up to total_point.
 */
import { type Kysely, sql } from 'kysely';
import { POINT_FIELDS, SCORING } from '../../contract/rules/scoring';
import type { ExportEntry, ExportPick } from '../../contract/rules/workbookLayout';
import type { Database, Position } from '../db/schema';

export const EXPORT_BATCH_SIZE = 1000;

export interface ExportGameWeek {
  id: number;
  season_id: number;
}

export type ExportEntryRow = Omit<ExportEntry, 'player_game'>;
export interface ExportPickRow extends ExportPick {
  entry_id: number;
}

export async function findExportGameWeek(db: Kysely<Database>, id: number): Promise<ExportGameWeek | undefined> {
  return db.selectFrom('game_weeks').select(['id', 'season_id']).where('id', '=', id).executeTakeFirst();
}

const playerPoints = sql<number>`${sql.join(
  POINT_FIELDS.map((field) => sql.ref(`gwp.${field}`)),
  sql` + `,
)}`;

interface PickedPlayer {
  name: string;
  points: number;
}

/** A player without a points row counts 0. */
async function loadPlayers(
  db: Kysely<Database>,
  gameWeekId: number,
  which: { seasonId: number } | { ids: number[] },
  into = new Map<number, PickedPlayer>(),
): Promise<Map<number, PickedPlayer>> {
  const [players, points] = await Promise.all([
    db
      .selectFrom('players')
      .select(['id', 'name'])
      .$if('seasonId' in which, (query) => query.where('season_id', '=', (which as { seasonId: number }).seasonId))
      .$if('ids' in which, (query) => query.where('id', 'in', (which as { ids: number[] }).ids))
      .execute(),
    db
      .selectFrom('game_week_players as gwp')
      .select(['gwp.player_id', playerPoints.as('points')])
      .where('gwp.game_week_id', '=', gameWeekId)
      .$if('ids' in which, (query) => query.where('gwp.player_id', 'in', (which as { ids: number[] }).ids))
      .execute(),
  ]);
  for (const player of players) into.set(player.id, { name: player.name, points: 0 });
  for (const row of points) {
    const player = into.get(row.player_id);
    if (player) player.points = Number(row.points);
  }
  return into;
}

/** Read once, so a pick needs no join: several times faster over a million picks than joining each. */
const playersOfGameWeek = (db: Kysely<Database>, gameWeek: ExportGameWeek) =>
  loadPlayers(db, gameWeek.id, { seasonId: gameWeek.season_id });

export interface BatchOptions {
  size?: number;
  /** stop after this entry id (the streaming writer's second pass) */
  upToId?: number;
}

async function entryBatch(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  afterId: number,
  { size = EXPORT_BATCH_SIZE, upToId }: BatchOptions,
): Promise<ExportEntryRow[]> {
  const rows = await db
    .selectFrom('game_week_entries')
    .select(['id', 'user_id', 'name', 'created_at', 'total_price', 'total_point'])
    .where('game_week_id', '=', gameWeek.id)
    .where('id', '>', afterId)
    .$if(upToId !== undefined, (query) => query.where('id', '<=', upToId!))
    .orderBy('id')
    .limit(size)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    season: gameWeek.season_id,
    week_id: gameWeek.id,
    created_at: row.created_at,
    total_price: Number(row.total_price),
    total_point: Number(row.total_point),
  }));
}

interface StoredPick {
  entry_id: number;
  player_id: number;
  position: Position;
  is_captain: number;
  price: number | string;
}

/** Loads into `players` first a player from outside the season: the game never picks one, the schema allows it. */
async function withPlayers(
  db: Kysely<Database>,
  gameWeekId: number,
  rows: StoredPick[],
  players: Map<number, PickedPlayer>,
): Promise<ExportPickRow[]> {
  const missing = [...new Set(rows.filter((row) => !players.has(row.player_id)).map((row) => row.player_id))];
  if (missing.length > 0) await loadPlayers(db, gameWeekId, { ids: missing }, players);
  return rows.map((row) => {
    const player = players.get(row.player_id);
    const captain = row.is_captain === 1;
    return {
      entry_id: row.entry_id,
      main_id: row.player_id,
      position: row.position,
      captain,
      name: player?.name ?? '',
      price: Number(row.price),
      points: (player?.points ?? 0) * (captain ? SCORING.captainMultiplier : 1),
    };
  });
}

async function picksOfEntries(
  db: Kysely<Database>,
  gameWeekId: number,
  firstId: number,
  lastId: number,
  players: Map<number, PickedPlayer>,
): Promise<ExportPickRow[]> {
  const rows = await db
    .selectFrom('entry_picks as p')
    .select(['p.entry_id', 'p.player_id', 'p.position', 'p.is_captain', 'p.price'])
    // the range alone could take in another game week's entries; the id bounds inside let both databases
    // read the entries' primary key by range (without them PostgreSQL hashed every entry of the week)
    .where('p.entry_id', 'in', (eb) =>
      eb
        .selectFrom('game_week_entries')
        .select('id')
        .where('game_week_id', '=', gameWeekId)
        .where('id', '>=', firstId)
        .where('id', '<=', lastId),
    )
    .orderBy('p.entry_id')
    .orderBy('p.slot')
    .execute();
  return withPlayers(db, gameWeekId, rows, players);
}

export async function* entryBatches(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  options: BatchOptions = {},
): AsyncGenerator<ExportEntryRow[]> {
  const size = options.size ?? EXPORT_BATCH_SIZE;
  let afterId = 0;
  for (;;) {
    const batch = await entryBatch(db, gameWeek, afterId, { ...options, size });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    afterId = batch[batch.length - 1].id;
  }
}

export interface EntriesAndPicks {
  entries: ExportEntryRow[];
  picks: ExportPickRow[];
}

/** The next batch is asked for before this one is handed over, so PostgreSQL reads it while the caller writes. */
export async function* entryAndPickBatches(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  options: BatchOptions = {},
): AsyncGenerator<EntriesAndPicks> {
  const size = options.size ?? EXPORT_BATCH_SIZE;
  const players = await playersOfGameWeek(db, gameWeek);
  const fetchBatch = async (afterId: number): Promise<EntriesAndPicks> => {
    const entries = await entryBatch(db, gameWeek, afterId, { ...options, size });
    if (entries.length === 0) return { entries, picks: [] };
    const picks = await picksOfEntries(db, gameWeek.id, entries[0].id, entries[entries.length - 1].id, players);
    return { entries, picks };
  };
  let next: Promise<EntriesAndPicks> | undefined = fetchBatch(0);
  try {
    while (next) {
      const batch: EntriesAndPicks = await next;
      if (batch.entries.length === 0) return;
      next = batch.entries.length === size ? fetchBatch(batch.entries[batch.entries.length - 1].id) : undefined;
      yield batch;
    }
  } finally {
    // a caller that stops early leaves a read in flight: its outcome no longer matters
    next?.catch(() => {});
  }
}

export async function* entryWithPicksBatches(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  options: BatchOptions = {},
): AsyncGenerator<ExportEntry[]> {
  for await (const { entries, picks } of entryAndPickBatches(db, gameWeek, options)) {
    const byEntry = new Map<number, ExportPick[]>();
    for (const row of picks) {
      const pick: ExportPick = {
        main_id: row.main_id,
        position: row.position,
        captain: row.captain,
        name: row.name,
        price: row.price,
        points: row.points,
      };
      const list = byEntry.get(row.entry_id);
      if (list) list.push(pick);
      else byEntry.set(row.entry_id, [pick]);
    }
    yield entries.map((entry) => ({ ...entry, player_game: byEntry.get(entry.id) ?? [] }));
  }
}

export async function loadExport(
  db: Kysely<Database>,
  gameWeekId: number,
): Promise<{ gameWeek: ExportGameWeek; data: ExportEntry[] } | undefined> {
  const gameWeek = await findExportGameWeek(db, gameWeekId);
  if (!gameWeek) return undefined;
  const data: ExportEntry[] = [];
  for await (const batch of entryWithPicksBatches(db, gameWeek)) data.push(...batch);
  return { gameWeek, data };
}

type BatchRow = { batch_entry_id: number } & { [Field in keyof StoredPick]: StoredPick[Field] | null };

/** Each batch is one query joining the entries to their picks: one round trip, so batches can stay small. */
export async function* pickBatches(
  db: Kysely<Database>,
  gameWeek: ExportGameWeek,
  { size = EXPORT_BATCH_SIZE, upToId }: BatchOptions = {},
): AsyncGenerator<ExportPickRow[]> {
  const players = await playersOfGameWeek(db, gameWeek);
  const readBatch = (afterId: number): Promise<BatchRow[]> =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('game_week_entries')
          .select('id')
          .where('game_week_id', '=', gameWeek.id)
          .where('id', '>', afterId)
          .$if(upToId !== undefined, (query) => query.where('id', '<=', upToId!))
          .orderBy('id')
          .limit(size)
          .as('e'),
      )
      .leftJoin('entry_picks as p', 'p.entry_id', 'e.id')
      .select(['e.id as batch_entry_id', 'p.entry_id', 'p.player_id', 'p.position', 'p.is_captain', 'p.price'])
      .orderBy('e.id')
      .orderBy('p.slot')
      .execute();
  let next: Promise<BatchRow[]> | undefined = readBatch(0);
  try {
    while (next) {
      const rows: BatchRow[] = await next;
      if (rows.length === 0) return;
      const entries = new Set(rows.map((row) => row.batch_entry_id)).size;
      next = entries === size ? readBatch(rows[rows.length - 1].batch_entry_id) : undefined;
      const picks = rows.filter((row): row is BatchRow & StoredPick => row.entry_id !== null);
      yield await withPlayers(db, gameWeek.id, picks, players);
    }
  } finally {
    next?.catch(() => {});
  }
}
