import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { History, RefreshCw } from 'lucide-react';
import { ActionIconButton } from '../../src/components/buttons/ActionIconButton';
import { COPY_CONFIRMATION_MS, CopyButton } from '../../src/components/buttons/CopyButton';
import { Toolbar, ToolbarButton } from '../../src/components/buttons/Toolbar';
import { renderUi } from './render';

describe('ActionIconButton', () => {
  it('is named by its label and shows it as a tooltip', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(
      <ActionIconButton icon={<History />} label="History" tooltipDelay={0} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'History' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('History');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Toolbar', () => {
  it('groups labelled buttons; a loading or disabled button cannot be clicked', async () => {
    const user = userEvent.setup();
    const scan = jest.fn();
    const search = jest.fn();
    renderUi(
      <Toolbar label="Series actions">
        <ToolbarButton icon={<RefreshCw />} loading onClick={scan}>
          Scan Disk
        </ToolbarButton>
        <ToolbarButton icon={<RefreshCw />} disabled onClick={search}>
          Search
        </ToolbarButton>
      </Toolbar>,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Series actions' });
    expect(toolbar).toBeInTheDocument();
    const scanButton = screen.getByRole('button', { name: 'Scan Disk' });
    expect(scanButton).toBeDisabled();
    await user.click(scanButton);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(scan).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows a spinner in place of the icon while loading, keeping its text', () => {
    const { rerender } = renderUi(
      <ToolbarButton icon={<RefreshCw data-testid="icon" />} loading onClick={jest.fn()}>
        Scan Disk
      </ToolbarButton>,
    );
    const button = screen.getByRole('button', { name: 'Scan Disk' });
    expect(button).toHaveAttribute('data-loading');
    expect(button.querySelector('.chakra-spinner')).not.toBeNull();
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();

    rerender(
      <ToolbarButton icon={<RefreshCw data-testid="icon" />} onClick={jest.fn()}>
        Scan Disk
      </ToolbarButton>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-loading');
    expect(button.querySelector('.chakra-spinner')).toBeNull();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  afterEach(() => jest.useRealTimers());

  it('copies the text and confirms for 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderUi(<CopyButton text="0123456789abcdef" label="Copy API key" />);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith('0123456789abcdef');
    // The clipboard answers asynchronously.
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows no confirmation when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderUi(<CopyButton text="secret" />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });
});
