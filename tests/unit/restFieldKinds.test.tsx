/**
 * The generated list, show page, form and CSV export of a REST resource with one field of each common kind
 * (tests/server/support/eventsFixture.ts), made from its declaration alone by restScreen, against the demo's
 * handlers with the table the migration generator writes for it: each kind is shown by its formatter, typed in by
 * its own input, and exported as the server sent it (a minute as Bangkok's wall clock).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, restRoutesOf } from '../../contract';
import { restHandlersOf } from '../../server/rest/handlers';
import { portableHandlers } from '../../server/routes/portable';
import { createDataProvider } from '../../src/api/dataProvider';
import { formatDateEntry } from '../../src/format';
import { i18nProvider } from '../../src/i18n';
import { listedFields } from '../../src/kit/columns';
import { csvHeader, csvOf } from '../../src/kit/csvExport';
import { restScreen } from '../../src/kit/restScreen';
import { eventsResource } from '../server/support/eventsFixture';
import { type GeneratedMigration, generateMigration } from '../server/support/generatedMigration';
import { type DemoStore, renderResourceAt, setUpDemoWorld } from './support/demoWorld';

const declaration = restScreen(eventsResource, { recordRepresentation: 'title' });
const EVENT = {
  title: 'Season opener',
  details: 'first line\nsecond line',
  seats: 1200,
  price: 150.5,
  published: true,
  day: '2026-02-28',
  starts_at: '2026-02-28 18:30',
  kind: 'party',
  organiser_id: 1,
  poster: '/api/images/poster-1',
};

let generated: GeneratedMigration;
beforeAll(async () => {
  generated = await generateMigration('test events', [eventsResource]);
}, 120_000);
afterAll(() => generated?.dispose());

let store: DemoStore;
setUpDemoWorld(
  { users: 1, payments: 1, entriesPerGameWeek: 1, anchorDate: '2025-01-05' },
  (fresh) => {
    store = fresh;
  },
  {
    routes: [...apiRoutes, ...restRoutesOf(eventsResource)],
    handlers: { ...portableHandlers, ...restHandlersOf([eventsResource]) },
    prepare: (demo) => generated.migration.up(demo.database.db as unknown as Kysely<unknown>, 'sqlite'),
  },
);

const created = () => createDataProvider().create(eventsResource.name, { data: EVENT });
const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('the generated views of a field of each kind', () => {
  it('lists each kind through its formatter: baht, thousands, yes or no, days and minutes, the image', async () => {
    await created();
    renderResourceAt(declaration, `/${eventsResource.name}`);
    const row = (await screen.findByRole('cell', { name: 'Season opener' })).closest('tr') as HTMLElement;
    for (const shown of ['฿150.50', '1,200', 'Yes', '28/02/2026', '28/02/2026 18:30', 'party'])
      expect(within(row).getByText(shown)).toBeTruthy();
    // the organiser fetched from the admins (no admins screen is mounted here, so it is named react-admin's way)
    expect(await within(row).findByText('#1')).toBeTruthy();
    expect(within(row).getByRole('img').getAttribute('src')).toBe('/api/images/poster-1');
  });

  it('offers a search box, and a filter of the choice and of the boolean, as the server filters by them', async () => {
    renderResourceAt(declaration, `/${eventsResource.name}`);
    await waitFor(() => expect(input('q')).toBeTruthy());
    expect(input('kind')).toBeTruthy();
    expect(input('published')).toBeTruthy();
  });

  it('shows a record with every field, the text of several lines whole', async () => {
    const { data } = await created();
    renderResourceAt(declaration, `/${eventsResource.name}/${data.id}/show`);
    expect(await screen.findByText('฿150.50')).toBeTruthy();
    expect(document.body.textContent).toContain(EVENT.details);
    expect(screen.getByText('28/02/2026 18:30')).toBeTruthy();
  });

  it('creates a record from the generated form: an input of each kind, the reference a select of admins', async () => {
    renderResourceAt(declaration, `/${eventsResource.name}/create`);
    await waitFor(() => expect(input('title')).toBeTruthy());
    expect(input('details').tagName).toBe('TEXTAREA');
    expect(input('seats').type).toBe('number');
    expect(input('price').type).toBe('number');
    expect(input('published').type).toBe('checkbox');
    type('title', EVENT.title);
    type('details', EVENT.details);
    type('seats', '1200');
    type('price', '150.5');
    fireEvent.click(input('published'));
    type('day', formatDateEntry(EVENT.day, 'date', 'en'));
    type('starts_at', formatDateEntry(EVENT.starts_at, 'minute', 'en'));
    type('poster', EVENT.poster);
    const choose = async (name: string, option: RegExp) => {
      // a resource of the tests has no labels: its inputs are named by their keys
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(`fields\\.${name}\\b`) }));
      fireEvent.click((await screen.findAllByRole('option', { name: option }))[0]);
    };
    await choose('kind', /party/);
    await choose('organiser_id', /admin|#1/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const events = () => (store.data as unknown as Record<string, Record<string, unknown>[]>).test_events;
    await waitFor(() => expect(events()).toHaveLength(1));
    const [row] = events();
    expect({ ...row, published: row.published === 1 }).toMatchObject(EVENT);
  });

  it("exports the listed fields with their labels' fallback, the minute as Bangkok's wall clock, no image", async () => {
    const { data } = await created();
    const csv = csvOf([data], listedFields(declaration), csvHeader(eventsResource.name, i18nProvider.translate));
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header.split(',')).not.toContain('poster');
    expect(line).toBe(
      `${data.id},Season opener,"first line\nsecond line",1200,150.5,true,2026-02-28,2026-02-28 18:30,party,1`,
    );
  });
});
