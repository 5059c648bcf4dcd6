import { act, fireEvent, screen } from '@testing-library/react';
import { LateLoadError } from '../../src/lib/lateLoadError';
import { ErrorBoundary } from '../../src/components/errors/ErrorBoundary';
import { LatePartBoundary } from '../../src/lib/LatePartBoundary';
import { connectionChanged } from '../../src/realtime/realtimeSlice';
import { renderUi } from '../components/render';

/** A part that throws `error` while `failing.now` is true. */
function Part({ failing, error }: { failing: { now: boolean }; error: Error }) {
  if (failing.now) throw error;
  return <p>The part</p>;
}

function renderPart(failing: { now: boolean }, error: Error) {
  return renderUi(
    <ErrorBoundary>
      <label>
        Typed <input />
      </label>
      <LatePartBoundary fallback={(retry) => <button onClick={retry}>Retry the part</button>}>
        <Part failing={failing} error={error} />
      </LatePartBoundary>
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('LatePartBoundary', () => {
  it('shows its fallback when the code did not load, and keeps what was typed beside it', () => {
    const failing = { now: true };
    renderPart(failing, new LateLoadError(new Error('Loading chunk 7 failed.')));
    fireEvent.change(screen.getByRole('textbox', { name: 'Typed' }), {
      target: { value: 'kept' },
    });
    expect(screen.getByRole('button', { name: 'Retry the part' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! UI is crashed!')).not.toBeInTheDocument();

    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry the part' }));
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Typed' })).toHaveValue('kept');
  });

  it('tries again by itself when the browser is back online', () => {
    const failing = { now: true };
    renderPart(failing, new LateLoadError(new Error('Loading chunk 7 failed.')));
    failing.now = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('The part')).toBeInTheDocument();
  });

  it('tries again by itself when the socket is online again after Bazarr was away', () => {
    const failing = { now: true };
    const { store } = renderPart(failing, new LateLoadError(new Error('Loading chunk 7 failed.')));
    failing.now = false;
    act(() => {
      store.dispatch(connectionChanged('online'));
    });
    expect(screen.queryByText('The part')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(connectionChanged('offline'));
      store.dispatch(connectionChanged('online'));
    });
    expect(screen.getByText('The part')).toBeInTheDocument();
  });

  it('leaves a bug in the part to the crash screen', () => {
    renderPart({ now: true }, new Error('A real bug'));
    expect(screen.getByText('Oops! UI is crashed!')).toBeInTheDocument();
  });
});
