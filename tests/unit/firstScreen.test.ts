/**
 * The screen a page load asks for, fetched with the layout and the token check as the app starts
 * (src/shell/firstScreen.ts): every URL of the spec's reaches its own screen's code.
 */
import { describe, expect, it } from 'vitest';
import { viewsOf } from '../../src/kit/resourceElement';
import { homeScreen, notFoundScreen } from '../../src/screens';
import { gameWeekPointsScreen } from '../../src/screens/gameWeekPoints';
import { gameWeekResource } from '../../src/screens/gameWeeks';
import { paymentResource } from '../../src/screens/payments';
import { settingsScreen } from '../../src/screens/settings';
import { screensAt } from '../../src/shell/firstScreen';
import { AppLayout } from '../../src/shell/layout/lazyLayout';

describe('screensAt', () => {
  it("gives a declared resource's views for its list, its record pages and its own URLs", () => {
    const payments = viewsOf(paymentResource).list;
    expect(screensAt('/payment')).toEqual([AppLayout, payments]);
    expect(screensAt('/payment/12/show')).toEqual([AppLayout, payments]);
    const gameWeekViews = Object.values(viewsOf(gameWeekResource));
    expect(gameWeekViews).toContain(screensAt('/create-game-week')[1]);
    expect(gameWeekViews).toContain(screensAt('/game-week/create')[1]);
  });

  it('gives the custom screens at their paths, Home at / and /home, and the not-found page elsewhere', () => {
    expect(screensAt('/edit-game-week/5')).toEqual([AppLayout, gameWeekPointsScreen.Screen]);
    expect(screensAt('/setting')).toEqual([AppLayout, settingsScreen.Screen]);
    expect(screensAt('/')).toEqual([AppLayout, homeScreen.Screen]);
    expect(screensAt('/home')).toEqual([AppLayout, homeScreen.Screen]);
    expect(screensAt('/paymentx')).toEqual([AppLayout, notFoundScreen.Screen]);
  });

  it('preloads nothing for the login page, which the app renders without its layout', () => {
    expect(screensAt('/login')).toEqual([]);
  });
});
