import { HStack, Progress, Text } from '@chakra-ui/react';

interface EpisodeProgressProps {
  /** episodeMissingCount */
  missing: number;
  /** episodeFileCount */
  total: number;
  hasProfile: boolean;
}

/**
 * The episodes column: 'missing/total' beside a bar filled to the share of episodes that have their
 * subtitles, SPEC §9 100 x (1 - missing/total); empty without files or without a profile.
 */
export function EpisodeProgress({ missing, total, hasProfile }: EpisodeProgressProps) {
  const value = total === 0 || !hasProfile ? 0 : 100 * (1 - missing / total);
  const description = hasProfile
    ? `${missing} of ${total} episodes missing subtitles`
    : 'No languages profile';
  return (
    <Progress.Root
      value={value}
      size="md"
      colorPalette={!hasProfile ? 'gray' : missing === 0 ? 'brand' : 'yellow'}
      minW="6rem"
      title={description}
    >
      <HStack gap="2">
        <Progress.Track flex="1" aria-label="Episodes" aria-valuetext={description}>
          <Progress.Range />
        </Progress.Track>
        <Text
          as="span"
          textStyle="sm"
          color={hasProfile ? undefined : 'fg.muted'}
          minW="3.5rem"
          textAlign="end"
          fontVariantNumeric="tabular-nums"
        >
          {`${missing}/${total}`}
        </Text>
      </HStack>
    </Progress.Root>
  );
}
