import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHUNK_RETRY_DELAYS_MS, lazyNamed } from '../../src/lib/lazyNamed';
import { LoadedOnFirstUse } from '../../src/components/firstUse/LoadedOnFirstUse';
import { useOpenedOnMount } from '../../src/components/firstUse/useOpenedOnMount';

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

function Part() {
  const [open, setOpen] = useOpenedOnMount();
  return (
    <button type="button" onClick={() => setOpen(false)}>
      {open ? 'Part open' : 'Part closed'}
    </button>
  );
}

function setup(load = jest.fn(() => Promise.resolve(Part))) {
  const LazyPart = lazyNamed(load);
  render(
    <LoadedOnFirstUse
      part={LazyPart}
      button={(handlers) => (
        <button type="button" {...handlers}>
          Plain
        </button>
      )}
      loaded={() => <LazyPart />}
    />,
  );
  return { load };
}

describe('LoadedOnFirstUse', () => {
  it('shows the plain button and loads nothing until it is approached', () => {
    const { load } = setup();
    expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('preloads the part when the button is pointed at or focused', async () => {
    const { load } = setup();
    await userEvent.hover(screen.getByRole('button', { name: 'Plain' }));
    expect(load).toHaveBeenCalled();
  });

  it('renders the part on the first click, which opens itself once mounted', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(await screen.findByRole('button', { name: 'Part open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plain' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Part open' }));
    expect(screen.getByRole('button', { name: 'Part closed' })).toBeInTheDocument();
  });

  it('keeps the plain button when the part cannot load, and tries again on the next click', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let reachable = false;
    setup(
      jest.fn(async () => {
        if (!reachable) throw new Error('Loading chunk 9 failed.');
        return Part;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    await act(() => jest.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(await screen.findByRole('button', { name: 'Part open' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});
