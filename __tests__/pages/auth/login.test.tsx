import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupDemoServer } from '../../support/render';
import { failing, formLogin } from '../../support/scenarios';
import { pageLocation } from '../../../src/lib/pageLocation';
import { expectPasswordToggle } from '../../support/passwordToggle';

// Pages are stand-ins: these tests are about the shell around them.
jest.mock('../../../src/app/routeModules', () =>
  jest.requireActual('../../layout/stubRouteModules'),
);

const { backend } = setupDemoServer();

/** The logins the backend was asked for. */
const accounts = () =>
  backend.control.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/system/account')
    .map(({ query, form }) => ({
      action: query.action?.[0],
      username: form.username?.[0],
      password: form.password?.[0],
    }));

let assign: jest.SpyInstance;
beforeEach(() => {
  formLogin(backend, 'admin', 'secret');
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
    expect(accounts()).toEqual([]);

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(accounts()).toEqual([]);
  });

  it('says so when the credentials are wrong, and stays on the page', async () => {
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    // Said once, under the form, rather than again in an error notification.
    expect(screen.queryByText(/^Error 40/)).not.toBeInTheDocument();
    expect(accounts()).toEqual([{ action: 'login', username: 'admin', password: 'wrong' }]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the server text when the backend fails otherwise', async () => {
    failing(backend, 'POST /api/system/account', 500, 'Database is locked');
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
    expect(accounts()).toEqual([{ action: 'login', username: 'admin', password: 'secret' }]);
  });

  it('shows and hides the password on request, keeping what was typed', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText(/Password/);
    await user.type(password, 's3cret pass');
    await expectPasswordToggle(user, password, 's3cret pass');
    // The toggle is no submit button.
    expect(accounts()).toEqual([]);
  });
});
