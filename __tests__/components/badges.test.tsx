import { screen } from '@testing-library/react';
import { AudioLanguages } from '../../src/components/badges/AudioLanguages';
import { LanguageBadge } from '../../src/components/badges/LanguageBadge';
import { languageLabel } from '../../src/components/badges/languageLabel';
import { renderUi } from './render';

const english = { code2: 'en', name: 'English' };

describe('languageLabel', () => {
  it.each([
    [{ ...english }, 'code', 'en'],
    [{ ...english, hi: true }, 'code', 'en:HI'],
    [{ ...english, forced: true }, 'code', 'en:Forced'],
    [{ ...english }, 'name', 'English'],
    [{ ...english, hi: true }, 'name', 'English HI'],
    [{ ...english, forced: true }, 'name', 'English Forced'],
  ] as const)('formats %o as %s -> %s', (language, format, expected) => {
    expect(languageLabel(language, format)).toBe(expected);
  });
});

describe('LanguageBadge', () => {
  it('shows the code with :HI by default and the full name on request', () => {
    renderUi(
      <>
        <LanguageBadge language={{ ...english, hi: true }} />
        <LanguageBadge language={{ code2: 'fr', name: 'French', forced: true }} format="name" />
      </>,
    );
    expect(screen.getByText('en:HI')).toBeInTheDocument();
    expect(screen.getByText('French Forced')).toBeInTheDocument();
  });
});

describe('AudioLanguages', () => {
  it('lists each audio language', () => {
    renderUi(<AudioLanguages languages={[{ name: 'English' }, { name: 'Japanese' }]} />);
    const list = screen.getByRole('list', { name: 'Audio languages' });
    expect(list).toHaveTextContent('English');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English',
      'Japanese',
    ]);
  });

  it('renders nothing without languages', () => {
    renderUi(<AudioLanguages languages={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
