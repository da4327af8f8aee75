/**
 * The demo's live-score import. The demo has no LIVESCORE_URL to read, so its "feed" is made up: every
 * fixture up to today that has no score yet gets one (a small number of goals derived from the fixture
 * id, so the same fixture always gets the same score). Like the server it answers how many fixtures
 * changed and audits each one; the matchup screen then shows the scores.
 */
import type { DemoHandlerMap } from './handlerTypes';
import { bangkokToday } from './store';
import { recordDemoAudit } from './teams';

/** 0-4 goals, the same for the same fixture and side. */
const goals = (fixtureId: number, side: number) => ((fixtureId * 7919 + side * 104729) >>> 0) % 5;

export const liveScoreHandlers: DemoHandlerMap = {
  fetchLivescoreTable: ({ admin }, store) => {
    const today = bangkokToday();
    let updated = 0;
    for (const fixture of store.data.team_vs) {
      if (fixture.date_vs > today || (fixture.score1 !== null && fixture.score2 !== null)) continue;
      const before = { score1: fixture.score1, score2: fixture.score2 };
      fixture.score1 = fixture.score1 ?? goals(fixture.id, 1);
      fixture.score2 = fixture.score2 ?? goals(fixture.id, 2);
      recordDemoAudit(store, admin, {
        action: 'teamvs.update',
        targetType: 'team_vs',
        targetId: fixture.id,
        before,
        after: { score1: fixture.score1, score2: fixture.score2, source: 'livescore' },
      });
      updated++;
    }
    return { ok: true, updated, unmatched: 0 };
  },
};
