import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { pageLocation } from '../../../src/app/pageLocation';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../../src/app/routeModules', () =>
  jest.requireActual('../../layout/stubRouteModules'),
);

const accounts: { action: string | null; username: string | null; password: string | null }[] = [];

const { server } = setupDemoServer(
  http.post('*/api/system/account', async ({ request }) => {
    const action = new URL(request.url).searchParams.get('action');
    const form = await request.formData();
    const username = form.get('username');
    const password = form.get('password');
    accounts.push({
      action,
      username: typeof username === 'string' ? username : null,
      password: typeof password === 'string' ? password : null,
    });
    if (username === 'admin' && password === 'secret')
      return new HttpResponse(null, { status: 204 });
    return HttpResponse.json('Unauthorized', { status: 401 });
  }),
);

let assign: jest.SpyInstance;
beforeEach(() => {
  accounts.length = 0;
  assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The login page, once its chunk has loaded. */
async function renderLogin() {
  const rendered = renderWithProviders({ route: '/login' });
  await screen.findByRole('button', { name: 'Login' });
  return rendered;
}

describe('login page', () => {
  it('requires a username and a password', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(accounts).toEqual([]);

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(accounts).toEqual([]);
  });

  it('says so when the credentials are wrong, and stays on the page', async () => {
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    // Said once, under the form, rather than again in an error notification.
    expect(screen.queryByText(/^Error 40/)).not.toBeInTheDocument();
    expect(accounts).toEqual([{ action: 'login', username: 'admin', password: 'wrong' }]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the server text when the backend fails otherwise', async () => {
    server.use(
      http.post('*/api/system/account', () =>
        HttpResponse.json('Database is locked', { status: 500 }),
      ),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Database is locked')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the app afresh at the base URL once logged in', async () => {
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/'));
    expect(accounts).toEqual([{ action: 'login', username: 'admin', password: 'secret' }]);
  });
});
