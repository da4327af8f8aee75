/**
 * The dataProvider map is checked against the contract by the compiler (`npm test` type-checks the tests too):
 * a path parameter, query value or id parameter the route does not take does not compile. The lines marked
 * @ts-expect-error fail the type check the day they compile.
 */
import { describe, expect, it } from 'vitest';
import { listOf, oneOf, writeOf } from '../../src/api/dataProvider/types';

describe('the map entries are typed by their routes', () => {
  it('accepts the names a route takes', () => {
    const list = listOf({
      route: 'listGameWeeks',
      params: { seasonId: 'seasonId' },
      answerKey: 'gameWeeks',
      paging: 'client',
    });
    const users = listOf({ route: 'getAllUser', query: { q: 'q' }, answerKey: 'data', paging: 'server' });
    const ticket = writeOf({ route: 'deleteTicket', idParam: 'ticketId' });
    expect([list.route, users.route, ticket.route]).toEqual(['listGameWeeks', 'getAllUser', 'deleteTicket']);
  });

  it('refuses names a route does not take', () => {
    const params = listOf({
      route: 'listSeasons',
      // @ts-expect-error listSeasons has no path parameters
      params: { nosuchparam: 'x' },
      answerKey: 'seasons',
      paging: 'client',
    });
    // @ts-expect-error getAllUser takes no `season` query value
    const query = listOf({ route: 'getAllUser', query: { season: 'season' }, answerKey: 'data', paging: 'server' });
    // @ts-expect-error getGameWeekEntry's id parameter is entryId
    const one = oneOf({ route: 'getGameWeekEntry', idParam: 'id', answerKey: 'entry' });
    const wrong = [params, query, one];
    expect(wrong).toHaveLength(3);
  });
});
