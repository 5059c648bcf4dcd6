import { Badge, Button } from '@chakra-ui/react';
import { Save } from 'lucide-react';

interface SaveButtonProps {
  changes: number;
  saving: boolean;
  onSave: () => void;
}

/** 'Save' with the number of changes; disabled with none, a spinner while saving (until the form has reset). */
export function SaveButton({ changes, saving, onSave }: SaveButtonProps) {
  return (
    <Button
      size="sm"
      colorPalette="brand"
      onClick={onSave}
      disabled={changes === 0}
      loading={saving}
      loadingText="Saving..."
    >
      <Save />
      Save
      <Badge variant="solid" colorPalette={changes > 0 ? 'orange' : 'gray'}>
        {changes}
      </Badge>
    </Button>
  );
}
