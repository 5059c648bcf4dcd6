import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isCurrentPath, RouteLink, RouteNavLink } from '../../src/components/links/RouteLink';

function Here() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAt(path: string, links: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[`${basename ?? ''}${path}`]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteLink', () => {
  it('links to the address under the base URL and opens it in the page', async () => {
    const onClick = jest.fn();
    renderAt(
      '/series',
      <RouteLink to="/movies/3" onClick={onClick}>
        Arcane
      </RouteLink>,
      '/bazarr',
    );
    const link = screen.getByRole('link', { name: 'Arcane' });
    expect(link).toHaveAttribute('href', '/bazarr/movies/3');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/movies/3');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier key, or one its handler prevented, to the browser', () => {
    renderAt(
      '/series',
      <>
        <RouteLink to="/movies">Movies</RouteLink>
        <RouteLink to="/history" onClick={(event) => event.preventDefault()}>
          History
        </RouteLink>
      </>,
    );
    const address = screen.getByRole('status', { name: 'Address' });
    fireEvent.click(screen.getByRole('link', { name: 'Movies' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Movies' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    expect(address).toHaveTextContent('/series');
  });

  it('shows a hostile title as text', () => {
    renderAt('/', <RouteLink to="/series/1">{'<script>alert(1)</script>'}</RouteLink>);
    expect(screen.getByRole('link')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('RouteNavLink', () => {
  it('marks the link of the current page and of the pages below it, and no other', () => {
    renderAt(
      '/series/12',
      <>
        <RouteNavLink to="/series">Series</RouteNavLink>
        <RouteNavLink to="/series/1">Other series</RouteNavLink>
        <RouteNavLink to="/ser">Prefix only</RouteNavLink>
        <RouteNavLink to="/movies">Movies</RouteNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Series' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Other series', 'Prefix only', 'Movies'])
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/series', '/series', true],
    ['/Series/3', '/series', true],
    ['/series/', '/series/', true],
    ['/series/3', '/series/', true],
    ['/seriesx', '/series', false],
    ['/series', '/', false],
    ['/', '/', true],
  ])('counts %s as within %s: %s', (pathname, target, current) => {
    expect(isCurrentPath(pathname, target)).toBe(current);
  });
});
