import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../support/render';
import { notify, selectNotifications } from '../../src/notifications/notificationsSlice';

function renderToaster() {
  // Only the providers: the toaster is part of them, on every screen.
  return renderWithProviders(<p>page</p>);
}

describe('notifications', () => {
  it('shows an error with its title and text', async () => {
    const { store } = renderToaster();
    act(() => {
      store.dispatch(notify({ type: 'error', title: 'Error 500', message: 'Episode not found' }));
    });
    const toast = (await screen.findByText('Error 500')).closest('[data-type]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast as HTMLElement).getByText('Episode not found')).toBeInTheDocument();
  });

  it('shows at most five, the newest ones', async () => {
    const { store } = renderToaster();
    act(() => {
      for (let index = 1; index <= 7; index += 1) {
        store.dispatch(
          notify({ type: 'info', title: `Message ${index}`, message: `Text ${index}` }),
        );
      }
    });
    expect(await screen.findByText('Message 7')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Message 2')).not.toBeInTheDocument());
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    for (const index of [3, 4, 5, 6, 7])
      expect(screen.getByText(`Message ${index}`)).toBeInTheDocument();
  });

  it('updates a progress notification in place', async () => {
    const { store } = renderToaster();
    act(() => {
      store.dispatch(
        notify({
          id: 'task',
          type: 'loading',
          title: 'Downloading subtitles...',
          message: '[1/3] Breaking Bad',
          progress: { value: 1, count: 3 },
        }),
      );
    });
    expect(await screen.findByText('[1/3] Breaking Bad')).toBeInTheDocument();
    expect(screen.getByLabelText('1 of 3')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        notify({
          id: 'task',
          type: 'loading',
          title: 'Downloading subtitles...',
          message: '[2/3] The Wire',
          progress: { value: 2, count: 3 },
        }),
      );
    });
    expect(await screen.findByText('[2/3] The Wire')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('[1/3] Breaking Bad')).not.toBeInTheDocument());
    expect(screen.getAllByText('Downloading subtitles...')).toHaveLength(1);
  });

  it('removes a notification from the store when the user closes it', async () => {
    const { store, user } = renderToaster();
    act(() => {
      store.dispatch(
        notify({
          type: 'warning',
          title: 'Cannot Upload Files',
          message: 'series or language profile is not ready',
        }),
      );
    });
    const toast = (await screen.findByText('Cannot Upload Files')).closest(
      '[data-type]',
    ) as HTMLElement;
    expect(toast).toHaveAttribute('data-type', 'warning');
    await user.click(within(toast).getByRole('button'));
    await waitFor(() => expect(selectNotifications(store.getState())).toEqual([]));
    await waitFor(() => expect(screen.queryByText('Cannot Upload Files')).not.toBeInTheDocument());
  });

  it('closes an info notification after five seconds', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderToaster();
      act(() => {
        store.dispatch(notify({ type: 'info', title: 'Saved', message: 'Settings saved' }));
      });
      expect(await screen.findByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4000));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      await waitFor(() => expect(selectNotifications(store.getState())).toEqual([]));
    } finally {
      jest.useRealTimers();
    }
  });
});
