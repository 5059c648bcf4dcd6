/**
 * Helpers of the series and movies list tests: the demo library in the order the server lists it, profile
 * names, and the profile changes the backend received.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DemoBackend } from '../../../src/demo/core/backend';
import type { MovieRecord, SeriesRecord } from '../../../src/demo/core/state/types';
import { renderWithProviders } from '../../support/render';
import { requestsTo } from '../../pages/history/listTestKit';

/**
 * These tests render whole pages of rows against the demo backend on a machine shared with other test runs:
 * give waits room, so that a busy machine slows them down instead of failing them.
 */
export function allowBusyMachine() {
  configure({ asyncUtilTimeout: 15_000 });
}

/** Renders the app at a route and waits for the page's h1 (as long as the busy machine needs). */
export async function openPage(route: string, heading: string) {
  const rendered = renderWithProviders({ route });
  await screen.findByRole('heading', { name: heading, level: 1 });
  return rendered;
}

/** The body rows of a table (header row left out). */
export async function bodyRows(tableName: string): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: tableName });
  const [, body] = within(table).getAllByRole('rowgroup');
  return body ? within(body).queryAllByRole('row') : [];
}

/** The body row showing the text, once it shows, to query inside it. */
export function rowWith(tableName: string, text: string) {
  return waitFor(async () => {
    const row = (await bodyRows(tableName)).find(
      (candidate) => within(candidate).queryAllByText(text).length > 0,
    );
    if (!row) throw new Error(`No row of '${tableName}' shows '${text}'`);
    return within(row);
  });
}

/** The sort button of a column header, found by its text (phones hide some columns, jsdom counts as one). */
export function sortButton(header: string): HTMLElement {
  const found = screen
    .getAllByRole('columnheader', { hidden: true })
    .find((candidate) => candidate.textContent === header);
  if (!found) throw new Error(`No column '${header}'`);
  return within(found).getByRole('button', { hidden: true });
}

export function seriesInOrder(backend: DemoBackend): SeriesRecord[] {
  return backend.state.seriesOrder.flatMap((id) => backend.state.series.get(id) ?? []);
}

export function moviesInOrder(backend: DemoBackend): MovieRecord[] {
  return backend.state.movieOrder.flatMap((id) => backend.state.movies.get(id) ?? []);
}

export function profileName(backend: DemoBackend, profileId: number | null): string {
  const profile = backend.state.profiles.find((candidate) => candidate.profileId === profileId);
  if (!profile) throw new Error(`No profile ${String(profileId)}`);
  return profile.name;
}

/** A profile the item does not have yet. */
export function otherProfile(backend: DemoBackend, current: number | null) {
  const profile = backend.state.profiles.find((candidate) => candidate.profileId !== current);
  if (!profile) throw new Error('The demo has a single profile');
  return profile;
}

/** The profile changes POSTed to 'series' or 'movies': the ids and profile ids fields, in order. */
export function profileChanges(backend: DemoBackend, kind: 'series' | 'movies') {
  const idField = kind === 'series' ? 'seriesid' : 'radarrid';
  return requestsTo(backend, 'POST', `/api/${kind}`).map(({ form }) => ({
    ids: form[idField] ?? [],
    profileids: form.profileid ?? [],
  }));
}

/** The texts of one column of a table's body rows (0-based column index). */
export async function columnTexts(tableName: string, column: number): Promise<string[]> {
  const rows = await bodyRows(tableName);
  return rows.map(
    (row) => within(row).getAllByRole('cell', { hidden: true })[column]?.textContent ?? '',
  );
}

/**
 * Opens a menu by its button and picks an entry with the keyboard, as a user can. (Under jsdom, a Chakra
 * checkbox on the page swallows pointer clicks on menu entries; the browser test clicks them for real.)
 */
export async function chooseFromMenu(user: UserEvent, menuButton: string, entry: string) {
  await user.click(screen.getByRole('button', { name: menuButton }));
  const target = await screen.findByRole('menuitem', { name: entry });
  const count = screen.getAllByRole('menuitem').length;
  for (let step = 0; step < count && !target.hasAttribute('data-highlighted'); step += 1)
    await user.keyboard('{ArrowDown}');
  expect(target).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}
