/**
 * The game-week management and create screens' parts (spec screens 5 and 6); src/pages/GameWeekPage.tsx and
 * src/pages/CreateGameWeekPage.tsx put them together.
 */
export { CreateGameWeekForm } from './CreateGameWeekForm';
export { GameWeeksTable } from './GameWeeksTable';
export { ImageUploadCard } from './ImageUploadCard';
export { SeasonSelect } from './SeasonSelect';
export { ConditionsEditor, RewardsEditor } from './SettingsEditors';
