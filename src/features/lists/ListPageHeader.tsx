import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components';

export interface ListPageHeaderProps {
  /** The route group, e.g. 'Wanted': tells apart the 'Episodes' pages of Wanted, History and Blacklist. */
  group: string;
  /** The page title (the h1), e.g. 'Episodes'. */
  title: string;
  /** The browser tab's title, in Bazarr's pattern (`bazarrTitle('Wanted Series')`). */
  tabTitle: string;
  /** Optional line below the title. */
  children?: ReactNode;
}

/**
 * A list page's title with its group above it, naming the browser tab too.
 * Usage: `<ListPageHeader group="Wanted" title="Episodes" tabTitle={bazarrTitle('Wanted Series')} />`.
 */
export function ListPageHeader({ group, title, tabTitle, children }: ListPageHeaderProps) {
  useDocumentTitle(tabTitle);
  return (
    <Box mb="4">
      <Text
        textStyle="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wider"
      >
        {group}
      </Text>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
