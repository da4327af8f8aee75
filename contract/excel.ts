import { OkAnswer } from './common';
import { WORKBOOK_LANGUAGES } from './rules/workbookWords';
import { Doc, Instant, OneOf, Position } from './shared';
import * as Type from './typeBuilder';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ExcelPlayer = Type.Object(
  {
    main_id: Type.Integer({ minimum: 1, description: "The season player's id" }),
    position: Position,
    captain: Type.Boolean(),
    name: Type.String(),
    price: Type.Number(),
    points: Type.Integer(),
  },
  { title: 'ExcelPlayer', description: 'A player of an exported entry.' },
);

export const ExcelEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    user_id: Type.Integer({ minimum: 1 }),
    name: Type.String({ description: "The entrant's team name" }),
    season: Type.Integer({ description: 'The season id' }),
    week_id: Type.Integer({ description: 'The game week id' }),
    created_at: Instant('Team submission time, ISO-8601 UTC'),
    total_price: Type.Number(),
    total_point: Type.Integer(),
    player_game: Type.Array(ExcelPlayer),
  },
  { title: 'ExcelEntry', description: 'One row per entrant team.' },
);

export const ExcelAnswer = Doc(
  OkAnswer({ data: Type.Array(ExcelEntry), timenow: Instant('When the export was made, ISO-8601 UTC') }),
  'ExcelAnswer',
  'Every entry of the game week with its players; the SPA builds GameWeek_{id}_{time}.xlsx from it.',
);

export const WorkbookLanguageQuery = Doc(
  Type.Object({ lang: Type.Optional(OneOf(WORKBOOK_LANGUAGES)) }),
  'WorkbookLanguageQuery',
  "The language of the workbook's sheet names and headers: 'th', or 'en' (the default, the spec's wording).",
);

export const ExcelFile = Type.String({ title: 'ExcelFile', description: 'The .xlsx file, streamed.' });
