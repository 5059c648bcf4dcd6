import { Badge, Box, chakra, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { memo, type ReactElement } from 'react';
import { RouteLink } from '../../../components';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import { PosterImage } from './PosterImage';

interface PosterCardProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  id: number;
}

const CardLink = chakra(RouteLink);

/**
 * One item of the poster view: its poster, title and year, and a yellow count when it misses subtitles; the
 * whole card links to its page, named by what it shows ('Arcane 2021, 12 episodes missing subtitles').
 * Reads its item by id, so a change to one item re-renders one card.
 */
function PosterCardInner<Item extends LibraryItem>({ kind, id }: PosterCardProps<Item>) {
  const item = kind.useItem(id);
  if (!item) return <Skeleton role="listitem" aria-label="Loading" rounded="md" h="full" />;
  const missing = kind.missingCount(item);
  const missingNoun = kind.missingNoun(missing);
  return (
    <Box role="listitem" minW="0" h="full">
      <CardLink
        to={`${kind.path}/${id}`}
        display="flex"
        flexDirection="column"
        h="full"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        overflow="hidden"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
        focusRing="outside"
      >
        <PosterImage title={item.title} path={item.poster} />
        <Stack gap="0.5" px="2" py="1.5" minW="0">
          <Text textStyle="sm" fontWeight="medium" truncate title={item.title}>
            {item.title}
          </Text>
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="1" minH="5">
            <Text textStyle="xs" color="fg.muted">
              {item.year}
            </Text>
            {missing > 0 && (
              <Badge
                colorPalette="yellow"
                variant="subtle"
                size="sm"
                title={`${missing} ${missingNoun}`}
              >
                <TriangleAlert size={12} aria-hidden />
                <VisuallyHidden>, </VisuallyHidden>
                {missing}
                <VisuallyHidden> {missingNoun}</VisuallyHidden>
              </Badge>
            )}
          </Box>
        </Stack>
      </CardLink>
    </Box>
  );
}

export const PosterCard = memo(PosterCardInner) as <Item extends LibraryItem>(
  props: PosterCardProps<Item>,
) => ReactElement;
