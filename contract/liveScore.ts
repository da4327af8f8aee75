import { OkAnswer } from './common';
import { Doc } from './shared';
import * as Type from './typeBuilder';

export const FetchLivescoreAnswer = Doc(
  OkAnswer({
    updated: Type.Integer({ minimum: 0, description: 'Fixtures whose scores changed' }),
    unmatched: Type.Integer({ minimum: 0, description: 'Matches of the feed with no fixture here (left alone)' }),
  }),
  'FetchLivescoreAnswer',
  'The live score table was imported (all or nothing); the SPA shows a success alert. No source configured ' +
    '(LIVESCORE_URL): 503; a source that cannot be read or is not in the feed format: 502.',
);
