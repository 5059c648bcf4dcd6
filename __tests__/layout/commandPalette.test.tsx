import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { shellScenario, type ShellScenario } from './shellScenario';
import { reportsBazarr } from '../support/scenarios';
import { selectBackend } from '../../src/api/backend/selectBackend';

// Pages are stand-ins: these tests are about the shell around them (each page is a heading naming its path).
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { backend } = setupDemoServer();

async function renderShell(route = '/settings/general', scenario: ShellScenario = {}) {
  shellScenario(backend, scenario);
  const view = renderWithProviders({ route });
  await screen.findByRole('combobox', { name: 'Search' });
  return view;
}

/** The palette's dialog, its combobox and listbox. */
async function findPalette() {
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('combobox', { name: 'Command' });
  const listbox = within(dialog).getByRole('listbox', { name: 'Commands' });
  return { dialog, input, listbox };
}

/** The option the combobox points at (aria-activedescendant). */
function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('command palette', () => {
  it('opens with Ctrl+K, filters pages as the user types, moves with the arrows and opens with Enter', async () => {
    const { user } = await renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const { input, listbox } = await findPalette();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // Every page of the sidebar is there before typing.
    expect(within(listbox).getByRole('option', { name: 'Settings › Languages' })).toBeVisible();
    expect(within(listbox).getByRole('option', { name: 'System › Tasks' })).toBeVisible();

    await user.keyboard('sys');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'System › Tasks',
      'System › Logs',
      'System › Providers',
      'System › Backups',
      'System › Status',
      'System › Releases',
      'System › Announcements',
    ]);
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('System › Providers');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('System › Logs');
    // Wraps around at the top.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('System › Announcements');

    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'system/announcements', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
  });

  it('matches every word, case and accent insensitive', async () => {
    const { user } = await renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const { input, listbox } = await findPalette();
    await user.type(input, 'SÉT lang');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Settings › Languages']);
    await user.clear(input);
    await user.type(input, 'nothing like this');
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument();
    expect(within(listbox).getByText('No results')).toBeInTheDocument();
  });

  it('jumps to a series found by the global search request, and Cmd+K opens it too', async () => {
    const { user } = await renderShell();
    await user.keyboard('{Meta>}k{/Meta}');
    const { input, listbox } = await findPalette();
    await user.keyboard('breaking');
    const option = await within(listbox).findByRole('option', { name: /^Breaking Bad \(2008\)/ });
    expect(option).toHaveTextContent('Series');
    expect(activeOption(input)).toBe(option);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'series/1', level: 1 })).toBeInTheDocument();
  });

  it('jumps to a movie', async () => {
    const { user } = await renderShell('/series');
    await user.keyboard('{Control>}k{/Control}');
    const { input, listbox } = await findPalette();
    await user.type(input, 'amelie');
    await within(listbox).findByRole('option', { name: 'Amélie (2001) Movie' });
    await user.keyboard('{Enter}');
    const amelie = [...backend.state.movies.values()].find((movie) => movie.title === 'Amélie');
    expect(
      await screen.findByRole('heading', { name: `movies/${amelie?.id}`, level: 1 }),
    ).toBeInTheDocument();
  });

  it('closes with Escape and opens empty again', async () => {
    const { user } = await renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const { input } = await findPalette();
    await user.type(input, 'logs');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'settings/general', level: 1 })).toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    const again = await findPalette();
    expect(again.input).toHaveValue('');
  });

  it('offers only the pages the sidebar shows (hiding rules)', async () => {
    const { user } = await renderShell('/series', { useRadarr: false });
    await user.keyboard('{Control>}k{/Control}');
    const { listbox } = await findPalette();
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('Series');
    expect(names).toContain('Wanted › Episodes');
    expect(names).not.toContain('Movies');
    expect(names).not.toContain('Wanted › Movies');
    expect(names).not.toContain('History › Movies');
    expect(names).not.toContain('Blacklist › Movies');
  });

  it.each([
    ['1.6.1', true],
    ['1.5.6', false],
  ])('on Bazarr %s, offers Settings > Jellyfin: %s', async (version, offered) => {
    reportsBazarr(backend, version);
    const { user, store } = await renderShell('/settings/general');
    await user.keyboard('{Control>}k{/Control}');
    const { input, listbox } = await findPalette();
    await user.type(input, 'settings');
    // The palette asks for the version itself when no page has yet: the list follows once it is in.
    await waitFor(() => expect(selectBackend(store.getState()).reported).toBe(version));
    if (offered)
      expect(
        await within(listbox).findByRole('option', { name: 'Settings › Jellyfin' }),
      ).toBeInTheDocument();
    else {
      expect(within(listbox).getByRole('option', { name: 'Settings › Plex' })).toBeInTheDocument();
      expect(
        within(listbox).queryByRole('option', { name: 'Settings › Jellyfin' }),
      ).not.toBeInTheDocument();
    }
  });
});

describe("the '/' shortcut", () => {
  it('focuses the header search box when the focus is not in a text field', async () => {
    const { user } = await renderShell();
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    // The key moved the focus; it was not typed.
    expect(search).toHaveValue('');
  });

  it('is text inside a text field', async () => {
    const { user } = await renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const { input } = await findPalette();
    await user.type(input, 'a/b');
    expect(input).toHaveValue('a/b');
    expect(input).toHaveFocus();
  });
});

describe("the 's' and '?' shortcuts", () => {
  it("'s' focuses the header search box, as in Sonarr, and is text inside a text field", async () => {
    const { user } = await renderShell();
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.keyboard('s');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('sis?');
    expect(search).toHaveValue('sis?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it("'?' shows the keyboard shortcuts; Escape closes them and '?' shows them again", async () => {
    const { user } = await renderShell();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(sheet).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      's or /Focus the search box',
      'Ctrl+KOpen the command palette: pages, series, movies, actions',
      'Ctrl+SSave the settings (on a settings page)',
      'EscClose a dialog or a menu',
      '?Show these shortcuts',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('Ctrl+K still opens the palette after the shortcuts were shown', async () => {
    const { user } = await renderShell();
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>}k{/Control}');
    expect((await findPalette()).dialog).toBeVisible();
  });
});
