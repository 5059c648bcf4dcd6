import { Wrench } from 'lucide-react';
import { RowIconButton } from '../../../components';
import { useOpenItemEditor } from '../editor/openItemEditor';

/** The row action that opens the item editor ('Edit Series', 'Edit Movie'). */
export function EditItemButton({ itemId, noun }: { itemId: number; noun: string }) {
  const open = useOpenItemEditor();
  return (
    <RowIconButton
      icon={<Wrench />}
      label={`Edit ${noun}`}
      variant="subtle"
      size="xs"
      disabled={open === null}
      onClick={() => open?.(itemId)}
    />
  );
}
