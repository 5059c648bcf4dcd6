import { Button } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { AppModal } from './AppModal';
import { ConfirmText } from './ConfirmText';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the action as a question: 'Delete backup?'. */
  title: ReactNode;
  /** What the action does; the dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Colour of the confirm button: red for destructive actions (default). */
  colorPalette?: string;
  /** May return a promise: the button shows a spinner until it settles; the dialog closes on success. */
  onConfirm: () => unknown;
}

/**
 * Asks before an action: an alertdialog named by its title and described by its message, the focus on Cancel
 * (the harmless answer) first. A second click while the action runs does nothing; on failure the dialog stays
 * open. Usage: `<ConfirmDialog open title="Delete backup?" message="Delete a.zip? ..." confirmLabel="Delete" onConfirm={remove} onClose={close} />`.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  colorPalette = 'red',
  onConfirm,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  // State updates land after the next render; a ref stops a double click that comes before it.
  const runningRef = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The API layer reports the error; the user may try again or cancel.
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }

  return (
    <AppModal
      open={open}
      onClose={() => {
        if (!runningRef.current) onClose();
      }}
      title={title}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={running}>
            {cancelLabel}
          </Button>
          <Button colorPalette={colorPalette} onClick={confirm} loading={running}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <ConfirmText>{message}</ConfirmText>
    </AppModal>
  );
}
