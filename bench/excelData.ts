/** Thai team names, some starting like a formula, and negative points: the cases the real export must handle. */
import type { ExportEntry, ExportInput } from '../contract/rules/workbookLayout';

const TEAM_HEADS = ['สิงห์', 'เสือ', 'ช้าง', 'พญานาค', 'Red', 'Blue', 'Siam', '=Thunder', '-Royal', '@Golden'];
const TEAM_TAILS = ['คำราม', 'ยูไนเต็ด', 'FC', 'City', 'สายฟ้า', 'Rangers'];
const PLAYERS = ['ธีราทร บุญมาทัน', 'ชนาธิป สรงกระสินธ์', 'Erling Haaland', 'Bukayo Saka', 'ศุภชัย ใจเด็ด', 'Mohamed Salah'];
const SHAPE = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F', 'F'] as const;
const START = Date.parse('2026-01-03T05:00:00.000Z');

export function syntheticEntry(id: number, gameWeekId = 1): ExportEntry {
  const captainSlot = id % SHAPE.length;
  const player_game = SHAPE.map((position, slot) => {
    const base = ((id * 7 + slot * 13) % 15) - 2;
    return {
      main_id: 1 + ((id * 31 + slot * 17) % 460),
      position,
      captain: slot === captainSlot,
      name: PLAYERS[(id + slot) % PLAYERS.length],
      price: 4.5 + ((id + slot) % 9) * 0.5,
      points: slot === captainSlot ? base * 2 : base,
    };
  });
  return {
    id,
    user_id: 1 + (id % 2000),
    name: `${TEAM_HEADS[id % TEAM_HEADS.length]} ${TEAM_TAILS[id % TEAM_TAILS.length]} ${id % 97}`,
    season: 578,
    week_id: gameWeekId,
    created_at: new Date(START + id * 37_000).toISOString(),
    total_price: player_game.reduce((sum, pick) => sum + pick.price, 0),
    total_point: player_game.reduce((sum, pick) => sum + pick.points, 0),
    player_game,
  };
}

export function syntheticExport(entries: number, gameWeekId = 1): ExportInput {
  return {
    gameWeekId,
    timenow: '2026-01-10T09:30:00.000Z',
    data: Array.from({ length: entries }, (_, i) => syntheticEntry(i + 1, gameWeekId)),
  };
}
