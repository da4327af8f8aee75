/** A declared list waiting for its screen's choice (src/kit/untilChosen.ts) asks for rows only once it is made. */
import { describe, expect, it } from 'vitest';
import { untilChosen } from '../../src/kit/untilChosen';
import { paymentResource } from '../../src/screens/payments';
import { teamResource } from '../../src/screens/teams';

const listQuery = (filter: Record<string, unknown>) => ({
  queryKey: ['team', 'getList', { pagination: { page: 1, perPage: 1000 }, sort: {}, filter, meta: undefined }],
});

describe('untilChosen', () => {
  it("keeps the teams' list from asking until a season is chosen", () => {
    const enabled = untilChosen(teamResource)?.enabled;
    expect(enabled?.(listQuery({}))).toBe(false);
    expect(enabled?.(listQuery({ season_id: '' }))).toBe(false);
    expect(enabled?.(listQuery({ season_id: 578 }))).toBe(true);
    expect(enabled?.(listQuery({ season_id: 578, q: 'Chelsea' }))).toBe(true);
  });

  it('leaves a list that waits for nothing to react-admin', () => {
    expect(untilChosen(paymentResource)).toBeUndefined();
  });
});
