import { screen, waitFor, within } from '@testing-library/react';
import { ProvidersPage } from '../../../src/pages/system/providers/ProvidersPage';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing } from '../../support/scenarios';
import { requestsTo } from './systemTestKit';

const { backend } = setupDemoServer();

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Providers page', () => {
  it('lists each provider with its status and next retry', async () => {
    renderWithProviders(<ProvidersPage />);
    const table = await screen.findByRole('table', { name: 'Providers' });
    const throttled = backend.state.providers.find((provider) => provider.status !== 'Good');
    if (!throttled) throw new Error('The demo has no throttled provider');
    const row = rowOf(table, throttled.name);
    expect(within(row).getByText(throttled.status)).toBeInTheDocument();
    expect(within(row).getByText(throttled.retry)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(backend.state.providers.length + 1);
  });

  it('resets the throttling with POST providers action=reset', async () => {
    const { user } = renderWithProviders(<ProvidersPage />);
    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(within(table).queryAllByText('Good').length).toBeLessThan(
      backend.state.providers.length,
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(within(table).getAllByText('Good')).toHaveLength(backend.state.providers.length),
    );
    expect(
      requestsTo(backend, 'POST', '/api/providers').map((request) => request.form.action),
    ).toEqual([['reset']]);
  });

  it('reads the status again on Refresh', async () => {
    const { user } = renderWithProviders(<ProvidersPage />);
    const table = await screen.findByRole('table', { name: 'Providers' });
    const first = backend.state.providers[0];
    first.status = 'TooManyRequests';
    first.retry = 'in 3 hours';
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findByText('TooManyRequests')).toBeInTheDocument();
    expect(within(rowOf(table, first.name)).getByText('in 3 hours')).toBeInTheDocument();
  });

  it('says when no provider is enabled, and shows a failed reset', async () => {
    backend.control.mutate((state) => {
      state.providers = [];
    });
    failing(backend, 'POST /api/providers', 400, 'Unknown action');
    const { user } = renderWithProviders(<ProvidersPage />);
    expect(await screen.findByText('No providers are enabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Error 400')).toBeInTheDocument();
    expect(screen.getByText('Unknown action')).toBeInTheDocument();
  });
});
