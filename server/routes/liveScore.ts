/** The home screen's live-score import: 503 without a configured source, 502 when it cannot be read or parsed. */
import { importLiveScores } from '../domain/liveScore';
import { LiveScoreFeedError, LiveScoreSourceError, readLiveScoreFeed } from '../domain/liveScoreFeed';
import { failure } from '../errors';
import { type HandlerMap, requireAdmin } from './types';

export const NO_LIVESCORE_SOURCE = 'The live score source is not configured (set LIVESCORE_URL on the server)';

export const liveScoreHandlers: HandlerMap = {
  fetchLivescoreTable: async ({ admin }, { db, config, clock, platform }) => {
    const { id, username } = requireAdmin(admin);
    if (!config.livescoreUrl) throw failure(503, NO_LIVESCORE_SOURCE, 'livescore.not_configured');
    let matches: ReturnType<typeof readLiveScoreFeed>;
    try {
      matches = readLiveScoreFeed(await platform.readLiveScoreSource(config.livescoreUrl));
    } catch (error) {
      if (error instanceof LiveScoreSourceError || error instanceof LiveScoreFeedError) {
        throw failure(502, `The live score could not be imported: ${error.message}`, 'livescore.import_failed', {
          reason: error.message,
        });
      }
      throw error;
    }
    const result = await importLiveScores(db, matches, { id, username }, clock.now());
    return { ok: true, ...result };
  },
};
