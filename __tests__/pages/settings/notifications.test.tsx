import { screen, waitFor, within } from '@testing-library/react';
import { NotificationsSettingsPage } from '../../../src/pages/settings/notifications/NotificationsSettingsPage';
import { setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';
import { filterOptions, listedOptions } from '../../support/typeInCombobox';
import { choose, fill, type User } from './settingsScreenKit';

const { backend } = setupDemoServer();

// A type (not an interface) so it fits the demo's settings values.
type Provider = { name: string; enabled: boolean; url: string | null };

function enableStored(name: string, url: string) {
  const notifications = backend.state.settings.notifications ?? {};
  const providers = (notifications.providers ?? []) as unknown as Provider[];
  backend.state.settings.notifications = {
    ...notifications,
    providers: providers.map((provider) =>
      provider.name === name ? { name, enabled: true, url } : provider,
    ),
  };
}

async function renderNotifications() {
  const rendered = renderSettingsScreen(<NotificationsSettingsPage />);
  await screen.findByRole('list', { name: 'Enabled notifications' });
  backend.control.clearRequests();
  return rendered;
}

const cards = () => screen.getByRole('list', { name: 'Enabled notifications' });
const dialog = () => screen.getByRole('dialog');

async function openAdd(user: User) {
  await user.click(within(cards()).getByRole('button', { name: 'Add Notification' }));
  return screen.findByRole('dialog', { name: 'Add Notification' });
}

/** The posted providers, each parsed from its own JSON text. */
async function postedProviders(): Promise<Provider[]> {
  const form = await postedForm(backend);
  expect(Object.keys(form)).toEqual(['notifications-providers']);
  return (form['notifications-providers'] ?? []).map((item) => JSON.parse(item) as Provider);
}

describe('Settings > Notifications', () => {
  it('credits Apprise and shows only the add card when nothing is enabled', async () => {
    await renderNotifications();
    expect(screen.getByRole('link', { name: 'Apprise' })).toHaveAttribute(
      'href',
      'https://github.com/caronc/apprise',
    );
    expect(
      within(cards())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add Notification']);
    expect(screen.getByRole('checkbox', { name: 'Silent for Manual Actions' })).not.toBeChecked();
  });

  it('asks for a provider and a non-blank URL, then enables the provider with its URL', async () => {
    const { user } = await renderNotifications();
    const modal = await openAdd(user);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText('Please select a notification provider'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('URL must not be empty')).toBeInTheDocument();

    await choose(user, 'Provider', 'Discord', modal);
    await fill(user, within(modal).getByRole('textbox', { name: 'URL' }), '   ');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(modal).queryByText('Please select a notification provider'),
      ).not.toBeInTheDocument(),
    );
    expect(within(modal).getByText('URL must not be empty')).toBeInTheDocument();

    await fill(user, within(modal).getByRole('textbox', { name: 'URL' }), ' discord://id/token ');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cards()).getByRole('button', { name: 'Discord' })).toBeInTheDocument();

    await user.click(saveButton());
    const posted = await postedProviders();
    expect(posted.length).toBeGreaterThan(100);
    expect(posted.find((provider) => provider.name === 'Discord')).toEqual({
      name: 'Discord',
      enabled: true,
      url: 'discord://id/token',
    });
    expect(posted.filter((provider) => provider.enabled)).toHaveLength(1);
    await waitFor(() =>
      expect(backend.state.settings.notifications?.providers).toContainEqual({
        name: 'Discord',
        enabled: true,
        url: 'discord://id/token',
      }),
    );
  });

  it('finds a provider by typing without its accents, and enables it', async () => {
    const { user } = await renderNotifications();
    const modal = await openAdd(user);
    await filterOptions(
      user,
      within(modal).getByRole('combobox', { name: 'Provider' }),
      'societe francaise',
    );
    expect(listedOptions()).toEqual(['Société Française du Radiotéléphone']);
    await user.keyboard('{Enter}');
    await fill(user, within(modal).getByRole('textbox', { name: 'URL' }), 'sfr://user:pw@host');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(cards()).getByRole('button', { name: 'Société Française du Radiotéléphone' }),
    ).toBeInTheDocument();
  });

  it('does not offer enabled providers, locks the selector when editing, and disables with Remove', async () => {
    enableStored('Gotify', 'gotify://host/token');
    const { user } = await renderNotifications();
    const addModal = await openAdd(user);
    await user.click(within(addModal).getByRole('combobox', { name: 'Provider' }));
    const offered = within(await within(addModal).findByRole('listbox')).getAllByRole('option');
    const names = offered.map((option) => option.textContent);
    expect(names).toContain('Discord');
    expect(names).not.toContain('Gotify');
    await user.keyboard('{Escape}');
    await user.click(within(addModal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(cards()).getByRole('button', { name: 'Gotify' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Notification' });
    const selector = within(modal).getByRole('combobox', { name: 'Provider' });
    expect(selector).toBeDisabled();
    expect(selector).toHaveValue('Gotify');
    expect(within(modal).getByRole('textbox', { name: 'URL' })).toHaveValue('gotify://host/token');
    await user.click(within(modal).getByRole('button', { name: 'Remove' }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: 'Remove notification "Gotify"?',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(cards()).queryByRole('button', { name: 'Gotify' })).not.toBeInTheDocument();

    await user.click(saveButton());
    const posted = await postedProviders();
    expect(posted.find((provider) => provider.name === 'Gotify')).toEqual({
      name: 'Gotify',
      enabled: false,
      url: 'gotify://host/token',
    });
  });

  it('sends the typed URL with Test and shows a failure', async () => {
    const { user } = await renderNotifications();
    const modal = await openAdd(user);
    const test = within(modal).getByRole('button', { name: 'Test' });
    expect(test).toBeDisabled();
    await fill(user, within(modal).getByRole('textbox', { name: 'URL' }), 'json://localhost/hook');
    await user.click(test);
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Test' })).toHaveAttribute(
        'data-outcome',
        'ok',
      ),
    );
    const sent = backend.control.requests.filter(
      (request) => request.method === 'PATCH' && request.path === '/api/system/notifications',
    );
    expect(sent.map((request) => request.form)).toEqual([{ url: ['json://localhost/hook'] }]);

    failing(backend, 'PATCH /api/system/notifications', 500, 'Apprise could not send');
    await fill(user, within(modal).getByRole('textbox', { name: 'URL' }), 'json://elsewhere/hook');
    await user.click(within(modal).getByRole('button', { name: 'Test' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Apprise could not send');
    expect(within(modal).getByRole('button', { name: 'Test' })).toHaveAttribute(
      'data-outcome',
      'failed',
    );
    // Testing stages nothing.
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
  });

  it('saves Silent for Manual Actions', async () => {
    const { user } = await renderNotifications();
    await user.click(screen.getByRole('checkbox', { name: 'Silent for Manual Actions' }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({
      'settings-general-dont_notify_manual_actions': ['true'],
    });
  });
});
