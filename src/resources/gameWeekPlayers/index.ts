/** The game-week detail screen's parts (spec screen 7); src/pages/GameWeekDetailPage.tsx puts them together. */
export { BusyFlagProvider, useBusyFlag } from './BusyFlag';
export { MatchStatsDialog } from './MatchStatsDialog';
export { PointsRow } from './PointsRow';
export { PointsTable } from './PointsTable';
export { ScoringRulesBanner } from './ScoringRulesBanner';
export { SummariseAllButton } from './SummariseAllButton';
export { TeamVsEditor } from './TeamVsEditor';
export { useGameWeekDetail, useReloadGameWeekDetail } from './useGameWeekDetail';
