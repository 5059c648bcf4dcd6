import { screen, waitFor } from '@testing-library/react';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { markFirstScreen } from '../../src/lib/whenIdle';
import { LazyModals } from '../../src/components/modal/LazyModals';
import { renderUi } from './render';

/** A page's modals in their own chunk; `loads` counts how often their code was asked for. */
function lazyPageModals() {
  const loads = { count: 0 };
  const modals = lazyNamed(async () => {
    loads.count += 1;
    return function PageModals({ title }: { title: string }) {
      return <p>{title}</p>;
    };
  });
  return { modals, loads };
}

describe('a page’s lazily loaded modals', () => {
  it('load no code and mount nothing while the page has not shown its rows and none is open', async () => {
    const { modals, loads } = lazyPageModals();
    renderUi(
      <LazyModals modals={modals} open={false} preload={false} props={{ title: 'Upload' }} />,
    );
    // Past the idle callback the preload would wait for (a timer in jsdom).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
    expect(screen.queryByText('Upload')).not.toBeInTheDocument();
  });

  it('load their code once the app’s first screen is up and the page shows its rows, still mounting nothing', async () => {
    const { modals, loads } = lazyPageModals();
    renderUi(<LazyModals modals={modals} open={false} preload props={{ title: 'Upload' }} />);
    // Idle moments before the app's first screen (between the bundle's chunks) are not the time to load more.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
    markFirstScreen();
    await waitFor(() => expect(loads.count).toBe(1));
    expect(screen.queryByText('Upload')).not.toBeInTheDocument();
  });

  it('mount at the first opening and stay mounted once it closes (to animate the closing)', async () => {
    const { modals } = lazyPageModals();
    const { rerender } = renderUi(
      <LazyModals modals={modals} open={false} preload={false} props={{ title: 'Upload' }} />,
    );
    rerender(<LazyModals modals={modals} open preload={false} props={{ title: 'Upload' }} />);
    expect(await screen.findByText('Upload')).toBeInTheDocument();
    rerender(
      <LazyModals modals={modals} open={false} preload={false} props={{ title: 'Upload' }} />,
    );
    expect(screen.getByText('Upload')).toBeInTheDocument();
  });
});
