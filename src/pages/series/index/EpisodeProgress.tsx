import { Box, HStack, Text, useSlotRecipe } from '@chakra-ui/react';

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
 *
 * The bar is drawn with the theme's progress recipe on plain boxes: Chakra's Progress component would bring
 * its state machine into the first chunk of the series list for a value that never animates.
 */
export function EpisodeProgress({ missing, total, hasProfile }: EpisodeProgressProps) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'md' });
  const value = total === 0 || !hasProfile ? 0 : 100 * (1 - missing / total);
  const description = hasProfile
    ? `${missing} of ${total} episodes missing subtitles`
    : 'No languages profile';
  return (
    <HStack
      gap="2"
      minW="6rem"
      title={description}
      colorPalette={!hasProfile ? 'gray' : missing === 0 ? 'brand' : 'yellow'}
    >
      <Box
        css={styles.track}
        flex="1"
        role="progressbar"
        aria-label="Episodes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={description}
      >
        <Box css={styles.range} style={{ width: `${value}%` }} />
      </Box>
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
  );
}
