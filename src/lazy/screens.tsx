/**
 * The screens that are not a declared resource's views, each fetched when it opens (issue 20): the login page and
 * the shell carry none of their code.
 */
import type { ComponentType } from 'react';
import { screenPaths } from '../pages/paths';
import { type LazyPart, lazyPart } from './lazyPart';
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

/** The screens at the spec's own URLs beside the declared resources' (App.tsx routes them; firstScreen.ts preloads). */
export const customScreens: readonly { path: string; Screen: LazyPart }[] = [
  { path: screenPaths.homeAlias, Screen: HomePage },
  { path: screenPaths.seasonEditPlayer, Screen: SeasonPlayerEditorPage },
  { path: screenPaths.editGameWeek, Screen: GameWeekDetailPage },
  { path: screenPaths.setting, Screen: SettingsPage },
];
