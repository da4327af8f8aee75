/**
 * The demo's game weeks of the management screen, with the server's rules and messages
 * (server/domain/gameWeeks*.ts): real calendar dates with the end after the start, an existing season, one
 * game week per week number, and a zero points row for every player of the season in a new game week.
 */
import { isGameWeekDateTime, POINT_FIELDS, type PointField } from '../../contract';
import type { Row } from '../../server/db/schema';
import { toGameWeek } from '../../server/domain/gameWeeks';
import { roundMoney } from '../../server/domain/money';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import { requireDemoSeason } from './seasons';
import { nextId } from './store';
import { recordDemoAudit } from './teams';

const ZERO_POINTS = Object.fromEntries(POINT_FIELDS.map((field) => [field, 0])) as Record<PointField, number>;

function checkDates(dates: { start_date: string; end_date: string }) {
  for (const field of ['start_date', 'end_date'] as const) {
    if (!isGameWeekDateTime(dates[field])) {
      throw new DemoError(400, `Invalid ${field}: '${dates[field]}' is not a real date and time (YYYY-MM-DD HH:mm)`);
    }
  }
  if (dates.end_date <= dates.start_date) throw new DemoError(400, 'Invalid end_date: must be after start_date');
}

export const gameWeekHandlers: DemoHandlerMap = {
  listGameWeeks: ({ params }, store) => {
    const season = requireDemoSeason(store, params.seasonId);
    const weeks = store.data.game_weeks.filter((row) => row.season_id === season.id).sort((a, b) => a.week - b.week);
    return { ok: true, gameWeeks: weeks.map(toGameWeek) };
  },

  saveGameWeekReward: ({ params, body, admin }, store) => {
    const week = store.data.game_weeks.find((row) => row.id === params.id);
    if (!week) throw new DemoError(404, `There is no game week ${params.id}`);
    const before = { reward: week.reward, reward2: week.reward2 };
    week.reward = roundMoney(body.reward);
    week.reward2 = body.reward_n;
    recordDemoAudit(store, admin, {
      action: 'gameweek.reward',
      targetType: 'game_week',
      targetId: week.id,
      before,
      after: { reward: week.reward, reward2: week.reward2 },
    });
    return { ok: true, gameWeek: toGameWeek(week) };
  },

  createGameWeek: ({ body, admin }, store) => {
    checkDates(body);
    if (!store.data.seasons.some((season) => season.id === body.season_id)) {
      throw new DemoError(404, `season_id: there is no season ${body.season_id}`);
    }
    if (store.data.game_weeks.some((row) => row.season_id === body.season_id && row.week === body.week)) {
      throw new DemoError(409, `Game week ${body.week} already exists in season ${body.season_id}`);
    }
    const week: Row<'game_weeks'> = {
      id: nextId(store.data.game_weeks),
      season_id: body.season_id,
      week: body.week,
      week_name: body.week_name.trim(),
      status: body.status,
      start_date: body.start_date,
      end_date: body.end_date,
      reward: 0,
      reward2: 0,
      image_url: null,
    };
    store.data.game_weeks.push(week);
    const rows = store.data.game_week_players;
    let id = nextId(rows);
    for (const player of store.data.players.filter((row) => row.season_id === body.season_id)) {
      rows.push({ id: id++, game_week_id: week.id, player_id: player.id, ...ZERO_POINTS, team_vs: '' });
    }
    recordDemoAudit(store, admin, {
      action: 'gameweek.create',
      targetType: 'game_week',
      targetId: week.id,
      after: week,
    });
    return { ok: true, gameWeek: toGameWeek(week) };
  },
};
