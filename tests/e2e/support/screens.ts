/**
 * Every screen of the SPA, the login first and an unknown path last. A declared resource's screens come from its
 * declaration and what its map entry can do (list, create, edit, show, the spec's alias URLs), so a new resource
 * is walked without being listed here; the other screens come from the same registry (src/screens/index.ts),
 * their record pages opened on the demo data's ids.
 */
import { generatePath } from 'react-router-dom';
import { DEMO_SEASON_ID } from '../../../fixtures/constants';
import { capabilitiesOf } from '../../../src/kit/capabilities';
import type { ResourceDeclaration } from '../../../src/kit/declaration';
import { customScreens, declaredResources, HOME_PATH, homeScreen } from '../../../src/screens';
import { seasonPlayerEditorScreen } from '../../../src/screens/seasonPlayers';
import { LOGIN_ROUTE } from '../../../src/shell/login/entryRoute';

/** Every demo table's first row: a record page opens on it. */
const FIRST_RECORD = 1;

function resourceScreens(declaration: ResourceDeclaration): string[] {
  const base = `/${declaration.name}`;
  const can = capabilitiesOf(declaration.name);
  return [
    ...(can.canList ? [base] : []),
    ...(can.canCreate ? [`${base}/create`, ...(declaration.aliases?.create ? [declaration.aliases.create] : [])] : []),
    ...(can.canEdit ? [`${base}/${FIRST_RECORD}`] : []),
    ...(declaration.show ? [`${base}/${FIRST_RECORD}/show`] : []),
  ];
}

/** The record a custom screen opens on: the demo's season for the season editor, else the first row. */
const recordOf = (path: string) => (path === seasonPlayerEditorScreen.path ? DEMO_SEASON_ID : FIRST_RECORD);

const otherScreens = customScreens
  .filter((screen) => screen !== homeScreen)
  .map(({ path }) => generatePath(path, { id: String(recordOf(path)) }));

export const SCREENS = [
  LOGIN_ROUTE,
  HOME_PATH,
  ...declaredResources.flatMap(resourceScreens),
  ...otherScreens,
  '/no-such-screen',
];
