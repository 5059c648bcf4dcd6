import { Box, HStack, Text, useSlotRecipe } from '@chakra-ui/react';
import { episodeProgress } from './episodeProgressValue';

interface EpisodeProgressProps {
  /** episodeMissingCount */
  missing: number;
  /** episodeFileCount */
  total: number;
  hasProfile: boolean;
}

/**
 * The episodes column: 'have/total' (episodes with their subtitles out of the episode files) beside a bar filled
 * to the same share, as Bazarr shows it; label and bar come from one figure so they cannot disagree. Without a
 * profile nothing is wanted: the bar stays empty and the label shows no count of subtitled episodes.
 *
 * The bar is drawn with the theme's progress recipe on plain boxes: Chakra's Progress component would bring
 * its state machine into the first chunk of the series list for a value that never animates.
 */
export function EpisodeProgress({ missing, total, hasProfile }: EpisodeProgressProps) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'md' });
  const progress = episodeProgress({ missing, total, hasProfile });
  const percent = progress.percent ?? 0;
  return (
    <HStack
      gap="2"
      minW="6rem"
      title={progress.description}
      colorPalette={!hasProfile ? 'gray' : missing === 0 ? 'brand' : 'yellow'}
    >
      <Box
        css={styles.track}
        flex="1"
        role="progressbar"
        aria-label="Episodes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={progress.description}
      >
        <Box css={styles.range} style={{ width: `${percent}%` }} />
      </Box>
      <Text
        as="span"
        textStyle="sm"
        color={hasProfile ? undefined : 'fg.muted'}
        minW="3.5rem"
        textAlign="end"
        fontVariantNumeric="tabular-nums"
      >
        {progress.label}
      </Text>
    </HStack>
  );
}
