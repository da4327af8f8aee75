export { EntrantSearch } from './EntrantSearch';
export { ENTRANTS_PER_PAGE, EntrantsTable, type EntrantsTableProps } from './EntrantsTable';
