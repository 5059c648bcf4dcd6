import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrushCleaning, ListChecks } from 'lucide-react';
import { MoreActionsMenu } from '../../src/components/buttons/MoreActionsMenu';
import { renderUi } from './render';

function setup() {
  const user = userEvent.setup();
  const cleanUp = jest.fn();
  const massEdit = jest.fn();
  renderUi(
    <MoreActionsMenu
      actions={[
        {
          value: 'cleanup',
          icon: <BrushCleaning />,
          label: 'Clean Up Subtitles',
          onSelect: cleanUp,
          disabled: true,
        },
        { value: 'edit', icon: <ListChecks />, label: 'Mass Edit Profiles', onSelect: massEdit },
      ]}
    />,
  );
  const button = () => screen.getByRole('button', { name: 'More Actions' });
  return { user, cleanUp, massEdit, button };
}

describe('MoreActionsMenu', () => {
  it('is a plain button until first used: no menu machine on the page yet', () => {
    const { button } = setup();
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).not.toHaveAttribute('data-scope');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click and runs the chosen entry; a disabled entry cannot be chosen', async () => {
    const { user, cleanUp, massEdit, button } = setup();
    await user.click(button());
    const menu = await screen.findByRole('menu');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Clean Up Subtitles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Clean Up Subtitles' }));
    expect(cleanUp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'Mass Edit Profiles' }));
    expect(massEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeVisible());
  });

  it('opens from the keyboard, and Escape gives the focus back to the button', async () => {
    const { user, button } = setup();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button()).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it("takes another name (a subtitle row's menu), and separates groups of entries", async () => {
    const user = userEvent.setup();
    renderUi(
      <MoreActionsMenu
        label="Subtitle Actions"
        icon={<ListChecks />}
        actions={[
          { value: 'sync', label: 'Sync', onSelect: jest.fn() },
          { value: 'common', label: 'Common Fixes', onSelect: jest.fn(), separated: true },
          {
            value: 'delete',
            label: 'Delete...',
            onSelect: jest.fn(),
            separated: true,
            danger: true,
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Subtitle Actions' }));
    const menu = await screen.findByRole('menu');
    const entries = [...menu.querySelectorAll('[role="menuitem"], [role="separator"]')];
    expect(entries.map((entry) => entry.textContent || entry.getAttribute('role'))).toEqual([
      'Sync',
      'separator',
      'Common Fixes',
      'separator',
      'Delete...',
    ]);
  });
});
