import { Text, type TextProps } from '@chakra-ui/react';

/** Server text in a table cell: wraps, even inside long words such as URLs, instead of widening the table. */
export function WrappedText(props: TextProps) {
  return <Text whiteSpace="normal" overflowWrap="anywhere" minW="12rem" {...props} />;
}
