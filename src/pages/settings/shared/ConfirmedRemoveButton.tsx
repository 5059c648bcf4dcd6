import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components';

interface ConfirmedRemoveButtonProps {
  /** The button's text, also the confirm button's: 'Delete', 'Remove'. */
  label: string;
  /** The question naming what goes: 'Delete provider "Addic7ed"?'. */
  title: string;
  message: string;
  onConfirm: () => void;
}

/** A modal's red Delete/Remove button that asks first (a confirmation over the modal). */
export function ConfirmedRemoveButton({
  label,
  title,
  message,
  onConfirm,
}: ConfirmedRemoveButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(false)}
          title={title}
          message={message}
          confirmLabel={label}
          onConfirm={onConfirm}
        />
      )}
    </>
  );
}
