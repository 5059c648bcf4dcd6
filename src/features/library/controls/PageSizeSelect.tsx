import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '../listState/listState';

/** 'Rows per page': the offered sizes plus the one in use (the settings' page size may be another). */
export function PageSizeSelect({
  pageSize,
  onChange,
}: {
  pageSize: number;
  onChange: (pageSize: number) => void;
}) {
  const sizes = PAGE_SIZES.includes(pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <HStack gap="2">
      <Text as="span" textStyle="sm" color="fg.muted" aria-hidden hideBelow="sm">
        Rows per page
      </Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label="Rows per page"
          value={String(pageSize)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
