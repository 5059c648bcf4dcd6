import { Portal } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Inside an AppModal: the element its floating parts (menus, select lists) are rendered into, null until it is
 * mounted. Undefined outside a modal.
 */
export const ModalLayerContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * Portals a floating element (menu, select or combobox list) to the body. Inside a modal it goes to the
 * dialog's own layer instead: still inside the dialog, so focus and clicks stay in it, but outside any
 * scrolling box of its body (a wide table), which would clip the list.
 */
export function FloatingPortal({ children }: { children: ReactNode }) {
  const layer = useContext(ModalLayerContext);
  if (layer === undefined) return <Portal>{children}</Portal>;
  // The layer is there from the dialog's second render on; nothing floats open before that.
  return layer === null ? null : createPortal(children, layer);
}
