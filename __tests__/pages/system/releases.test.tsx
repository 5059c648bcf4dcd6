import { screen, within } from '@testing-library/react';
import { ReleasesPage } from '../../../src/pages/system/releases/ReleasesPage';
import { releaseChanges, releaseLineText } from '../../../src/pages/system/releases/releaseText';
import { renderWithProviders, setupDemoServer } from '../../support/render';

const { backend } = setupDemoServer();

describe('Releases page', () => {
  it('shows a card per release with date, branch and installed badges and plain-text changes', async () => {
    renderWithProviders(<ReleasesPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      backend.state.releases.map((release) => release.name),
    );
    const installed = screen.getByRole('article', { name: 'v1.5.2' });
    expect(within(installed).getByText('2025-05-11')).toBeInTheDocument();
    expect(within(installed).getByText('Master')).toBeInTheDocument();
    expect(within(installed).getByText('Installed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'v1.5.1' })).queryByText('Installed'),
    ).not.toBeInTheDocument();

    const changes = within(installed).getAllByRole('listitem');
    expect(changes).toHaveLength(backend.state.releases[0].body.length);
    expect(changes[0]).toHaveTextContent(
      'Added frontend only Docker Image to support developpers eacb8b7',
    );
    expect(installed.textContent).not.toMatch(/\]\(|https:\/\//);
    // Each commit hash links to its commit on GitHub, in a new tab.
    const commit = within(changes[0]).getByRole('link', { name: 'eacb8b7' });
    expect(commit).toHaveAttribute(
      'href',
      'https://github.com/morpheus65535/bazarr/commit/eacb8b70682363b33db74ca4beee1be5d4a09c6d',
    );
    expect(commit).toHaveAttribute('target', '_blank');
    expect(commit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(installed).getAllByRole('link')).toHaveLength(changes.length);
  });

  it('marks prereleases as Development and shows release text as text, never HTML', async () => {
    backend.control.mutate((state) => {
      state.releases = [
        {
          name: 'v1.5.3-beta.1',
          body: ['<img src=x onerror=alert(1)> Fixed [a bug](https://example.com/1)', ''],
          date: '2025-06-01',
          prerelease: true,
          current: false,
        },
        { name: 'v1.5.2', body: [], date: '2025-05-11', prerelease: false, current: true },
      ];
    });
    renderWithProviders(<ReleasesPage />);
    const beta = await screen.findByRole('article', { name: 'v1.5.3-beta.1' });
    expect(within(beta).getByText('Development')).toBeInTheDocument();
    expect(within(beta).queryByText('Master')).not.toBeInTheDocument();
    expect(within(beta).getAllByRole('listitem')).toHaveLength(1);
    expect(within(beta).getByRole('listitem')).toHaveTextContent(
      '<img src=x onerror=alert(1)> Fixed a bug',
    );
    expect(beta.querySelector('img')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'v1.5.2' })).getByText('No changes listed'),
    ).toBeInTheDocument();
  });

  it('says when there are no releases', async () => {
    backend.control.mutate((state) => {
      state.releases = [];
    });
    renderWithProviders(<ReleasesPage />);
    expect(await screen.findByText('No releases found')).toBeInTheDocument();
  });
});

describe('release text', () => {
  it('keeps the text of every markdown link', () => {
    expect(releaseLineText('Fixed [x](https://a.b/c) and [y](https://d.e)')).toBe('Fixed x and y');
    expect(releaseLineText('No link [here] (or there)')).toBe('No link [here] (or there)');
    expect(releaseLineText('[](https://a.b)empty')).toBe('empty');
  });

  it('drops blank lines and trims what a link at either end leaves', () => {
    expect(
      releaseChanges(['  ', 'Fixed [a](u)', '', '[](https://a.b) ', 'Fixed [](https://a.b) ']),
    ).toEqual([[{ text: 'Fixed a' }], [{ text: 'Fixed' }]]);
  });
});
