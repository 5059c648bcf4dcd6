import { screen } from '@testing-library/react';
import { ExternalLink, safeExternalHref } from '../../src/components/links/ExternalLink';
import { renderUi } from './render';

describe('ExternalLink', () => {
  it('links http and https addresses in a new tab without opener', () => {
    renderUi(<ExternalLink href="https://www.bazarr.media/news">More info</ExternalLink>);
    const link = screen.getByRole('link', { name: 'More info' });
    expect(link).toHaveAttribute('href', 'https://www.bazarr.media/news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders javascript: and other schemes as plain text', () => {
    renderUi(
      <>
        <ExternalLink href="javascript:alert(1)">Click me</ExternalLink>
        <ExternalLink href=" JavaScript:alert(1)" />
        <ExternalLink href="data:text/html,hi">Data</ExternalLink>
      </>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.getByText('JavaScript:alert(1)', { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['http://example.com/a', 'http://example.com/a'],
    ['ftp://example.com', null],
    ['/relative/path', null],
    ['', null],
    [null, null],
  ])('safeExternalHref(%p) is %p', (href, expected) => {
    expect(safeExternalHref(href)).toBe(expected);
  });
});
