/** The teams management screen's parts (spec screen 8); src/pages/TeamsPage.tsx puts them together. */
export { TeamForm, type TeamFormProps } from './TeamForm';
export { TeamsTable, type TeamsTableProps } from './TeamsTable';
