import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Selector } from '../../src/components/form/Selector';
import { keyedOptions } from '../../src/components/form/selectorOptions';
import { renderUi } from './render';

const profiles = [
  { value: 1, label: 'English' },
  { value: 2, label: 'French' },
  { value: 3, label: 'German' },
];

function SingleHarness({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(2);
  return (
    <Selector
      label="Languages Profile"
      options={profiles}
      value={value}
      clearable
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Selector', () => {
  it('picks one option and clears it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<SingleHarness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Languages Profile' });
    expect(trigger).toHaveTextContent('French');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'German' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(trigger).toHaveTextContent('German');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(trigger).toHaveTextContent('Select...');
  });

  it('picks several values built from objects with a label builder', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const languages = [
      { code2: 'en', name: 'English' },
      { code2: 'fr', name: 'French' },
    ];
    renderUi(
      <Selector
        label="Languages"
        multiple
        values={languages}
        getLabel={(language) => language.name}
        value={[]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.click(await screen.findByRole('option', { name: 'French' }));
    expect(onChange).toHaveBeenLastCalledWith([languages[1]]);
  });

  it('shows its validation error', () => {
    renderUi(
      <Selector
        label="Provider"
        options={profiles}
        value={null}
        onChange={jest.fn()}
        error="Please select a notification provider"
      />,
    );
    expect(screen.getByText('Please select a notification provider')).toBeInTheDocument();
  });

  it('fails clearly on an option value it cannot key', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const options = [{ value: { id: 1 }, label: 'One' }];
    expect(() =>
      renderUi(<Selector label="Bad" options={options} value={null} onChange={jest.fn()} />),
    ).toThrow(/neither a string nor a number/);
    expect(() => keyedOptions({ values: [{ id: 1 }] })).toThrow(/neither a string nor a number/);
    expect(keyedOptions({ options }, (value) => String(value.id))).toEqual([
      { value: { id: 1 }, label: 'One', key: '1' },
    ]);
  });
});
