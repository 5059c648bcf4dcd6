import { screen, waitFor, within } from '@testing-library/react';
import type { SeriesRecord } from '../../../src/demo/core/state/types';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';

import {
  otherProfile,
  profileChanges,
  profileName,
  seriesInOrder,
  allowBusyMachine,
  openPage,
  rowWith,
} from '../../features/library/libraryTestKit';

const { backend } = setupDemoServer();
allowBusyMachine();

// Short pages: fewer rows to render.
beforeEach(() => {
  const general = backend.state.settings.general;
  if (general) general.page_size = 10;
});

const TABLE = 'Series';

/** A series of the first page that has a language profile. */
function seriesWithProfile(): SeriesRecord & { profileId: number } {
  const found = seriesInOrder(backend)
    .slice(0, 10)
    .find((series) => series.profileId !== null);
  if (!found || found.profileId === null) throw new Error('No series with a profile');
  return { ...found, profileId: found.profileId };
}

async function openEditor(series: SeriesRecord) {
  const rendered = await openPage('/series', 'Series');
  const row = await rowWith(TABLE, series.title);
  await rendered.user.click(row.getByRole('button', { name: 'Edit Series' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Series' }));
  return { ...rendered, dialog };
}

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Series list: Edit Series', () => {
  it('saves the chosen profile and shows it on the row', async () => {
    const series = seriesWithProfile();
    const target = otherProfile(backend, series.profileId);
    const { user, dialog } = await openEditor(series);

    expect(dialog.getByText(series.title)).toBeInTheDocument();
    const select = dialog.getByRole('combobox', { name: 'Languages Profile' });
    expect(select).toHaveTextContent(profileName(backend, series.profileId));
    await user.click(select);
    await user.click(await dialog.findByRole('option', { name: target.name }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(profileChanges(backend, 'series')).toEqual([
      { ids: [String(series.id)], profileids: [String(target.profileId)] },
    ]);
    expect(backend.state.series.get(series.id)?.profileId).toBe(target.profileId);
    const row = await rowWith(TABLE, series.title);
    expect(row.getByText(target.name)).toBeInTheDocument();
  });

  it('clears the profile', async () => {
    const series = seriesWithProfile();
    const { user, dialog } = await openEditor(series);

    await user.click(dialog.getByRole('button', { name: 'Clear selection' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(profileChanges(backend, 'series')).toEqual([
      { ids: [String(series.id)], profileids: [''] },
    ]);
    expect(backend.state.series.get(series.id)?.profileId).toBeNull();
  });

  it('sends nothing on Cancel', async () => {
    const series = seriesWithProfile();
    const { user, dialog } = await openEditor(series);

    await user.click(dialog.getByRole('combobox', { name: 'Languages Profile' }));
    await user.click(
      await dialog.findByRole('option', { name: otherProfile(backend, series.profileId).name }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await dialogClosed();
    expect(profileChanges(backend, 'series')).toEqual([]);
    const row = await rowWith(TABLE, series.title);
    expect(row.getByText(profileName(backend, series.profileId))).toBeInTheDocument();
  });

  it('stays open and keeps the old profile when the server refuses the change', async () => {
    failing(backend, 'POST /api/series', 404, 'Languages profile not found');
    const series = seriesWithProfile();
    const target = otherProfile(backend, series.profileId);
    const { user, dialog } = await openEditor(series);

    await user.click(dialog.getByRole('combobox', { name: 'Languages Profile' }));
    await user.click(await dialog.findByRole('option', { name: target.name }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Languages profile not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Series' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const row = await rowWith(TABLE, series.title);
    await waitFor(() =>
      expect(row.getByText(profileName(backend, series.profileId))).toBeInTheDocument(),
    );
  });
});
