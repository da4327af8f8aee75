/**
 * Every screen of the SPA, the login first and an unknown path last. A declared resource's screens come from its
 * declaration and what its map entry can do (list, create, edit, show, the spec's alias URLs), so a new resource
 * is walked without being listed here; only the pages that are not a resource (src/pages/, routed in App.tsx)
 * are named, with the demo data's ids.
 */
import { DEMO_SEASON_ID } from '../../../fixtures/constants';
import { editGameWeekPath, screenPaths, seasonEditPlayerPath } from '../../../src/pages/paths';
import { declaredResources } from '../../../src/resources';
import { capabilitiesOf } from '../../../src/schema/capabilities';
import type { ResourceDeclaration } from '../../../src/schema/declaration';

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

export const SCREENS = [
  screenPaths.login,
  screenPaths.home,
  ...declaredResources.flatMap(resourceScreens),
  seasonEditPlayerPath(DEMO_SEASON_ID),
  editGameWeekPath(FIRST_RECORD),
  screenPaths.setting,
  '/no-such-screen',
];
