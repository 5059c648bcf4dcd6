import { Button, Input, Table } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppModal } from '../../src/components/modal/AppModal';
import { ConfirmDialog } from '../../src/components/modal/ConfirmDialog';
import { Selector } from '../../src/components/form/Selector';
import { renderUi } from './render';

function ModalHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <AppModal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Movie History"
        size="xl"
        footer={<Button>Save</Button>}
      >
        <Input aria-label="Name" />
      </AppModal>
    </>
  );
}

describe('AppModal', () => {
  it('opens as a dialog with its title, keeps focus inside and closes with Escape', async () => {
    const user = userEvent.setup();
    renderUi(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movie History' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(<ModalHarness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AppModal with floating parts', () => {
  it('keeps a select list usable inside the dialog', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <AppModal open onClose={() => {}} title="Edit Languages Profile" size="wide">
        <Selector
          label="Cutoff"
          options={[{ value: 65535, label: 'Any' }]}
          value={null}
          onChange={onChange}
        />
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Languages Profile' });
    await user.click(screen.getByRole('combobox', { name: 'Cutoff' }));
    const option = await screen.findByRole('option', { name: 'Any' });
    expect(dialog).toContainElement(option);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(65535);
  });
});

describe('AppModal with a select in a table', () => {
  it('opens the list outside the scrolling table, which would clip it, but inside the dialog', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <AppModal open onClose={() => {}} title="Upload Subtitles" size="xl">
        <Table.ScrollArea data-testid="scroll-area">
          <Table.Root aria-label="Files to upload">
            <Table.Body>
              <Table.Row>
                <Table.Cell>
                  <Selector
                    label="Language"
                    options={[
                      { value: 'en', label: 'English' },
                      { value: 'fr', label: 'French' },
                    ]}
                    value="fr"
                    lazy
                    onChange={onChange}
                  />
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload Subtitles' });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const option = await screen.findByRole('option', { name: 'English' });
    expect(dialog).toContainElement(option);
    expect(screen.getByTestId('scroll-area')).not.toContainElement(option);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('en');
  });
});

describe('ConfirmDialog', () => {
  // The focus on Cancel needs a layout (jsdom has none): __tests__/e2e/system.e2e.ts checks it.
  it('is an alertdialog named by its title and described by its message', async () => {
    renderUi(
      <ConfirmDialog
        open
        onClose={() => {}}
        title="Delete backup?"
        message="Delete a.zip? This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete backup?' });
    expect(dialog).toHaveAccessibleDescription('Delete a.zip? This cannot be undone.');
  });

  it('runs the action once however often it is clicked, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    renderUi(
      <ConfirmDialog
        open
        onClose={onClose}
        title="Restore"
        message="Are you sure you want to restore this backup?"
        confirmLabel="Restore"
        onConfirm={onConfirm}
      />,
    );
    expect(
      await screen.findByText('Are you sure you want to restore this backup?'),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Restore' });
    await user.click(confirm);
    await user.click(confirm);
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and usable when the action fails', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(() => Promise.reject(new Error('Error 500')));
    const onClose = jest.fn();
    renderUi(
      <ConfirmDialog
        open
        onClose={onClose}
        title="Delete"
        message="Delete it?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
