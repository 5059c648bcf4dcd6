import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../support/render';
import { connectRealtime, makeTestStore } from './support';

/** Any page will do: realtime notifications show on every screen. */
function renderWithSocket() {
  const store = makeTestStore();
  renderWithProviders(<p>page</p>, { store });
  const { socket } = connectRealtime(store);
  return { store, socket };
}

const toastOf = (text: string) => screen.getByText(text).closest('[data-type]');

describe('realtime notifications', () => {
  it("shows the server's messages", async () => {
    const { socket } = renderWithSocket();
    act(() => {
      socket.data('message', 'Sonarr sync finished');
      socket.data('message', 'Sonarr sync finished');
      socket.data('message', '<b>Radarr</b> is unreachable');
    });
    expect(await screen.findByText('Sonarr sync finished')).toBeInTheDocument();
    // Shown as text, never as markup; one notification per distinct message of a batch.
    expect(screen.getByText('<b>Radarr</b> is unreachable')).toBeInTheDocument();
    expect(screen.getAllByText('Notification')).toHaveLength(2);
    expect(toastOf('Sonarr sync finished')).toHaveAttribute('data-type', 'info');
  });

  it('shows the progress of a server job in one notification, done when value reaches count', async () => {
    const { socket } = renderWithSocket();
    const progress = {
      id: 'scan',
      header: 'Indexing episodes',
      name: 'Breaking Bad',
      value: 1,
      count: 3,
    };
    act(() => socket.data('progress', progress));
    expect(await screen.findByText('Indexing episodes')).toBeInTheDocument();
    expect(screen.getByText('Breaking Bad')).toBeInTheDocument();
    expect(screen.getByLabelText('1 of 3')).toBeInTheDocument();
    expect(toastOf('Indexing episodes')).toHaveAttribute('data-type', 'loading');

    act(() => {
      socket.data('progress', { ...progress, name: 'Better Call Saul', value: 2 });
      socket.data('progress', { ...progress, name: 'Chernobyl', value: 3 });
    });
    expect(await screen.findByText('Chernobyl')).toBeInTheDocument();
    expect(screen.getAllByText('Indexing episodes')).toHaveLength(1);
    expect(screen.queryByText('Better Call Saul')).not.toBeInTheDocument();
    expect(toastOf('Indexing episodes')).toHaveAttribute('data-type', 'success');
  });

  it('closes a progress notification the server deletes', async () => {
    const { socket } = renderWithSocket();
    act(() =>
      socket.data('progress', {
        id: 7,
        header: 'Searching',
        name: 'The Wire',
        value: 0,
        count: 10,
      }),
    );
    expect(await screen.findByText('Searching')).toBeInTheDocument();

    act(() => socket.data('progress', 7, 'delete'));
    await waitFor(() => expect(screen.queryByText('Searching')).not.toBeInTheDocument());
  });
});
