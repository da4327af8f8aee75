/** The game-week export (game week 1 has entries in every demo data set). The .xlsx body itself is checked in tests/server/excel.test.ts. */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

type Pick = { captain: boolean; points: number };
type Entry = { id: number; week_id: number; total_point: number; player_game: Pick[] };

export const excelCases: ContractCase[] = [
  {
    name: "answers the game week's entries by id, 11 picks each with one captain, and the time of the export",
    route: 'downloadExcel',
    params: { gameWeekId: 1 },
    status: 200,
    check: (answer: { data: Entry[]; timenow: string }) => {
      expect(answer.data.length).toBeGreaterThan(0);
      expect(answer.data.every((entry, i) => i === 0 || answer.data[i - 1].id < entry.id)).toBe(true);
      for (const entry of answer.data) {
        expect(entry.week_id).toBe(1);
        expect(entry.player_game).toHaveLength(11);
        expect(entry.player_game.filter((pick) => pick.captain)).toHaveLength(1);
        expect(entry.player_game.reduce((sum, pick) => sum + pick.points, 0)).toBe(entry.total_point);
      }
      expect(new Date(answer.timenow).toISOString()).toBe(answer.timenow);
    },
  },
  {
    name: 'answers 404 for an unknown game week',
    route: 'downloadExcel',
    params: { gameWeekId: 999999 },
    status: 404,
    check: (answer) => expect(answer.error).toBe('No game week with id 999999'),
  },
  {
    name: 'refuses a game week id of 0 with 400',
    route: 'downloadExcel',
    params: { gameWeekId: 0 },
    status: 400,
  },
  {
    name: 'answers 404 for an unknown game week instead of a file',
    route: 'downloadExcelXlsx',
    params: { gameWeekId: 999999 },
    status: 404,
    check: (answer) => expect(answer.error).toBe('No game week with id 999999'),
  },
  {
    name: 'needs sign-in',
    route: 'downloadExcelXlsx',
    params: { gameWeekId: 1 },
    auth: 'none',
    status: 401,
  },
];
