import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getToken, handedOverToken, rememberUserParams } from '../api/tokenStore';
import { currentRoute, LOGIN_ROUTE, replaceRoute, routePathname, routeSearch } from './login/entryRoute';
import { LoginShell } from './login/LoginShell';
import './fonts';

/**
 * A visitor without a token gets the login page on its own, without react-admin, so its JavaScript is a fraction
 * of the app's; the app's /login route, for a session that ends later, shows the same form.
 */
async function startApp(root: Root, signedInTo?: string): Promise<void> {
  const { renderApp } = await import('./appRoot');
  if (signedInTo) replaceRoute(signedInTo);
  await renderApp(root, { signedIn: signedInTo !== undefined });
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
  // the spec's route guard keeps the login page's query parameters, whichever page shows it
  if (routePathname(route) === LOGIN_ROUTE) rememberUserParams(routeSearch(route));
  if (getToken() || handedOverToken()) await startApp(root);
  else showLogin(root);
}

void start();
