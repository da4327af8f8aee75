import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminUI, ResourceDefinitionContextProvider } from 'ra-core';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
  LoadingPage,
  Resource,
  type Store,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { type AppAuthProvider, authProvider as appAuthProvider } from '../api/authProvider';
import { dataProvider as appDataProvider } from '../api/dataProvider';
import { answerAuthQueriesAtOnce } from '../api/immediateAuthAnswers';
import { shouldRetry } from '../api/retryPolicy';
import { i18nProvider } from '../i18n';
import { createAppStore } from '../i18n/localeKeepingStore';
import { RequireScreenAccess } from '../kit/RequireScreenAccess';
import { aliasRoutes, resourceElement } from '../kit/resourceElement';
import { accessDeniedScreen, customScreens, declaredResources, homeScreen, notFoundScreen } from '../screens';
import { answeredInTransition } from './answeredInTransition';
import { ErrorPage } from './ErrorPage';
import { handFirstAnswerToCache } from './firstAnswer';
import { AppLayout } from './layout/lazyLayout';
import { NotificationStack } from './layout/NotificationStack';
import { currentRoute, routePathname } from './login/entryRoute';
import { LoginPage } from './login/LoginPage';
import { SignedInNotice } from './login/SignedInNotice';
import { theme } from './theme';

const appQueryClient = new QueryClient({
  defaultOptions: {
    // refetching on window focus would flash the loading overlay over data the operator just saw
    queries: { refetchOnWindowFocus: false, retry: shouldRetry },
  },
});

const appStore = createAppStore();

const resources = declaredResources.map((declaration) => resourceElement(declaration, i18nProvider.translate));

/**
 * What react-admin registers for each resource once its routes are set, known from the start: registered into a
 * context already holding them, the registration changes nothing, so nothing that reads a resource's definition
 * (the router among them) is drawn again for it.
 */
const resourceDefinitions = Object.fromEntries(
  resources.map(({ props }) => [props.name, Resource.registerResource(props)]),
);

const routeElements = (
  <>
    {resources}
    <CustomRoutes>
      {declaredResources.flatMap(aliasRoutes)}
      {customScreens.map(({ path, Screen, reads }) => (
        <Route
          key={path}
          path={path}
          element={
            reads ? (
              <RequireScreenAccess reads={reads}>
                <Screen />
              </RequireScreenAccess>
            ) : (
              <Screen />
            )
          }
        />
      ))}
    </CustomRoutes>
  </>
);

/**
 * The resources and screens, handed to react-admin as a function. Given plain children, react-admin reads them
 * again once mounted and sets its routes anew, drawing the whole screen again just after its first drawing (every
 * link and navigating button reads the router). Given a function, it draws only its loading page (under the
 * static shell) until its routes are set, and then the screen once, here in a transition (./answeredInTransition.ts).
 * Made once: a new function would be read anew.
 */
const appRoutes = () => answeredInTransition(routeElements);

/** Tests pass their own collaborators (react-query without retries, a memory store). */
export interface AppProps {
  authProvider?: AuthProvider & Partial<Pick<AppAuthProvider, 'knownIdentity'>>;
  dataProvider?: DataProvider;
  queryClient?: QueryClient;
  store?: Store;
  /** the light login page has just signed in: the app says so */
  signedIn?: boolean;
}

/**
 * <AdminContext> and <CoreAdminUI> rather than <Admin>, whose defaults import react-admin's own layout, login and
 * error pages: every part is named here and fetched when it opens, so the login page's JavaScript holds none.
 */
export const App = ({
  authProvider = appAuthProvider,
  dataProvider = appDataProvider,
  queryClient = appQueryClient,
  store = appStore,
  signedIn = false,
}: AppProps) => {
  if (authProvider.knownIdentity) answerAuthQueriesAtOnce(queryClient, authProvider.knownIdentity);
  handFirstAnswerToCache(queryClient, dataProvider, routePathname(currentRoute()));
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
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
            accessDenied={accessDeniedScreen.Screen}
            authenticationError={AuthenticationError}
            authCallbackPage={AuthCallback}
          >
            {appRoutes}
          </CoreAdminUI>
        </ResourceDefinitionContextProvider>
        <NotificationStack />
        {signedIn ? <SignedInNotice /> : null}
      </CssBaseline>
    </AdminContext>
  );
};
