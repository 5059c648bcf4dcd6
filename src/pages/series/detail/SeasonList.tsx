import { Accordion, Badge, HStack, Span } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { EmptyState } from '../../../components';
import { EpisodeTable } from './EpisodeTable';
import { seasonName, selectSeasonsOfSeries } from './seasons';

/**
 * One collapsible section per season, latest first, the latest open (SPEC §2). Closed seasons render nothing
 * until opened, so a long series stays quick.
 */
export function SeasonList({ seriesId }: { seriesId: number }) {
  const seasons = useAppSelector((state) => selectSeasonsOfSeries(state, seriesId));
  const latest = seasons[0];
  if (!latest) return <EmptyState>No episodes found for this series</EmptyState>;
  return (
    <Accordion.Root
      multiple
      collapsible
      lazyMount
      defaultValue={[String(latest.season)]}
      variant="enclosed"
    >
      {seasons.map(({ season, episodeIds }) => (
        <Accordion.Item key={season} value={String(season)}>
          <Accordion.ItemTrigger px="4" py="3" cursor="pointer">
            <HStack flex="1" gap="3">
              <Span fontWeight="semibold">{seasonName(season)}</Span>
              <Badge variant="subtle" colorPalette="gray">
                {episodeIds.length} {episodeIds.length === 1 ? 'episode' : 'episodes'}
              </Badge>
            </HStack>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody px={{ base: '2', md: '4' }} pb="4">
              <EpisodeTable label={seasonName(season)} episodeIds={episodeIds} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
