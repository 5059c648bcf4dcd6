import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainCheckbox } from '../../src/components/form/PlainCheckbox';
import { renderUi } from './render';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <PlainCheckbox
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    >
      Hide specials (season 0)
    </PlainCheckbox>
  );
}

describe('PlainCheckbox', () => {
  it('is a checkbox named by its label, ticked by a click on the label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Controlled onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Hide specials (season 0)' });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('Hide specials (season 0)'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(checkbox).toHaveFocus();
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('draws the checkmark only while checked, and marks its parts with the state', () => {
    const { rerender } = renderUi(
      <PlainCheckbox checked={false} onChange={() => undefined}>
        Label
      </PlainCheckbox>,
    );
    const label = screen.getByText('Label').closest('label');
    expect(label).toHaveAttribute('data-state', 'unchecked');
    expect(label?.querySelector('polyline')).toBeNull();
    rerender(
      <PlainCheckbox checked onChange={() => undefined}>
        Label
      </PlainCheckbox>,
    );
    expect(label).toHaveAttribute('data-state', 'checked');
    expect(label?.querySelector('.chakra-checkbox__control')).toHaveAttribute(
      'data-state',
      'checked',
    );
    expect(label?.querySelector('polyline')).not.toBeNull();
  });
});
