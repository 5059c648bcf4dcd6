import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { Save } from 'lucide-react';

interface SaveButtonProps {
  changes: number;
  /** Fields whose value the screen refuses: Save waits until they are fixed. */
  invalidFields: number;
  saving: boolean;
  onSave: () => void;
}

/**
 * 'Save' with the number of changes; disabled with none or while a field is invalid (saying how many to fix,
 * since the field may be out of view), a spinner while saving (until the form has reset).
 */
export function SaveButton({ changes, invalidFields, saving, onSave }: SaveButtonProps) {
  return (
    <HStack gap="3">
      {/* Always there, so that screen readers hear when it fills. */}
      <Text textStyle="sm" color="fg.error" aria-live="polite" id="settings-fix-hint">
        {invalidFields === 0
          ? ''
          : invalidFields === 1
            ? '1 field to fix'
            : `${invalidFields} fields to fix`}
      </Text>
      <Button
        size="sm"
        colorPalette="brand"
        onClick={onSave}
        disabled={changes === 0 || invalidFields > 0}
        aria-describedby={invalidFields > 0 ? 'settings-fix-hint' : undefined}
        loading={saving}
        loadingText="Saving..."
      >
        <Save />
        Save
        <Badge variant="solid" colorPalette={changes > 0 ? 'orange' : 'gray'}>
          {changes}
        </Badge>
      </Button>
    </HStack>
  );
}
