import { screen, waitFor, within } from '@testing-library/react';
import { ProvidersSettingsPage } from '../../../src/pages/settings/providers/ProvidersSettingsPage';
import { setupDemoServer } from '../../support/render';
import { reportsBazarr } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';

const { backend } = setupDemoServer();

const enabledList = () => screen.getByRole('list', { name: 'Enabled providers' });

async function renderOn(version: string, enabled?: string[]) {
  reportsBazarr(backend, version);
  if (enabled)
    backend.control.mutate((state) => {
      const general = state.settings.general ?? {};
      general.enabled_providers = enabled;
    });
  const rendered = renderSettingsScreen(<ProvidersSettingsPage />);
  await screen.findByRole('list', { name: 'Enabled providers' });
  backend.control.clearRequests();
  return rendered;
}

async function offeredProviders(user: ReturnType<typeof renderSettingsScreen>['user']) {
  await user.click(within(enabledList()).getByRole('button', { name: 'Add Provider' }));
  const modal = await screen.findByRole('dialog', { name: 'Add Provider' });
  await user.click(within(modal).getByRole('combobox', { name: 'Provider' }));
  const listbox = await within(modal).findByRole('listbox');
  return {
    modal,
    listbox,
    names: within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  };
}

describe('Settings > Providers by Bazarr version', () => {
  it('offers on 1.5.6 SubX, subsource.net, AnimeSub.info, subs.ro and Subtis, and none of the removed ones', async () => {
    const { user } = await renderOn('1.5.6');
    const { names } = await offeredProviders(user);
    expect(names).toEqual(
      expect.arrayContaining(['SubX', 'subsource.net', 'AnimeSub.info', 'subs.ro', 'Subtis']),
    );
    for (const gone of [
      'OpenSubtitles.org',
      'Subdivx',
      'Tusubtitulo.com',
      'Argenteam Dump',
      'Argenteam',
      'Subscene',
      'Subz',
    ])
      expect(names).not.toContain(gone);
  });

  it('offers on 1.5.2 OpenSubtitles.org, Subdivx and Argenteam Dump, and none of the newer ones', async () => {
    const { user } = await renderOn('1.5.2');
    const { names } = await offeredProviders(user);
    expect(names).toEqual(
      expect.arrayContaining(['OpenSubtitles.org', 'Subdivx', 'Argenteam Dump', 'Tusubtitulo.com']),
    );
    for (const newer of ['SubX', 'subsource.net', 'AnimeSub.info', 'subs.ro', 'Subtis', 'Subz'])
      expect(names).not.toContain(newer);
  });

  it('adds SubX on 1.5.6 with its API key, and the save is stored', async () => {
    const { user } = await renderOn('1.5.6');
    const { modal, listbox } = await offeredProviders(user);
    await user.click(within(listbox).getByRole('option', { name: 'SubX' }));
    expect(
      within(modal).getByText(
        'API key required. Get your key from SubX website: https://subx-api.duckdns.org/',
      ),
    ).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: 'API Key' }), 'secret');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await user.click(saveButton());
    const form = await postedForm(backend);
    expect(form['settings-subx-api_key']).toEqual(['secret']);
    expect(form['settings-general-enabled_providers']).toContain('subx');
    await waitFor(() => expect(backend.control.requests.at(-1)?.method).toBe('GET'));
    expect(backend.control.requests.find((request) => request.method === 'POST')?.status).toBe(204);
  });

  it('shows on 1.5.6 a saved OpenSubtitles.org as no longer supported, with nothing to edit, and removes it', async () => {
    const { user } = await renderOn('1.5.6', ['opensubtitles', 'podnapisi']);
    const card = within(enabledList()).getByRole('button', { name: /OpenSubtitles\.org/ });
    expect(card).toHaveAccessibleDescription(/no longer supported by this Bazarr/);
    expect(card.closest('li')).toHaveTextContent('Not supported');
    await user.click(card);
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    expect(within(modal).getByText(/no longer supported by this Bazarr/)).toBeInTheDocument();
    expect(within(modal).queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(enabledList()).queryByRole('button', { name: /OpenSubtitles\.org/ }),
      ).not.toBeInTheDocument(),
    );
    await user.click(saveButton());
    const form = await postedForm(backend);
    expect(form['settings-general-enabled_providers']).toEqual(['podnapisi']);
    expect(Object.keys(form).filter((key) => key.startsWith('settings-opensubtitles-'))).toEqual(
      [],
    );
  });

  it('edits OpenSubtitles.org as before on 1.5.2', async () => {
    const { user } = await renderOn('1.5.2', ['opensubtitles']);
    const card = within(enabledList()).getByRole('button', { name: /OpenSubtitles\.org/ });
    expect(card.closest('li')).not.toHaveTextContent('Not supported');
    await user.click(card);
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    expect(within(modal).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it.each([
    ['1.5.6', true],
    ['1.5.2', false],
  ])("OpenSubtitles.com's machine translated switch on %s: %s", async (version, shown) => {
    const { user } = await renderOn(version);
    await user.click(within(enabledList()).getByRole('button', { name: 'OpenSubtitles.com' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
    const toggle = within(modal).queryByRole('checkbox', {
      name: 'Include subtitles machine translated by users in search results',
    });
    if (shown) expect(toggle).toBeInTheDocument();
    else expect(toggle).not.toBeInTheDocument();
    // The AI switch is there on every version, saying whose translations it means.
    expect(
      within(modal).getByRole('checkbox', {
        name: "Include subtitles generated by opensubtitles.com's AI translation service in search results",
      }),
    ).toBeInTheDocument();
  });
});
