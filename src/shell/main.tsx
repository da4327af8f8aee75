import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getToken, handedOverToken, rememberUserParams } from '../api/tokenStore';
import { currentRoute, LOGIN_ROUTE, replaceRoute, routePathname, routeSearch } from './login/entryRoute';
import { LoginShell } from './login/LoginShell';
import './fonts';

/**
 * The SPA's entry. A visitor with a token (or a token handed over in the URL) gets the app at once; one without
 * gets the login page on its own, without react-admin, and the app after signing in, at the page asked for
 * (issue 20: the login page's JavaScript is a fraction of the app's). The app's /login route, for a session that
 * ends later, shows the same form (pages/LoginPage.tsx).
 */
async function startApp(root: Root, signedInTo?: string): Promise<void> {
  const { renderApp } = await import('./appRoot');
  if (signedInTo) replaceRoute(signedInTo);
  renderApp(root, { signedIn: signedInTo !== undefined });
}

function showLogin(root: Root): void {
  const route = currentRoute();
  const atLogin = routePathname(route) === LOGIN_ROUTE;
  // as the app's route guard does: the address says /login, and signing in returns to the page asked for
  const askedFor = atLogin ? '/' : route;
  if (!atLogin) replaceRoute(LOGIN_ROUTE);
  root.render(
    <StrictMode>
      <LoginShell onSignedIn={() => startApp(root, askedFor)} />
    </StrictMode>,
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const route = currentRoute();
  // the login page keeps the query parameters it was opened with (spec section 2), whichever page shows it
  if (routePathname(route) === LOGIN_ROUTE) rememberUserParams(routeSearch(route));
  if (getToken() || handedOverToken()) await startApp(root);
  else showLogin(root);
}

void start();
