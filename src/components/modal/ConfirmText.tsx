import { Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a confirmation asks about, as its dialog's description (aria-describedby). Inside an AppModal only. */
export function ConfirmText({ children }: { children: ReactNode }) {
  return (
    <Dialog.Description asChild>
      <div>{children}</div>
    </Dialog.Description>
  );
}
