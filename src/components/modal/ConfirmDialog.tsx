import { Button, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { AppModal } from './AppModal';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Colour of the confirm button: red for destructive actions (default). */
  colorPalette?: string;
  /** May return a promise: the button shows a spinner until it settles; the dialog closes on success. */
  onConfirm: () => unknown;
}

/**
 * Asks before an action. A second click while the action runs does nothing; on failure the dialog stays open.
 * Usage: `<ConfirmDialog open title="Delete" message="Delete this backup?" confirmLabel="Delete" onConfirm={remove} onClose={close} />`.
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
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={running}>
            {cancelLabel}
          </Button>
          <Button colorPalette={colorPalette} onClick={confirm} loading={running}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </AppModal>
  );
}
