/**
 * The live-score import depends on where LIVESCORE_URL points (none on the contract's server: 503;
 * the demo answers from its own data), so the cases here hold only what every target shares;
 * tests/server/liveScore.test.ts covers the import itself.
 */
import type { ContractCase } from '../harness';

export const liveScoreCases: ContractCase[] = [
  { name: 'refuses a request without a token', route: 'fetchLivescoreTable', auth: 'none', status: 401 },
];
