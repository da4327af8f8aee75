/**
 * The screen a page load asks for, fetched with the layout and the token check as the app starts
 * (src/firstScreen.ts): every URL of the spec's reaches its own screen's code.
 */
import { describe, expect, it } from 'vitest';
import { screensAt } from '../../src/firstScreen';
import { AppLayout, GameWeekDetailPage, HomePage, NotFoundPage, SettingsPage } from '../../src/lazy/screens';
import { gameWeekResource } from '../../src/resources/gameWeeks';
import { paymentResource } from '../../src/resources/payments';
import { viewsOf } from '../../src/schema/resourceElement';

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
    expect(screensAt('/edit-game-week/5')).toEqual([AppLayout, GameWeekDetailPage]);
    expect(screensAt('/setting')).toEqual([AppLayout, SettingsPage]);
    expect(screensAt('/')).toEqual([AppLayout, HomePage]);
    expect(screensAt('/home')).toEqual([AppLayout, HomePage]);
    expect(screensAt('/paymentx')).toEqual([AppLayout, NotFoundPage]);
  });

  it('preloads nothing for the login page, which the app renders without its layout', () => {
    expect(screensAt('/login')).toEqual([]);
  });
});
