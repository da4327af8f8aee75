/** The season player editor's parts (spec screen 4); src/pages/SeasonPlayerEditorPage.tsx puts them together. */
export { PlayersTable } from './PlayersTable';
export { ScoreSummaryDialog } from './ScoreSummaryDialog';
export { useSeasonDetail } from './useSeasonDetail';
