export { EntryPitch } from './EntryPitch';
export { EntryPitchDialog, type EntryPitchDialogProps } from './EntryPitchDialog';
export { PlayerCard } from './PlayerCard';
export { layOutPicks, type PitchLayout, type PitchLine, type PitchPick } from './pitchLayout';
export { useEntryPitch } from './useEntryPitch';
