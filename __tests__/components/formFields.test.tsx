import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChipsInput } from '../../src/components/form/ChipsInput';
import { NumberField } from '../../src/components/form/NumberField';
import { SwitchField } from '../../src/components/form/SwitchField';
import { TextField } from '../../src/components/form/TextField';
import { typeNumber } from '../support/typeNumber';
import { renderUi } from './render';

describe('TextField', () => {
  it('links its label, description and error to the input', () => {
    renderUi(
      <TextField
        label="Address"
        description="The host Sonarr listens on"
        error="Must have a name"
        defaultValue=""
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Address' });
    expect(input).toHaveAccessibleDescription(/The host Sonarr listens on/);
    expect(input).toHaveAccessibleErrorMessage('Must have a name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

function NumberHarness({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(6767);
  return (
    <NumberField
      label="Port"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('reports numbers as typed and 0 when emptied', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<NumberHarness onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Port' });
    expect(input).toHaveValue('6767');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await typeNumber(user, input, '8080');
    expect(onChange).toHaveBeenLastCalledWith(8080);
    expect(input).toHaveValue('8080');
  });
});

/** A NumberField whose owner keeps what it reports (numbers, and texts when asked for them). */
function OwnedNumber({
  label,
  initial,
  onChange,
  onInvalidText,
  min,
  max,
}: {
  label: string;
  initial: number;
  onChange: (value: number) => void;
  onInvalidText?: (text: string) => void;
  min?: number;
  max?: number;
}) {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <NumberField
      label={label}
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onInvalidText={
        onInvalidText &&
        ((text) => {
          setValue(text);
          onInvalidText(text);
        })
      }
    />
  );
}

describe('NumberField never rewrites what is typed', () => {
  it('keeps text out of range, with zeros or decimals as typed after leaving the input', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<NumberHarness onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Port' });
    for (const [text, reported] of [
      ['-5', -5],
      ['007', 7],
      ['80.5', 80.5],
      ['70000', 70000],
    ] as const) {
      await user.clear(input);
      await user.type(input, text);
      await user.tab();
      expect(input).toHaveValue(text);
      expect(onChange).toHaveBeenLastCalledWith(reported);
    }
  });

  it('reports text that is not a number only to onInvalidText, and keeps it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onInvalidText = jest.fn();
    renderUi(
      <OwnedNumber
        label="Retention"
        initial={31}
        onChange={onChange}
        onInvalidText={onInvalidText}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Retention' });
    await user.clear(input);
    await user.paste('1e3');
    await user.tab();
    expect(input).toHaveValue('1e3');
    expect(onInvalidText).toHaveBeenLastCalledWith('1e3');
    expect(onChange).toHaveBeenLastCalledWith(0); // the clear, before the paste
  });

  it('steps with the arrow keys within min and max', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<OwnedNumber label="Score" initial={99} onChange={onChange} min={0} max={100} />);
    const input = screen.getByRole('spinbutton', { name: 'Score' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('100');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('100');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(100);
  });
});

describe('SwitchField', () => {
  it('toggles by its label and shows the description', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <SwitchField label="Enabled" description="Use Sonarr" checked={false} onChange={onChange} />,
    );
    const toggle = screen.getByRole('checkbox', { name: 'Enabled' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Use Sonarr')).toBeInTheDocument();
    await user.click(screen.getByText('Enabled'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

function ChipsHarness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <ChipsInput label="Must contain" value={value} onChange={setValue} />;
}

describe('ChipsInput', () => {
  it.each([['x265{Enter}'], ['x265,']])('adds a chip typed as %s', async (keys) => {
    const user = userEvent.setup();
    renderUi(<ChipsHarness />);
    const input = screen.getByRole('textbox', { name: 'Must contain' });
    await user.type(input, keys);
    expect(screen.getByText('x265')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /delete tag x265/i })).toBeInTheDocument();
  });

  it('removes a chip with its delete button', async () => {
    const user = userEvent.setup();
    renderUi(<ChipsHarness initial={['720p', 'x265']} />);

    await user.click(screen.getByRole('button', { name: /delete tag 720p/i }));
    expect(screen.queryByText('720p')).not.toBeInTheDocument();
    expect(screen.getByText('x265')).toBeInTheDocument();
  });
});
