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
/** The same rows under another name, filtered by the value a number, baht or a day equals. */
const eventsByValue = {
  ...eventsResource,
  name: 'test-events-by-value',
  filters: { seats: 'equals', price: 'equals', day: 'equals' },
} as const;
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
    routes: [...apiRoutes, ...restRoutesOf(eventsResource), ...restRoutesOf(eventsByValue)],
    handlers: { ...portableHandlers, ...restHandlersOf([eventsResource, eventsByValue]) },
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

  it('offers both bounds of each range the server filters by, named "from" and "to" in both languages', async () => {
    renderResourceAt(declaration, `/${eventsResource.name}`);
    await waitFor(() => expect(input('price_gte')).toBeTruthy());
    for (const [name, type] of [
      ['price_gte', 'number'],
      ['price_lte', 'number'],
      ['day_gte', 'text'],
      ['day_lte', 'text'],
      ['starts_at_gte', 'text'],
      ['starts_at_lte', 'text'],
    ])
      expect(input(name).type, name).toBe(type);
    expect(screen.getByLabelText(/fields\.price from$/)).toBe(input('price_gte'));
    expect(screen.getByLabelText(/fields\.starts_at to$/)).toBe(input('starts_at_lte'));
    await i18nProvider.changeLocale('th');
    await waitFor(() => expect(screen.getByLabelText(/fields\.day ตั้งแต่$/)).toBe(input('day_gte')));
    expect(screen.getByLabelText(/fields\.day ถึง$/)).toBe(input('day_lte'));
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

  it("shows a card per record on a phone, its lines through the kinds' formatters and no picture", async () => {
    await created();
    // jsdom has no media queries: answer the phone breakpoint's max-width query as a 390 px screen would
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      renderResourceAt(declaration, `/${eventsResource.name}`);
      const card = await screen.findByRole('article', { name: 'Season opener' });
      expect(document.querySelector('table')).toBeNull();
      for (const shown of ['28/02/2026', '1,200']) expect(within(card).getByText(shown)).toBeTruthy();
      expect(within(card).queryByRole('img')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe("the generated list's filters narrow its rows as the server answers", () => {
  const SPREAD = [
    { title: 'Early bargain', price: 50, day: '2026-01-10', starts_at: '2026-01-10 09:00', organiser_id: 1 },
    { title: 'Middle night', price: 150.5, day: '2026-02-28', starts_at: '2026-02-28 18:30', organiser_id: 2 },
    { title: 'Late gala', price: 400, day: '2026-03-15', starts_at: '2026-03-15 20:00', organiser_id: 1 },
  ];
  const TITLES = SPREAD.map((event) => event.title);

  /** The three events, then their list on the screen made from the declaration (by default, the events'). */
  async function listSpread(screenOf = declaration) {
    const dataProvider = createDataProvider();
    await dataProvider.create('admins', { data: { username: 'b.second', display_name: 'B', password: 'long enough' } });
    for (const event of SPREAD) await dataProvider.create(eventsResource.name, { data: { ...EVENT, ...event } });
    const router = renderResourceAt(screenOf, `/${screenOf.name}`);
    for (const title of TITLES) expect(await screen.findByRole('cell', { name: title })).toBeTruthy();
    return router;
  }

  const listedTitles = () => TITLES.filter((title) => screen.queryByRole('cell', { name: title }));
  const expectListed = (titles: string[]) => waitFor(() => expect(listedTitles()).toEqual(titles));
  const filterInUrl = (router: ReturnType<typeof renderResourceAt>) =>
    JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}');

  it('narrows by a range of baht, both bounds included, and keeps it in the URL', async () => {
    const router = await listSpread();
    type('price_gte', '150.5');
    await expectListed(['Middle night', 'Late gala']);
    type('price_lte', '399.99');
    await expectListed(['Middle night']);
    expect(filterInUrl(router)).toMatchObject({ price_gte: 150.5, price_lte: 399.99 });
  });

  it('narrows by a range of days typed in the Buddhist era in Thai', async () => {
    await i18nProvider.changeLocale('th');
    const router = await listSpread();
    type('day_gte', formatDateEntry('2026-02-28', 'date', 'th'));
    expect(input('day_gte').value).toBe('28/02/2569');
    await expectListed(['Middle night', 'Late gala']);
    type('day_lte', formatDateEntry('2026-03-14', 'date', 'th'));
    await expectListed(['Middle night']);
    expect(filterInUrl(router)).toMatchObject({ day_gte: '2026-02-28', day_lte: '2026-03-14' });
  });

  it("narrows by a range of Bangkok's wall-clock minutes, both bounds included", async () => {
    const router = await listSpread();
    type('starts_at_gte', formatDateEntry('2026-01-10 09:01', 'minute', 'en'));
    await expectListed(['Middle night', 'Late gala']);
    type('starts_at_lte', formatDateEntry('2026-02-28 18:30', 'minute', 'en'));
    await expectListed(['Middle night']);
    expect(filterInUrl(router)).toMatchObject({ starts_at_gte: '2026-01-10 09:01', starts_at_lte: '2026-02-28 18:30' });
  });

  it('narrows by the value a number, baht or a day equals, each typed as its field is', async () => {
    const router = await listSpread(restScreen(eventsByValue));
    expect(input('seats').type).toBe('number');
    expect(input('price').type).toBe('number');
    type('price', '400');
    await expectListed(['Late gala']);
    type('price', '');
    await expectListed(TITLES);
    type('day', formatDateEntry('2026-02-28', 'date', 'en'));
    await expectListed(['Middle night']);
    type('seats', '1201');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(listedTitles()).toEqual([]);
    expect(filterInUrl(router)).toMatchObject({ day: '2026-02-28', seats: 1201 });
  });

  it("narrows by a reference, chosen from a select of the referenced resource's records", async () => {
    const router = await listSpread();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /fields\.organiser_id\b/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['#1', '#2']));
    fireEvent.click(screen.getByRole('option', { name: '#2' }));
    await expectListed(['Middle night']);
    expect(filterInUrl(router)).toMatchObject({ organiser_id: 2 });
  });
});
