import { HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../components';
import type { ManagerFlags } from '../../layout/navigation';
import { progressLines, progressPercent, progressText } from './coverageProgress';
import type { Coverage } from './useCoverage';

/** The first error of the reading, with the retry that resumes it where it stopped. */
function failure(coverage: Coverage): { error: unknown; retry: () => void } | null {
  const { series, moviesList, episodeLoad } = coverage;
  for (const part of [series, moviesList, episodeLoad])
    if (part.error !== null && part.error !== undefined)
      return { error: part.error, retry: part.retry };
  return null;
}

/**
 * While the library is being read: what has been read and a progress bar (the counts below grow meanwhile).
 * A failed read stops there: its error (the server's text, as the notification shows it) and Retry.
 */
export function CoverageStatus({
  coverage,
  managers,
}: {
  coverage: Coverage;
  managers: ManagerFlags;
}) {
  const failed = failure(coverage);
  if (failed) return <ErrorAlert error={failed.error} onRetry={failed.retry} />;
  if (coverage.complete) return null;
  const lines = progressLines({
    ...managers,
    seriesLoaded: coverage.series.ids.length,
    seriesTotal: coverage.series.total,
    seriesRead: coverage.episodeLoad.seriesRead,
    moviesLoaded: coverage.moviesList.ids.length,
    moviesTotal: coverage.moviesList.total,
  });
  const percent = progressPercent(lines);
  return (
    <Stack gap="2" role="status" aria-label="Reading the library">
      <HStack gap="2" color="fg.muted" textStyle="sm" align="flex-start">
        <Spinner size="xs" mt="1" flexShrink={0} />
        <Text>{progressText(lines)}. The counts below grow as the library is read.</Text>
      </HStack>
      <Progress.Root value={percent} size="xs" colorPalette="brand" aria-label="Library read">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
