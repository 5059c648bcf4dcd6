import { Portal } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';

/** True inside an AppModal: floating parts (menus, select lists) must stay in the dialog's focus trap. */
export const InsideModalContext = createContext(false);

/**
 * Portals a floating element (menu, select or combobox list) to the body, except inside a modal, where
 * Chakra's dialogs need it rendered in place so focus and clicks stay inside the dialog.
 */
export function FloatingPortal({ children }: { children: ReactNode }) {
  const insideModal = useContext(InsideModalContext);
  return <Portal disabled={insideModal}>{children}</Portal>;
}
