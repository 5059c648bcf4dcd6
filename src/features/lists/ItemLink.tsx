import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export interface ItemLinkProps {
  /** Route of the series or movie, e.g. '/series/3'. */
  to: string;
  title: string;
  /** Shown under the title on small screens only, where its own column is hidden (e.g. the episode '1x5'). */
  mobileDetail?: string;
}

/** The title of a list row linking to its series or movie page. */
export function ItemLink({ to, title, mobileDetail }: ItemLinkProps) {
  return (
    // Table cells do not wrap; a long title may, so that the row fits a phone.
    <Box whiteSpace="normal">
      <ChakraLink asChild colorPalette="brand" fontWeight="medium">
        <Link to={to}>
          <bdi>{title}</bdi>
        </Link>
      </ChakraLink>
      {mobileDetail && (
        <Text hideFrom="sm" textStyle="xs" color="fg.muted">
          {mobileDetail}
        </Text>
      )}
    </Box>
  );
}
