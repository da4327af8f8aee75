/** The team matchups screen's parts (spec screen 9); src/pages/TeamVsPage.tsx puts them together. */
export { FixtureForm } from './FixtureForm';
export { FixturesTable } from './FixturesTable';
export { bangkokToday } from './fixtureValues';
