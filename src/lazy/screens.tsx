/**
 * The screens that are not a declared resource's views, each fetched when it opens (issue 20): the login page and
 * the shell carry none of their code.
 */
import type { ComponentType } from 'react';
import { lazyPart } from './lazyPart';
import { ScreenFallback } from './ScreenFallback';

/** A screen fetched when it opens, its room held by the fallback meanwhile. */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, <ScreenFallback />);

const screen = lazyScreen;

export const AppLayout = screen(() => import('../layout/AppLayout').then((m) => m.AppLayout));
export const HomePage = screen(() => import('../pages/HomePage').then((m) => m.HomePage));
export const NotFoundPage = screen(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
export const SettingsPage = screen(() => import('../pages/SettingsPage').then((m) => m.SettingsPage));
export const GameWeekDetailPage = screen(() => import('../pages/GameWeekDetailPage').then((m) => m.GameWeekDetailPage));
export const SeasonPlayerEditorPage = screen(() =>
  import('../pages/SeasonPlayerEditorPage').then((m) => m.SeasonPlayerEditorPage),
);
