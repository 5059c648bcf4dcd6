import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubtitleChip } from '../../src/components/subtitles/SubtitleChip';
import { renderUi } from './render';

const english = { code2: 'en', name: 'English' };

describe('SubtitleChip', () => {
  it('is yellow and named missing for a missing language, and runs the chosen action', async () => {
    const user = userEvent.setup();
    const search = jest.fn();
    renderUi(
      <SubtitleChip
        subtitle={{ ...english, hi: true }}
        missing
        actions={[{ value: 'search', label: 'Search', onSelect: search }]}
      />,
    );
    const chip = screen.getByRole('button', { name: 'en:HI English HI subtitle, missing' });
    expect(chip).toHaveTextContent('en:HI');
    expect(chip).toHaveAttribute('data-palette', 'yellow');

    await user.click(chip);
    // Its menu loads on first use: the chip it then shows is the menu's trigger.
    const trigger = () =>
      screen.getByRole('button', { name: 'en:HI English HI subtitle, missing' });
    await waitFor(() => expect(trigger()).toHaveAttribute('data-palette', 'cyan'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Search' }));
    expect(search).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveAttribute('data-palette', 'yellow');
  });

  it('offers the caller items for a present file and closes with Escape', async () => {
    const user = userEvent.setup();
    const remove = jest.fn();
    renderUi(
      <SubtitleChip
        subtitle={{ ...english, forced: true, path: '/media/a.en.forced.srt' }}
        format="name"
        actions={[
          { value: 'tools', label: 'Subtitle Tools', onSelect: jest.fn() },
          { value: 'delete', label: 'Delete', onSelect: remove, danger: true },
          { value: 'history', label: 'History', onSelect: jest.fn() },
        ]}
      />,
    );
    const chip = screen.getByRole('button', { name: 'English Forced subtitle' });
    expect(chip).toHaveTextContent('English Forced');
    expect(chip).not.toHaveAttribute('data-palette', 'yellow');
    expect(chip).not.toHaveAttribute('data-palette', 'gray');

    await user.click(chip);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Subtitle Tools', 'Delete', 'History']);
    // The menu takes focus a frame after it opens; Escape is meant for the open menu.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(remove).not.toHaveBeenCalled();
    const trigger = screen.getByRole('button', { name: 'English Forced subtitle' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('is a gray badge without a menu for an embedded track', () => {
    renderUi(<SubtitleChip subtitle={{ ...english, path: null }} />);
    const chip = screen.getByRole('img', { name: 'English subtitle, embedded' });
    expect(chip).toHaveAttribute('data-palette', 'gray');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
