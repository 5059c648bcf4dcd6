import { screen, within } from '@testing-library/react';
import { ReleasesPage } from '../../../src/pages/system/releases/ReleasesPage';
import { parseReleaseLine } from '../../../src/pages/system/releases/releaseText';
import { renderWithProviders, setupDemoServer } from '../../support/render';

const { backend } = setupDemoServer();

/** Release notes as Bazarr sends them (markdown links kept), with the lines given. */
function serveReleaseNotes(body: string[]) {
  backend.control.mutate((state) => {
    state.releases = [
      { name: 'v1.5.3', body, date: '2025-06-01', prerelease: false, current: false },
    ];
  });
}

async function changes(): Promise<HTMLElement[]> {
  const card = await screen.findByRole('article', { name: 'v1.5.3' });
  return within(card).getAllByRole('listitem');
}

describe('Releases page, markdown links in the notes', () => {
  it('shows the text of a link whose url is not http(s), and no link', async () => {
    serveReleaseNotes([
      'Fixed [x](javascript:alert(1)) here',
      'Also [y](JaVaScRiPt:alert(document.cookie))',
      '[data](data:text/html,<b>hi</b>) and [rel](//evil.example/x) and [path](/system/logs)',
    ]);
    renderWithProviders(<ReleasesPage />);
    const [first, second, third] = await changes();
    expect(first).toHaveTextContent(/^Fixed x here$/);
    expect(second).toHaveTextContent(/^Also y$/);
    expect(third).toHaveTextContent(/^data and rel and path$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('a[href]')).toBeNull();
  });

  it('links http(s) urls, keeping nested brackets and parentheses whole', async () => {
    serveReleaseNotes([
      'See [the [beta] notes](https://example.com/wiki/Bazarr_(software)) now',
      'Fixed [[inner](https://inner.example)](http://outer.example/) twice',
      'Upper [case](HTTPS://EXAMPLE.COM/Path)',
    ]);
    renderWithProviders(<ReleasesPage />);
    const [first, second, third] = await changes();

    expect(first).toHaveTextContent(/^See the \[beta\] notes now$/);
    expect(within(first).getByRole('link', { name: 'the [beta] notes' })).toHaveAttribute(
      'href',
      'https://example.com/wiki/Bazarr_(software)',
    );
    // A link cannot hold a link: the outer one wins, with the inner one's text.
    expect(second).toHaveTextContent(/^Fixed inner twice$/);
    expect(within(second).getAllByRole('link')).toHaveLength(1);
    expect(within(second).getByRole('link', { name: 'inner' })).toHaveAttribute(
      'href',
      'http://outer.example/',
    );
    expect(within(third).getByRole('link', { name: 'case' })).toHaveAttribute(
      'href',
      'https://example.com/Path',
    );
  });

  it('shows markup in the notes as text', async () => {
    serveReleaseNotes([
      '<script>window.__released = 1</script> [<img src=x onerror=alert(1)>](https://example.com/a)',
      '[a](https://example.com/"><script>alert(1)</script>)',
    ]);
    renderWithProviders(<ReleasesPage />);
    const [first, second] = await changes();
    expect(first).toHaveTextContent(
      '<script>window.__released = 1</script> <img src=x onerror=alert(1)>',
    );
    expect(
      within(first).getByRole('link', { name: '<img src=x onerror=alert(1)>' }),
    ).toHaveAttribute('href', 'https://example.com/a');
    expect(second).toHaveTextContent(/^a$/);
    expect(within(second).getByRole('link', { name: 'a' }).getAttribute('href')).not.toMatch(
      /[<>"]/,
    );
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('leaves what is not a whole link as written', async () => {
    serveReleaseNotes([
      'Unclosed [link](https://example.com',
      'Spaced [text] (https://example.com) and [a b](https://x.example/a b)',
      'Brackets ] [ only',
    ]);
    renderWithProviders(<ReleasesPage />);
    const [first, second, third] = await changes();
    expect(first).toHaveTextContent(/^Unclosed \[link\]\(https:\/\/example\.com$/);
    expect(second).toHaveTextContent(
      /^Spaced \[text\] \(https:\/\/example\.com\) and \[a b\]\(https:\/\/x\.example\/a b\)$/,
    );
    expect(third).toHaveTextContent(/^Brackets \] \[ only$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('parseReleaseLine', () => {
  it('splits a line into text and http(s) links', () => {
    expect(parseReleaseLine('Fixed #1 [abc1234](https://github.com/o/r/commit/abc1234)')).toEqual([
      { text: 'Fixed #1 ' },
      { text: 'abc1234', href: 'https://github.com/o/r/commit/abc1234' },
    ]);
    expect(parseReleaseLine('[x](javascript:alert(1))')).toEqual([{ text: 'x' }]);
  });

  it('reads links in link texts one level deep, so a deeply nested line costs little', () => {
    expect(parseReleaseLine('[[[x](a)](https://b.example)](https://c.example)')).toEqual([
      { text: '[x](a)', href: 'https://c.example/' },
    ]);
    const hostile = `${'['.repeat(5000)}x${'](javascript:a)'.repeat(5000)}`;
    expect(parseReleaseLine(hostile)).toEqual([{ text: expect.stringContaining('x') as string }]);
  });
});
