import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders, setupDemoServer } from '../support/render';
import { failing } from '../support/scenarios';
import { shellScenario } from './shellScenario';
import { pageLocation } from '../../src/lib/pageLocation';
import { connectionChanged } from '../../src/realtime/realtimeSlice';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../src/app/routeModules', () => jest.requireActual('./stubRouteModules'));

const { server, backend } = setupDemoServer();

let reload: jest.SpyInstance;
let assign: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
  assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Records the POSTs to system and system/account as `path?action`. */
function recordActions() {
  const actions: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST')
      actions.push(`${url.pathname.replace(/^\/api\//, '')}?${url.searchParams.get('action')}`);
  });
  return actions;
}
afterEach(() => server.events.removeAllListeners());

/** Picks a menu entry with the keyboard, as a user of the open menu can (jsdom has no pointer positions). */
async function choose(user: UserEvent, name: string) {
  const target = screen.getByRole('menuitem', { name });
  for (
    let step = 0;
    step < screen.getAllByRole('menuitem').length && !target.hasAttribute('data-highlighted');
    step += 1
  ) {
    await user.keyboard('{ArrowDown}');
  }
  expect(target).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

async function openSystemMenu(authType: 'form' | 'basic' | null = null) {
  shellScenario(backend, { authType });
  const view = renderWithProviders({ route: '/series' });
  await view.user.click(await screen.findByRole('button', { name: 'System' }));
  await screen.findByRole('menuitem', { name: 'Restart' });
  // The menu loads on this first click, opens, then takes the focus (the arrow keys go where the focus is).
  await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
  return view;
}

describe('System menu', () => {
  it('offers Restart and Shutdown, and no Logout without form authentication', async () => {
    await openSystemMenu(null);
    expect(screen.getByRole('menuitem', { name: 'Shutdown' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers no Logout with basic authentication either', async () => {
    await openSystemMenu('basic');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out with form authentication and goes to the login page', async () => {
    const actions = recordActions();
    const { user } = await openSystemMenu('form');
    await choose(user, 'Logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/login'));
    expect(actions).toEqual(['system/account?logout']);
  });

  it('restarts after confirmation, shows that Bazarr is away, and reloads once it is back', async () => {
    const actions = recordActions();
    server.use(http.post('*/api/system', () => new HttpResponse(null, { status: 204 })));
    const { user, store } = await openSystemMenu();
    await choose(user, 'Restart');
    expect(actions).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Restart' }));

    expect(await screen.findByText('Bazarr is restarting...')).toBeInTheDocument();
    expect(actions).toEqual(['system?restart']);
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(connectionChanged('offline'));
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does nothing when the restart is cancelled', async () => {
    const actions = recordActions();
    const { user } = await openSystemMenu();
    await choose(user, 'Restart');
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart Bazarr?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(actions).toEqual([]);
    expect(screen.queryByText('Bazarr is restarting...')).not.toBeInTheDocument();
  });

  it('shuts down after confirmation and says so', async () => {
    server.use(http.post('*/api/system', () => new HttpResponse(null, { status: 204 })));
    const { user } = await openSystemMenu();
    await choose(user, 'Shutdown');
    await user.click(await screen.findByRole('button', { name: 'Shutdown' }));
    expect(await screen.findByText('Bazarr has been shut down')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a refused shutdown and keeps the app', async () => {
    failing(backend, 'POST /api/system', 500, 'Not allowed');
    const { user } = await openSystemMenu();
    await choose(user, 'Shutdown');
    await user.click(await screen.findByRole('button', { name: 'Shutdown' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.queryByText('Bazarr has been shut down')).not.toBeInTheDocument();
  });

  it('shows the System button as loading while the backend is offline', async () => {
    const { store } = renderWithProviders({ route: '/series' });
    const button = await screen.findByRole('button', { name: 'System' });
    expect(button).not.toHaveAttribute('data-loading');
    act(() => {
      store.dispatch(connectionChanged('offline'));
    });
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('data-loading');
    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    expect(screen.getByRole('button', { name: 'System' })).not.toHaveAttribute('data-loading');
  });
});
