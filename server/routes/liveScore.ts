/**
 * The home screen's live-score button (spec screen 2): imports fixture scores from LIVESCORE_URL.
 * 503 when no source is configured; 502 when the source cannot be read or is not in the feed format
 * (domain/liveScoreFeed.ts documents it). Nothing is written unless the whole import succeeds.
 */
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
