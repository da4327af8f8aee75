/**
 * The search box is offered where the route serving the list takes its filter: on each payments tab (our routes
 * search), never on a list whose route cannot filter (the provider's teams), so a search never fails there.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceName } from '../../src/api/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { capabilitiesOf } from '../../src/kit/capabilities';
import { SearchBox } from '../../src/kit/SearchBox';

afterEach(cleanup);

function renderSearch(resource: ResourceName, filterValues: Record<string, unknown>) {
  const list = { filterValues, setFilters: () => undefined, displayedFilters: {}, resource } as never;
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={new QueryClient()}>
      <ListContextProvider value={list}>
        <SearchBox resource={resource} source="q" />
      </ListContextProvider>
    </AdminContext>,
  );
}

describe('the search box', () => {
  it.each(['pending', 'completed', 'cancelled'])(
    'is offered on the %s payments tab, whose route searches',
    async (status) => {
      await i18nProvider.changeLocale('en');
      expect(capabilitiesOf('payment').routeFiltersFor({ status }).has('q')).toBe(true);
      renderSearch('payment', { status });
      expect(screen.getByLabelText('Search member ID, phone, reference code or amount')).toBeTruthy();
    },
  );

  it('hides itself on a list whose route cannot filter', async () => {
    await i18nProvider.changeLocale('en');
    expect(capabilitiesOf('team').routeFiltersFor({}).has('q')).toBe(false);
    renderSearch('team', {});
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
