/**
 * A reference select while its records load (the create-game-week form's season): its label stays, and the
 * spinner has a name, since an unnamed progress bar is announced as nothing (axe's aria-progressbar-name).
 */
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameWeekResource } from '../../src/screens/gameWeeks';
import { renderResourceAt, setUpDemoWorld } from './support/demoWorld';

const server = setUpDemoWorld({ users: 1, payments: 1, entriesPerGameWeek: 1, anchorDate: '2025-01-05' }, () => {});

describe('a reference select', () => {
  it('shows its label and a named spinner until its records arrive', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/admin/v1/season-alls', async () => {
        await answered;
        await delay(0);
        return HttpResponse.json({ ok: true, seasons: [{ id: 578, label: '2024/25' }] });
      }),
    );
    renderResourceAt(gameWeekResource, '/game-week/create');
    // the screen's code arrives first (its own fallback is a progress bar too), then the form with the select
    const field = (await screen.findByLabelText(/^Season/)).closest('.MuiFormControl-root') as HTMLElement;
    const spinner = within(field).getByRole('progressbar', { name: 'Loading' });
    expect(screen.getAllByRole('progressbar').every((bar) => bar.getAttribute('aria-label'))).toBe(true);

    release();
    await screen.findByRole('combobox', { name: /Season/ });
    expect(spinner.isConnected).toBe(false);
  });
});
