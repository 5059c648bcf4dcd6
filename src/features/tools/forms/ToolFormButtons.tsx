import { Button, HStack } from '@chakra-ui/react';
import type { ToolFormBack } from './toolFormProps';

interface ToolFormButtonsProps extends ToolFormBack {
  startLabel?: string;
  startDisabled?: boolean;
}

/** Back to the file list (or Cancel), and the submit button of a tool form. */
export function ToolFormButtons({
  onBack,
  backLabel = 'Back',
  startLabel = 'Start',
  startDisabled = false,
}: ToolFormButtonsProps) {
  return (
    <HStack justify="end" gap="2" pt="2">
      <Button variant="outline" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" colorPalette="brand" disabled={startDisabled}>
        {startLabel}
      </Button>
    </HStack>
  );
}
