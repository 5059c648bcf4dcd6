import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchableSelector } from '../../src/components/form/SearchableSelector';
import { listedOptions, typeInCombobox } from '../support/typeInCombobox';
import { renderUi } from './render';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'German' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'pb', label: 'Portuguese (Brazil)' },
];

function SingleHarness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('en');
  return (
    <SearchableSelector
      label="Language"
      options={languages}
      value={value}
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function MultipleHarness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['en']);
  return (
    <SearchableSelector
      label="Languages Filter"
      multiple
      options={languages}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchableSelector', () => {
  it('shows the current choice and filters the options by what is typed, ignoring accents', async () => {
    const user = userEvent.setup();
    renderUi(<SingleHarness onChange={jest.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    expect(field).toHaveValue('English');

    await user.click(field);
    expect(listedOptions()).toEqual(languages.map((language) => language.label));
    await typeInCombobox(user, 'francais');
    expect(listedOptions()).toEqual(['Français']);
  });

  it('filters regardless of case', async () => {
    const user = userEvent.setup();
    renderUi(<SingleHarness onChange={jest.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Language' });
    await user.click(field);
    await typeInCombobox(user, 'PORT');
    expect(listedOptions()).toEqual(['Portuguese', 'Portuguese (Brazil)']);
    await typeInCombobox(user, 'x');
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('is used by keyboard alone: type, arrow down, Enter picks; Escape closes and keeps the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<SingleHarness onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Language' });

    await user.tab();
    expect(field).toHaveFocus();
    await typeInCombobox(user, 'port');
    expect(listedOptions()).toEqual(['Portuguese', 'Portuguese (Brazil)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('pb');
    expect(field).toHaveValue('Portuguese (Brazil)');
    // The list closes in the frame after the key (Zag), later under load.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await typeInCombobox(user, 'ger');
    await user.keyboard('{Escape}');
    // The list closes in the frame after the key (Zag), later under load.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(field).toHaveValue('Portuguese (Brazil)');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears a clearable choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<SingleHarness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
  });

  it('adds several values by typing and removes one with its tag', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<MultipleHarness onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Languages Filter' });

    await user.click(field);
    await typeInCombobox(user, 'germ');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['en', 'de']);
    // The list stays open for the next one, with every option again.
    expect(field).toHaveValue('');
    expect(listedOptions()).toHaveLength(languages.length);

    await user.click(screen.getByRole('button', { name: 'Remove English' }));
    expect(onChange).toHaveBeenLastCalledWith(['de']);
    expect(screen.queryByRole('button', { name: 'Remove English' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove German' })).toBeInTheDocument();
  });
});
