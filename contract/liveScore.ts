/** The home screen's live-score refresh (spec sections 2, 7). */
import { OkAnswer } from './common';
import { Doc } from './shared';

export const FetchLivescoreAnswer = Doc(
  OkAnswer({}),
  'FetchLivescoreAnswer',
  'The live score table was fetched; the SPA shows a success alert.',
);
