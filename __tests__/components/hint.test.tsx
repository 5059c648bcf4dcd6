import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hint } from '../../src/components/hint/Hint';
import { hintPosition } from '../../src/components/hint/hintPosition';
import { renderUi } from './render';

const VIEW = { width: 1000, height: 800 };
const HINT = { width: 100, height: 30 };

describe('hintPosition', () => {
  it('centres the hint on the asked side of the trigger', () => {
    const trigger = { top: 400, left: 450, width: 100, height: 40 };
    expect(hintPosition('bottom', trigger, HINT, VIEW)).toEqual({
      placement: 'bottom',
      top: 448,
      left: 450,
    });
    expect(hintPosition('top', trigger, HINT, VIEW)).toEqual({
      placement: 'top',
      top: 362,
      left: 450,
    });
    expect(hintPosition('left', trigger, HINT, VIEW)).toEqual({
      placement: 'left',
      top: 405,
      left: 342,
    });
  });

  it('flips to the other side when the asked one has no room, and stays inside the window', () => {
    const nearTopRight = { top: 10, left: 960, width: 32, height: 32 };
    expect(hintPosition('top', nearTopRight, HINT, VIEW)).toEqual({
      placement: 'bottom',
      top: 50,
      left: VIEW.width - 8 - HINT.width,
    });
    const nearLeft = { top: 400, left: 4, width: 32, height: 32 };
    expect(hintPosition('left', nearLeft, HINT, VIEW).placement).toBe('right');
  });
});

function renderHint(props: { disabled?: boolean } = {}) {
  const user = userEvent.setup();
  renderUi(
    <>
      <Hint content="Refresh <script>alert(1)</script>" openDelay={0} {...props}>
        <button type="button">Refresh</button>
      </Hint>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Refresh' }) };
}

describe('Hint', () => {
  it('shows on hover as text, describes its trigger, and hides when the pointer leaves', async () => {
    const { user, trigger } = renderHint();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Refresh <script>alert(1)</script>');
    expect(trigger).toHaveAccessibleDescription('Refresh <script>alert(1)</script>');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on Escape and on blur', async () => {
    const { user } = renderHint();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides when the trigger is pressed and stays hidden while it keeps the focus of that press', async () => {
    const { user, trigger } = renderHint();
    await user.hover(trigger);
    await screen.findByRole('tooltip');
    await user.click(trigger);
    expect(trigger).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits for its delay before showing', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderUi(
        <Hint content="Search series and movies" openDelay={1500}>
          <button type="button">Search</button>
        </Hint>,
      );
      await user.hover(screen.getByRole('button', { name: 'Search' }));
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Search series and movies');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows nothing while disabled', async () => {
    const { user, trigger } = renderHint({ disabled: true });
    await user.hover(trigger);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
