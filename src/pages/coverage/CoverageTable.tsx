import { Box, Grid, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Fragment, memo, useMemo } from 'react';
import { DataTable, languageLabel, RouteLink, type DataTableColumn } from '../../components';
import type { CoverageRow, CoverageScope, StateCounts } from './coverageCounts';
import { coverageLink, type CoverageKind } from './coverageLinks';
import { COVERAGE_STATES, countDescription, STATE_COLORS, STATE_LABELS } from './coverageStates';
import { formatCount } from '../../components/text/formatCount';

interface CountsCellProps {
  kind: CoverageKind;
  scope: CoverageScope;
  languageName: string;
  code2: string;
  counts: StateCounts;
}

/** The three numbers of a language for episodes or movies, each leading to the closest filtered list. */
function CountsCell({ kind, scope, languageName, code2, counts }: CountsCellProps) {
  return (
    <Grid templateColumns="auto auto" columnGap="3" rowGap="0.5" justifyContent="start">
      {COVERAGE_STATES.map((state) => {
        const count = counts[state];
        const description = countDescription(languageName, kind, state, count);
        return (
          <Fragment key={state}>
            <Text
              as="span"
              color="fg.muted"
              textStyle="xs"
              display="flex"
              alignItems="center"
              gap="1.5"
            >
              <Box as="span" boxSize="2" rounded="full" bg={STATE_COLORS[state]} aria-hidden />
              {/* On a phone the dot alone says which number it is (the charts' legend names it). */}
              <Box as="span" hideBelow="sm">
                {STATE_LABELS[state]}
              </Box>
            </Text>
            {count === 0 ? (
              <Text as="span" justifySelf="end" color="fg.subtle" title={description}>
                0
              </Text>
            ) : (
              <ChakraLink asChild colorPalette="brand" fontWeight="medium" justifySelf="end">
                <RouteLink
                  to={coverageLink(kind, scope, state, code2)}
                  aria-label={description}
                  title={description}
                >
                  {formatCount(count)}
                </RouteLink>
              </ChakraLink>
            )}
          </Fragment>
        );
      })}
    </Grid>
  );
}

const KIND_TITLES: Record<CoverageKind, string> = { episodes: 'Episodes', movies: 'Movies' };

function kindColumn(
  kind: CoverageKind,
  scope: CoverageScope,
  total: number,
): DataTableColumn<CoverageRow> {
  return {
    id: kind,
    // The count on its own line: the three columns fit a phone.
    header: (
      <>
        {KIND_TITLES[kind]}
        <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
          {formatCount(total)}
        </Text>
      </>
    ),
    cell: (row) => (
      <CountsCell
        kind={kind}
        scope={scope}
        languageName={languageLabel(row.language, 'name')}
        code2={row.language.code2}
        counts={row[kind]}
      />
    ),
    sortValue: (row) => row[kind].missing,
  };
}

export interface CoverageTableProps {
  rows: readonly CoverageRow[];
  scope: CoverageScope;
  /** The sides to show (a disabled manager's is left out). */
  kinds: readonly CoverageKind[];
  /** How many episodes and movies the scope holds (so far). */
  totals: Record<CoverageKind, number>;
}

/** One row per language: its files, embedded-only tracks and missing subtitles among episodes and movies. */
export const CoverageTable = memo(function CoverageTable({
  rows,
  scope,
  kinds,
  totals,
}: CoverageTableProps) {
  const columns = useMemo<DataTableColumn<CoverageRow>[]>(
    () => [
      {
        id: 'language',
        header: 'Language',
        cell: (row) => (
          <Text
            as="span"
            fontWeight="medium"
            whiteSpace="normal"
            title={languageLabel(row.language, 'code')}
          >
            <bdi>{languageLabel(row.language, 'name')}</bdi>
          </Text>
        ),
        sortValue: (row) => languageLabel(row.language, 'name'),
      },
      ...kinds.map((kind) => kindColumn(kind, scope, totals[kind])),
    ],
    [kinds, scope, totals],
  );
  return (
    <DataTable
      label="Coverage by language"
      rows={rows}
      columns={columns}
      getRowKey={(row) => row.key}
      pageSize={0}
      emptyText="No subtitle languages found"
    />
  );
});
