/**
 * The workbook's sheet names and column headers in each interface language. They live beside the layout, not in
 * the SPA's catalogues, because the server's streaming writer names its sheets too and cannot read those. English
 * is the spec's wording and the default for a caller that names no language.
 */
export const WORKBOOK_LANGUAGES = ['th', 'en'] as const;
export type WorkbookLanguage = (typeof WORKBOOK_LANGUAGES)[number];
export const DEFAULT_WORKBOOK_LANGUAGE: WorkbookLanguage = 'en';

export type EntryColumn =
  | 'entry_id'
  | 'user_id'
  | 'team_name'
  | 'season'
  | 'game_week'
  | 'submitted'
  | 'total_price'
  | 'total_points';
export type PickColumn = 'entry_id' | 'position' | 'player_id' | 'player' | 'captain' | 'price' | 'points';

export interface WorkbookWords {
  entries: { sheet: string; columns: Record<EntryColumn, string> };
  picks: { sheet: string; columns: Record<PickColumn, string> };
}

export const WORKBOOK_WORDS: Record<WorkbookLanguage, WorkbookWords> = {
  en: {
    entries: {
      sheet: 'Entries',
      columns: {
        entry_id: 'Entry ID',
        user_id: 'User ID',
        team_name: 'Team name',
        season: 'Season',
        game_week: 'Game week',
        submitted: 'Submitted (Bangkok time)',
        total_price: 'Total price',
        total_points: 'Total points',
      },
    },
    picks: {
      sheet: 'Picks',
      columns: {
        entry_id: 'Entry ID',
        position: 'Position',
        player_id: 'Player ID',
        player: 'Player',
        captain: 'Captain',
        price: 'Price',
        points: 'Points (captain x2)',
      },
    },
  },
  th: {
    entries: {
      sheet: 'ทีมที่ส่ง',
      columns: {
        entry_id: 'รหัสทีมที่ส่ง',
        user_id: 'รหัสผู้ใช้',
        team_name: 'ชื่อทีม',
        season: 'ฤดูกาล',
        game_week: 'เกมวีค',
        submitted: 'เวลาส่งทีม (เวลาไทย)',
        total_price: 'ราคารวม',
        total_points: 'คะแนนรวม',
      },
    },
    picks: {
      sheet: 'นักเตะที่เลือก',
      columns: {
        entry_id: 'รหัสทีมที่ส่ง',
        position: 'ตำแหน่ง',
        player_id: 'รหัสนักเตะ',
        player: 'นักเตะ',
        captain: 'กัปตัน',
        price: 'ราคา',
        points: 'คะแนน (กัปตัน x2)',
      },
    },
  },
};
