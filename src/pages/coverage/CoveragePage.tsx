import { Flex, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetLanguageProfilesQuery } from '../../api/languages';
import { PageContainer, PageHeader } from '../../components';
import type { ManagerFlags } from '../../layout/navigation';
import { PageLoader } from '../../layout/PageLoader';
import { useShellSettings } from '../../layout/shellData';
import { FilterSelect } from '../../features/library/filters/FilterSelect';
import { CoverageChart } from './CoverageChart';
import type { CoverageKind } from './coverageLinks';
import { parseScope, SCOPE_PARAM, scopeValue } from './coverageScope';
import { CoverageStatus } from './CoverageStatus';
import { CoverageSubscriptions } from './CoverageSubscriptions';
import { CoverageTable } from './CoverageTable';
import { useCoverage } from './useCoverage';
import { formatCount } from '../../components/text/formatCount';

/** The scope in the address (?profile=2 or none), and the select that changes it. */
function useScope() {
  const [params, setParams] = useSearchParams();
  const { data: profiles } = useGetLanguageProfilesQuery();
  const scope = parseScope(
    params.get(SCOPE_PARAM),
    profiles?.map((profile) => profile.profileId),
  );
  const options = useMemo(
    () => [
      ...(profiles ?? []).map((profile) => ({
        value: String(profile.profileId),
        label: profile.name,
      })),
      { value: 'none', label: 'No profile' },
    ],
    [profiles],
  );
  const setScope = (value: string) =>
    setParams(value === '' ? {} : { [SCOPE_PARAM]: value }, { preventScrollReset: true });
  return { scope, options, setScope };
}

/**
 * /coverage: per subtitle language, how many episodes and movies have a file of it, only an embedded track, or
 * miss it, for the whole library or one language profile. The library is read in the background, page after
 * page, and the counts grow meanwhile; each number opens the closest filtered list. `episodesPerChunk`: about
 * how many episodes each background request reads (tests make it small).
 */
export function CoveragePage({ episodesPerChunk }: { episodesPerChunk?: number } = {}) {
  // The enabled managers decide what is read (the shell has normally loaded the settings already).
  const managers = useShellSettings().settings?.managers;
  if (!managers) return <PageLoader />;
  return <CoverageView managers={managers} episodesPerChunk={episodesPerChunk} />;
}

function CoverageView({
  managers,
  episodesPerChunk,
}: {
  managers: ManagerFlags;
  episodesPerChunk: number | undefined;
}) {
  const { scope, options, setScope } = useScope();
  const coverage = useCoverage(managers, scope, episodesPerChunk);
  const kinds = useMemo(
    () =>
      (['episodes', 'movies'] as const).filter((kind) =>
        kind === 'episodes' ? managers.sonarr : managers.radarr,
      ),
    [managers.sonarr, managers.radarr],
  );
  // The charts and the table follow the counts when React has time: each page read changes them, and the page
  // stays responsive meanwhile (the progress line above them is not deferred).
  const rows = useDeferredValue(coverage.rows);
  const totals = useDeferredValue(
    useMemo<Record<CoverageKind, number>>(
      () => ({ episodes: coverage.episodes, movies: coverage.movies }),
      [coverage.episodes, coverage.movies],
    ),
  );
  const now: Record<CoverageKind, number> = {
    episodes: coverage.episodes,
    movies: coverage.movies,
  };
  const counted = kinds.map((kind) => `${formatCount(now[kind])} ${kind}`).join(' and ');

  return (
    <PageContainer>
      <CoverageSubscriptions coverage={coverage} />
      <PageHeader
        title="Coverage"
        actions={
          <FilterSelect
            label="Languages profile"
            value={scopeValue(scope)}
            anyLabel="Whole library"
            options={options}
            onChange={setScope}
            wide
          />
        }
      />
      <Stack gap="4">
        <CoverageStatus coverage={coverage} managers={managers} />
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {coverage.complete ? 'Counted' : 'Counted so far'}: {counted}. Each number opens the
          closest list: the wanted list, or the series and movies of the profile.
        </Text>
        {rows.length > 0 && (
          <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
            {kinds.map((kind) => (
              <CoverageChart key={kind} kind={kind} rows={rows} />
            ))}
          </Flex>
        )}
        <CoverageTable rows={rows} scope={scope} kinds={kinds} totals={totals} />
      </Stack>
    </PageContainer>
  );
}
