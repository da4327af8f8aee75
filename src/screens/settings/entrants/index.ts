/** The settings screen's entrant search and tables (spec screen 11). */
export { EntrantSearch } from './EntrantSearch';
export { ENTRANTS_PER_PAGE, EntrantsTable, type EntrantsTableProps } from './EntrantsTable';
