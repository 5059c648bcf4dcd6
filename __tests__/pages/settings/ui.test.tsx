import { screen, waitFor } from '@testing-library/react';
import { InterfaceSettingsPage } from '../../../src/pages/settings/ui/InterfaceSettingsPage';
import { setupDemoServer } from '../../support/render';
import { postedForm, renderSettingsScreen, saveButton } from '../../features/settings-form/support';

const { backend } = setupDemoServer();

async function renderInterface() {
  const rendered = renderSettingsScreen(<InterfaceSettingsPage />);
  await screen.findByRole('combobox', { name: 'Page Size' });
  backend.control.clearRequests();
  return rendered;
}

describe('Settings > Interface', () => {
  it('offers the page sizes of docs/behaviour.md §9 and saves the one chosen', async () => {
    const { user } = await renderInterface();
    await user.click(screen.getByRole('combobox', { name: 'Page Size' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '25',
      '50',
      '100',
      '250',
      '500',
      '1000',
    ]);
    await user.click(screen.getByRole('option', { name: '100' }));
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-page_size': ['100'] });
    await waitFor(() => expect(backend.state.settings.general?.page_size).toBe(100));
  });

  it('saves the theme, and the page follows it once saved', async () => {
    const { user } = await renderInterface();
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Dark' }));
    // Staged only: the shell keeps the saved theme.
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(saveButton());
    expect(await postedForm(backend)).toEqual({ 'settings-general-theme': ['dark'] });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });
});
