/** One game-week entry with its picks: entry 1 exists in every demo data set (game week 1's first team). */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

type Pick = { slot: number; position: string; captain: boolean; player_points: number; points: number };

export const entryCases: ContractCase[] = [
  {
    name: 'answers the entry with its eleven picks by slot, one captain counted twice',
    route: 'getGameWeekEntry',
    params: { entryId: 1 },
    status: 200,
    check: (answer) => {
      expect(answer.entry).toMatchObject({ id: 1, game_week_id: 1 });
      const picks: Pick[] = answer.entry.picks;
      expect(picks.map((pick) => pick.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(picks.filter((pick) => pick.captain)).toHaveLength(1);
      expect(picks.filter((pick) => pick.position === 'G')).toHaveLength(1);
      for (const pick of picks) expect(pick.points).toBe(pick.player_points * (pick.captain ? 2 : 1));
    },
  },
  {
    name: 'answers 404 for an unknown entry',
    route: 'getGameWeekEntry',
    params: { entryId: 999999 },
    status: 404,
    check: (answer) => expect(answer.error).toBe('No game-week entry with id 999999'),
  },
  {
    name: 'refuses an entry id of 0 with 400',
    route: 'getGameWeekEntry',
    params: { entryId: 0 },
    status: 400,
  },
];
