import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { ProvidersSettingsPage } from '../../../src/pages/settings/providers/ProvidersSettingsPage';
import { setupDemoServer } from '../../support/render';
import { renderSettingsScreen } from '../../features/settings-form/support';

jest.setTimeout(120_000);
setupDemoServer();

it('perf', async () => {
  const t = Date.now();
  renderSettingsScreen(<ProvidersSettingsPage />);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const list = await screen.findByRole('list', { name: 'Enabled providers' });
  console.log('loaded', Date.now() - t);
  const card = within(list).getByRole('button', { name: 'OpenSubtitles.com' });
  console.log('found card', Date.now() - t);
  await user.click(card);
  console.log('clicked', Date.now() - t);
  const modal = await screen.findByRole('dialog', { name: 'Edit Provider' });
  console.log('modal', Date.now() - t);
  const input = within(modal).getByRole('textbox', { name: 'Username' });
  console.log('input', Date.now() - t);
  await user.click(input);
  console.log('click input', Date.now() - t);
  await user.paste('me@example.com');
  console.log('paste', Date.now() - t);
  await user.click(within(modal).getByRole('button', { name: 'Save' }));
  console.log('save', Date.now() - t);
  await within(modal).findByText('Invalid Username. Do not use your e-mail.');
  console.log('error', Date.now() - t);
});
