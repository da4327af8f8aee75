import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminUI } from 'ra-core';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
  LoadingPage,
  type Store,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider as appAuthProvider } from '../api/authProvider';
import { dataProvider as appDataProvider } from '../api/dataProvider';
import { shouldRetry } from '../api/retryPolicy';
import { i18nProvider } from '../i18n';
import { createAppStore } from '../i18n/localeKeepingStore';
import { aliasRoutes, resourceElement } from '../kit/resourceElement';
import { customScreens, declaredResources, homeScreen, notFoundScreen } from '../screens';
import { ErrorPage } from './ErrorPage';
import { AppLayout } from './layout/lazyLayout';
import { NotificationStack } from './layout/NotificationStack';
import { LoginPage } from './login/LoginPage';
import { SignedInNotice } from './login/SignedInNotice';
import { theme } from './theme';

const appQueryClient = new QueryClient({
  defaultOptions: {
    // The loading overlay covers the content while anything fetches: refetching on every window focus
    // would flash it for data the operator just saw.
    // a 4xx will not change on a second try: only network failures, 5xx and 429 are retried (retryPolicy.ts)
    queries: { refetchOnWindowFocus: false, retry: shouldRetry },
  },
});

const appStore = createAppStore();

/** The app's collaborators; tests pass their own (react-query without retries, a memory store). */
export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  queryClient?: QueryClient;
  store?: Store;
  /** the light login page has just signed in: say so ('Login successful') */
  signedIn?: boolean;
}

/**
 * The admin SPA. `requireAuth`: every screen but /login waits for authProvider.checkAuth (spec section 2,
 * "Route guard"). A first visit without a token signs in on the light login entry (main.tsx) before this is
 * loaded; /login here is the same form, for a session that ended. The router is the browser history router
 * created in appRoot.tsx, so the spec's routes are real URLs. Each declared resource (src/screens/index.ts) is a
 * <Resource> at /{name}; the screens that are not CRUD are custom routes.
 *
 * react-admin's <Admin> is <AdminContext> around <AdminUI>, whose defaults import its own layout, login page and
 * error page: we name every part here (the layout, the screens and the error page fetched when they open), so
 * the login page's JavaScript holds none of them (issue 20).
 */
export const App = ({
  authProvider = appAuthProvider,
  dataProvider = appDataProvider,
  queryClient = appQueryClient,
  store = appStore,
  signedIn = false,
}: AppProps) => (
  <AdminContext
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        requireAuth
        // react-admin would otherwise load an image from marmelab.com on start: no remote requests (CSP, privacy)
        disableTelemetry
        title="Matchday Admin"
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={homeScreen.Screen}
        catchAll={notFoundScreen.Screen}
        error={ErrorPage}
        loading={LoadingPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        authCallbackPage={AuthCallback}
      >
        {declaredResources.map(resourceElement)}
        <CustomRoutes>
          {declaredResources.flatMap(aliasRoutes)}
          {customScreens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </CustomRoutes>
      </CoreAdminUI>
      <NotificationStack />
      {signedIn ? <SignedInNotice /> : null}
    </CssBaseline>
  </AdminContext>
);
