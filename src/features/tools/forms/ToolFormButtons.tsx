import { Button, HStack } from '@chakra-ui/react';

interface ToolFormButtonsProps {
  onBack: () => void;
  startLabel?: string;
  startDisabled?: boolean;
}

/** Back to the file list, and the submit button of a tool form. */
export function ToolFormButtons({
  onBack,
  startLabel = 'Start',
  startDisabled = false,
}: ToolFormButtonsProps) {
  return (
    <HStack justify="end" gap="2" pt="2">
      <Button variant="outline" onClick={onBack}>
        Back
      </Button>
      <Button type="submit" colorPalette="brand" disabled={startDisabled}>
        {startLabel}
      </Button>
    </HStack>
  );
}
