import { QueryClient } from '@tanstack/react-query';
import { Admin, type AuthProvider, CustomRoutes, type DataProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider as appAuthProvider } from './authProvider';
import { dataProvider as appDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { createAppStore } from './i18n/localeKeepingStore';
import { AppLayout } from './layout/AppLayout';
import { NotificationStack } from './layout/NotificationStack';
import { CreateGameWeekPage } from './pages/CreateGameWeekPage';
import { GameWeekDetailPage } from './pages/GameWeekDetailPage';
import { GameWeekPage } from './pages/GameWeekPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { MembersPage } from './pages/MembersPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { screenPaths } from './pages/paths';
import { SeasonListPage } from './pages/SeasonListPage';
import { SeasonPlayerEditorPage } from './pages/SeasonPlayerEditorPage';
import { SettingsPage } from './pages/SettingsPage';
import { TeamsPage } from './pages/TeamsPage';
import { TeamVsPage } from './pages/TeamVsPage';
import { auditLogResource } from './resources/audit-log';
import { theme } from './theme';

const appQueryClient = new QueryClient({
  defaultOptions: {
    // The loading overlay covers the content while anything fetches: refetching on every window focus
    // would flash it for data the operator just saw.
    queries: { refetchOnWindowFocus: false },
  },
});

const appStore = createAppStore();

/** The app's collaborators; tests pass their own (react-query without retries, a memory store). */
export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  queryClient?: QueryClient;
  store?: Store;
}

/**
 * The admin SPA. `requireAuth`: every screen but /login waits for authProvider.checkAuth (spec section 2,
 * "Route guard"). The router is the browser history router created in main.tsx, so the spec's routes are
 * real URLs. The screens are custom routes for now; later issues turn the CRUD ones into <Resource>s.
 */
export const App = ({
  authProvider = appAuthProvider,
  dataProvider = appDataProvider,
  queryClient = appQueryClient,
  store = appStore,
}: AppProps) => (
  <Admin
    requireAuth
    // react-admin would otherwise load an image from marmelab.com on start: no remote requests (CSP, privacy)
    disableTelemetry
    title="Matchday Admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={store}
    theme={theme}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={HomePage}
    notification={NotificationStack}
    catchAll={NotFoundPage}
  >
    <CustomRoutes>
      <Route path={screenPaths.homeAlias} element={<HomePage />} />
      <Route path={screenPaths.season} element={<SeasonListPage />} />
      <Route path={screenPaths.seasonEditPlayer} element={<SeasonPlayerEditorPage />} />
      <Route path={screenPaths.gameWeek} element={<GameWeekPage />} />
      <Route path={screenPaths.createGameWeek} element={<CreateGameWeekPage />} />
      <Route path={screenPaths.editGameWeek} element={<GameWeekDetailPage />} />
      <Route path={screenPaths.teamVs} element={<TeamVsPage />} />
      <Route path={screenPaths.team} element={<TeamsPage />} />
      <Route path={screenPaths.payment} element={<PaymentsPage />} />
      <Route path={screenPaths.setting} element={<SettingsPage />} />
      <Route path={screenPaths.userDetail} element={<MembersPage />} />
      {/* ours: a declared resource (src/resources/audit-log/index.ts) at its own URL, see CONTRIBUTING.md */}
      <Route path={auditLogResource.path} element={<auditLogResource.list />} />
    </CustomRoutes>
  </Admin>
);
