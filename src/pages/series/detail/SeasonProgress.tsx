import { Badge, Box, HStack, Text, useSlotRecipe } from '@chakra-ui/react';
import type { SeasonCoverage } from './seasonCoverage';

export const NOTHING_MISSING = 'No missing subtitles';

/** '18/22 subtitles' (have/total for the profile's languages). */
export function coverageLabel({ have, total }: SeasonCoverage): string {
  return `${have}/${total} ${total === 1 ? 'subtitle' : 'subtitles'}`;
}

/**
 * A season header's subtitle count beside a small bar filled to the same share, yellow while something is missing
 * (as the series list's episode bars); a season with nothing missing says so. The bar is drawn with the theme's
 * progress recipe on plain boxes and hidden from assistive technology: the text says the same.
 */
export function SeasonProgress({ coverage }: { coverage: SeasonCoverage }) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'xs' });
  const complete = coverage.have >= coverage.total;
  const percent = coverage.total === 0 ? 100 : (100 * coverage.have) / coverage.total;
  return (
    <HStack gap="2" colorPalette={complete ? 'brand' : 'yellow'} data-testid="season-progress">
      <Box css={styles.track} w="4rem" aria-hidden hideBelow="sm">
        <Box css={styles.range} style={{ width: `${percent}%` }} />
      </Box>
      <Text as="span" textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {coverageLabel(coverage)}
      </Text>
      {complete && (
        <Badge variant="subtle" colorPalette="green">
          {NOTHING_MISSING}
        </Badge>
      )}
    </HStack>
  );
}
