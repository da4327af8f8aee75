/**
 * What index.html's shell asks for on a screen of its own before the app's code has arrived: the screen's first
 * read (its `reads`), by the screen's path pattern, the page's own values put in by the shell.
 */
import { describe, expect, it } from 'vitest';
import type { CustomScreen } from '../../src/kit/customScreen';
import { lazyScreen } from '../../src/kit/lazyPart';
import { firstScreenReads } from '../../src/shell/staticShell/firstRequests';

const screen = (path: string, reads?: CustomScreen['reads']): CustomScreen => ({
  path,
  reads,
  Screen: lazyScreen(async () => () => null),
});

describe('firstScreenReads', () => {
  it("gives the editors' reads with the screen's parameter in place", () => {
    expect(firstScreenReads()).toEqual({
      '/edit-game-week/:id': '/api/admin/v1/game-week-detail/:id',
      '/season-edit-player/:id': '/api/admin/v1/season-season-detail/:id',
    });
  });

  it('leaves out a read that is not a GET, takes a query, or needs other parameters than the path gives', () => {
    expect(
      firstScreenReads([
        screen('/game-week/:id/reward', 'saveGameWeekReward'),
        screen('/payments-now', 'listPendingPayments'),
        screen('/detail/:gameWeekId', 'getGameWeekDetail'),
        screen('/nothing-read'),
      ]),
    ).toEqual({});
  });
});
