import { lazyPart } from '../../kit/lazyPart';

const SeasonFilter = lazyPart(() => import('./SeasonFilter').then((m) => m.SeasonFilter));

/** The season filter as a list's first choice (ListOptions.chosenFirst), fetched with the list's screen. */
export const chosenSeason = (source: string) => ({ source, input: SeasonFilter });
