/** The season list's parts (spec screen 3); src/pages/SeasonListPage.tsx puts them together. */
export { SeasonsTable } from './SeasonsTable';
