import { IdParam, OkAnswer, PageQuery } from './common';
import { Doc, Instant, PageInfo } from './shared';
import * as Type from './typeBuilder';

export const ENTRANT_PAGE = { limit: 50, maxLimit: 100 } as const;
export const EntrantPageQuery = Doc(
  PageQuery(ENTRANT_PAGE),
  'EntrantPageQuery',
  'page from 1; limit 50 by default, at most 100.',
);

export const GameWeekIdParams = Type.Object({ gameWeekId: IdParam });

export const Entrant = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The entry id (GET game-week-entry/:entryId)' }),
    user_id: Type.Integer({ minimum: 1 }),
    name: Type.String({ description: "The entrant's team name" }),
    total_point: Type.Integer(),
    total_price: Type.Number({ description: 'The budget spent' }),
    username: Type.String(),
    phone: Type.String(),
    bank_account: Type.String(),
    bank_type: Type.String(),
    created_at: Instant('Team submission time, ISO-8601 UTC'),
  },
  { title: 'Entrant', description: "A user's team entered in a game week." },
);

export const EntrantsAnswer = Doc(
  OkAnswer({ data: Type.Array(Entrant), ...PageInfo }),
  'EntrantsAnswer',
  'One page of entrants, by total points (highest first).',
);
