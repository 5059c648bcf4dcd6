import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { ModalLayerContext } from '../FloatingPortal';

/** docs/behaviour.md §2: modals are md, xl or wide (manual search). */
export type AppModalSize = 'md' | 'xl' | 'wide';

export interface AppModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: AppModalSize;
  children: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  /** Keep the modal open on a click outside (forms with unsaved input). */
  closeOnOutsideClick?: boolean;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** What gets the focus on opening (else the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
}

const wideContent = { maxW: { base: '100%', md: 'calc(100vw - 6rem)' } } as const;

/**
 * A centered dialog: Escape and the close button close it, focus stays inside while open.
 * Usage: `<AppModal open={open} onClose={close} title="Movie History" size="xl">...</AppModal>`.
 */
export function AppModal({
  open,
  onClose,
  title,
  size = 'md',
  children,
  footer,
  closeOnOutsideClick = true,
  role = 'dialog',
  initialFocusEl,
}: AppModalProps) {
  // Where menus and select lists of the body open (see FloatingPortal).
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const descriptionId = useId();
  // Zag links the description only if it was there on opening; a modal's confirmation step comes later.
  const described = role === 'alertdialog' ? { 'aria-describedby': descriptionId } : {};
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={size === 'wide' ? 'xl' : size}
      closeOnInteractOutside={closeOnOutsideClick}
      role={role}
      initialFocusEl={initialFocusEl}
      ids={{ description: descriptionId }}
      // A menu item may open a modal: when that menu then closes, Zag dismisses the layers opened above it,
      // which would close the modal it just opened.
      onRequestDismiss={(event) => event.preventDefault()}
      scrollBehavior="outside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(size === 'wide' ? wideContent : {})} {...described}>
            <ModalLayerContext.Provider value={layer}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
              {/* Unpositioned: the lists in it are placed against Dialog.Content. */}
              <div ref={setLayer} data-modal-layer="" />
            </ModalLayerContext.Provider>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
