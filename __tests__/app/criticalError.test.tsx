import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { connectionChanged } from '../../src/realtime/realtimeSlice';

setupDemoServer();

describe('the critical-error screen over a page being edited', () => {
  it('covers the app while the backend cannot be reached, and gives back the typed text after', async () => {
    const { store, user } = renderWithProviders({ route: '/settings/general' });
    const address = await screen.findByRole('textbox', { name: 'Address' });
    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    await user.clear(address);
    await user.type(address, '10.0.0.7');

    act(() => {
      store.dispatch(connectionChanged('error'));
    });
    expect(screen.getByRole('heading', { name: 'Something is wrong!' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();

    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    expect(screen.queryByRole('heading', { name: 'Something is wrong!' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('10.0.0.7');
  });
});
