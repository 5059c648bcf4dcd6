import type { ReactNode } from 'react';
import { AppModal } from '../../../components';

/** The 'Upload Subtitles' modal both upload forms sit in; a click outside does not throw the rows away. */
export function UploadSubtitlesModal({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title="Upload Subtitles"
      size="xl"
      closeOnOutsideClick={false}
    >
      {children}
    </AppModal>
  );
}
