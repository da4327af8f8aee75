import { describe, expect, it } from 'vitest';
import {
  entryTotalPoints,
  type MatchStats,
  NO_MATCH_STATS,
  POINT_FIELDS,
  playerGameWeekPoints,
  pointsFromMatchStats,
  SCORING,
  SCORING_RULES,
} from '../../contract/rules/scoring';
import type { Position } from '../../server/db/schema';

const ZERO = Object.fromEntries(POINT_FIELDS.map((field) => [field, 0]));
/** A player who played the whole match and did nothing else. */
const FULL_MATCH: MatchStats = { ...NO_MATCH_STATS, minutes: 90 };
const points = (position: Position, stats: Partial<MatchStats>) =>
  pointsFromMatchStats(position, { ...NO_MATCH_STATS, ...stats });

describe("the spec's scoring rules", () => {
  it('gives nothing to a player who did not play', () => {
    for (const position of ['G', 'D', 'M', 'F'] as const) expect(points(position, {})).toEqual(ZERO);
  });

  describe('play', () => {
    it('gives 1 point for 1 to 59 minutes', () => {
      expect(points('M', { minutes: 1 }).play_point).toBe(1);
      expect(points('M', { minutes: 59 }).play_point).toBe(1);
    });
    it('gives 1 more for 60 minutes or more', () => {
      expect(points('M', { minutes: 60 }).play_point).toBe(2);
      expect(points('M', { minutes: 90 }).play_point).toBe(2);
    });
  });

  it('adds the man-of-the-match bonus of 3 to play_point', () => {
    expect(points('F', { minutes: 90, manOfTheMatch: true }).play_point).toBe(2 + 3);
    expect(points('F', { minutes: 30, manOfTheMatch: true }).play_point).toBe(1 + 3);
  });

  it('gives a goal 6 to a goalkeeper or defender, 5 to a midfielder, 4 to a forward, per goal', () => {
    expect(points('G', { minutes: 90, goals: 1 }).goal_point).toBe(6);
    expect(points('D', { minutes: 90, goals: 2 }).goal_point).toBe(12);
    expect(points('M', { minutes: 90, goals: 1 }).goal_point).toBe(5);
    expect(points('F', { minutes: 90, goals: 3 }).goal_point).toBe(12);
  });

  it('gives 3 per assist whatever the position', () => {
    for (const position of ['G', 'D', 'M', 'F'] as const) {
      expect(points(position, { minutes: 90, assists: 2 }).assist_point).toBe(6);
    }
  });

  describe('clean sheet', () => {
    it('gives 4 to a goalkeeper or defender and 1 to a midfielder who played 60 minutes or more', () => {
      expect(points('G', { minutes: 60, cleanSheet: true }).clean_sheet).toBe(4);
      expect(points('D', { minutes: 90, cleanSheet: true }).clean_sheet).toBe(4);
      expect(points('M', { minutes: 90, cleanSheet: true }).clean_sheet).toBe(1);
    });
    it('gives nothing to a forward', () => {
      expect(points('F', { minutes: 90, cleanSheet: true }).clean_sheet).toBe(0);
    });
    it('gives nothing under 60 minutes or without a clean sheet', () => {
      expect(points('D', { minutes: 59, cleanSheet: true }).clean_sheet).toBe(0);
      expect(points('D', { minutes: 90, cleanSheet: false }).clean_sheet).toBe(0);
    });
  });

  describe('penalties (free_kick_point)', () => {
    it('gives a goalkeeper +5 per penalty saved', () => {
      expect(points('G', { minutes: 90, penaltiesSaved: 2 }).free_kick_point).toBe(10);
    });
    it('counts saves for goalkeepers only', () => {
      expect(points('D', { minutes: 90, penaltiesSaved: 1 }).free_kick_point).toBe(0);
    });
    it('takes 2 per penalty missed', () => {
      expect(points('F', { minutes: 90, penaltiesMissed: 1 }).free_kick_point).toBe(-2);
      expect(points('G', { minutes: 90, penaltiesSaved: 1, penaltiesMissed: 1 }).free_kick_point).toBe(3);
    });
  });

  describe('cards', () => {
    it('takes 1 for a yellow card', () => {
      expect(points('M', { minutes: 90, yellowCards: 1 }).card_point).toBe(-1);
    });
    it('takes 3 for a direct red', () => {
      expect(points('M', { minutes: 40, redCard: true }).card_point).toBe(-3);
    });
    it('counts a second yellow as a red: 3 in all, not 1 + 1 or 1 + 3', () => {
      expect(points('M', { minutes: 70, yellowCards: 2 }).card_point).toBe(-3);
    });
  });

  it('takes 2 per own goal', () => {
    expect(points('D', { minutes: 90, ownGoals: 1 }).self_goal_point).toBe(-2);
    expect(points('G', { minutes: 90, ownGoals: 2 }).self_goal_point).toBe(-4);
  });

  describe('goals conceded', () => {
    it('takes 1 per 2 goals from a goalkeeper or defender who played', () => {
      expect(points('G', { minutes: 90, goalsConceded: 1 }).lose_goal_point).toBe(0);
      expect(points('G', { minutes: 90, goalsConceded: 2 }).lose_goal_point).toBe(-1);
      expect(points('D', { minutes: 90, goalsConceded: 5 }).lose_goal_point).toBe(-2);
      expect(points('D', { minutes: 20, goalsConceded: 4 }).lose_goal_point).toBe(-2);
    });
    it('takes nothing from midfielders, forwards or a player who did not play', () => {
      expect(points('M', { minutes: 90, goalsConceded: 4 }).lose_goal_point).toBe(0);
      expect(points('F', { minutes: 90, goalsConceded: 4 }).lose_goal_point).toBe(0);
      expect(points('D', { minutes: 0, goalsConceded: 4 }).lose_goal_point).toBe(0);
    });
  });

  it('never answers -0, so a computed row equals one read back from the database', () => {
    // 0 goals conceded, penalties missed or own goals times a negative rate would be -0
    for (const position of ['G', 'D'] as const) {
      const row = pointsFromMatchStats(position, FULL_MATCH);
      for (const field of POINT_FIELDS) expect(Object.is(row[field], -0), field).toBe(false);
    }
  });

  it('adds a whole match up field by field', () => {
    const row = points('D', {
      minutes: 90,
      goals: 1,
      assists: 1,
      cleanSheet: false,
      yellowCards: 1,
      goalsConceded: 3,
      manOfTheMatch: true,
    });
    expect(row).toEqual({
      play_point: 5,
      goal_point: 6,
      assist_point: 3,
      clean_sheet: 0,
      free_kick_point: 0,
      card_point: -1,
      self_goal_point: 0,
      lose_goal_point: -1,
    });
    expect(playerGameWeekPoints(row)).toBe(12);
  });

  it.each([
    ['negative minutes', { minutes: -1 }],
    ['fractional goals', { goals: 1.5 }],
    ['a third yellow card', { yellowCards: 3 }],
    ['goals conceded that are not a number', { goalsConceded: Number.NaN }],
  ])('refuses %s', (_, stats) => {
    expect(() => points('D', stats)).toThrow(RangeError);
  });
});

describe("an entry's total", () => {
  it("sums the picks' points and counts the captain's twice", () => {
    const picks = [
      { player_id: 1, is_captain: 0 as const },
      { player_id: 2, is_captain: 1 as const },
      { player_id: 3, is_captain: 0 as const },
    ];
    const pointsOf = (id: number) => ({ 1: 4, 2: 7, 3: -2 })[id] ?? 0;
    expect(entryTotalPoints(picks, pointsOf)).toBe(4 + SCORING.captainMultiplier * 7 - 2);
  });
});

describe('the rules banner', () => {
  it('lists every rule of section 9 and the captain rule, with numbers from SCORING', () => {
    expect(SCORING_RULES.map((rule) => rule.key)).toEqual([
      'play',
      'manOfTheMatch',
      'goal',
      'assist',
      'cleanSheet',
      'penalty',
      'cards',
      'ownGoal',
      'conceded',
      'captain',
    ]);
    const values = Object.fromEntries(SCORING_RULES.map((rule) => [rule.key, rule.values]));
    expect(values.goal).toEqual({ defender: 6, midfielder: 5, forward: 4 });
    expect(values.cards).toEqual({ yellow: 1, red: 3 });
    expect(values.captain).toEqual({ times: 2 });
  });
});
