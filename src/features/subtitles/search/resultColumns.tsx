import { Text } from '@chakra-ui/react';
import { Check, Download } from 'lucide-react';
import { isTrue } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';
import { ActionIconButton, type DataTableColumn } from '../../../components';
import { MatchesPopover } from '../../history';
import { FlagCell, ReleaseInfo, ResultLanguage, ResultProvider } from './ResultCells';
import { resultLanguage } from './resultFilters';
import type { ResultLayout } from './useResultLayout';

/** The columns each layout keeps; the release cell shows the facts of the others. */
const LAYOUT_COLUMNS: Record<ResultLayout, ReadonlySet<string> | null> = {
  narrow: new Set(['release', 'download']),
  medium: new Set(['score', 'language', 'provider', 'release', 'matches', 'download']),
  wide: null,
};

/** One result among the results of a search (a provider's subtitle). */
export const resultKey = (result: SearchResult): string => `${result.provider}-${result.subtitle}`;

/**
 * The columns of the manual search results; `onDownload` takes the chosen result, and a result whose key is in
 * `queued` shows that its download was queued.
 */
export function resultColumns(
  onDownload: (result: SearchResult) => void,
  layout: ResultLayout = 'wide',
  queued: ReadonlySet<string> = new Set(),
): DataTableColumn<SearchResult>[] {
  const columns: DataTableColumn<SearchResult>[] = [
    {
      id: 'score',
      header: 'Score',
      cell: (result) => <Text whiteSpace="nowrap">{result.score}%</Text>,
      sortValue: (result) => result.score,
    },
    {
      id: 'language',
      header: 'Language',
      cell: (result) => <ResultLanguage result={result} />,
      sortValue: resultLanguage,
    },
    {
      id: 'hi',
      header: 'HI',
      cell: (result) => <FlagCell value={result.hearing_impaired} label="HI" />,
      sortValue: (result) => isTrue(result.hearing_impaired),
    },
    {
      id: 'forced',
      header: 'Forced',
      cell: (result) => <FlagCell value={result.forced} label="Forced" />,
      sortValue: (result) => isTrue(result.forced),
    },
    {
      id: 'provider',
      header: 'Provider',
      cell: (result) => <ResultProvider result={result} />,
      sortValue: (result) => result.provider,
    },
    {
      id: 'release',
      header: 'Release',
      cell: (result) => <ReleaseInfo result={result} layout={layout} />,
      sortValue: (result) => result.release_info[0],
      width: layout === 'narrow' ? undefined : '40%',
    },
    {
      id: 'uploader',
      header: 'Uploader',
      cell: (result) => result.uploader ?? '-',
      sortValue: (result) => result.uploader,
    },
    {
      id: 'matches',
      header: 'Match',
      cell: (result) => (
        <MatchesPopover matches={result.matches} dontMatches={result.dont_matches} />
      ),
      sortValue: (result) => result.matches.length,
    },
    {
      id: 'download',
      header: 'Get',
      cell: (result) =>
        queued.has(resultKey(result)) ? (
          <ActionIconButton
            icon={<Check />}
            label="Download queued"
            colorPalette="green"
            disabled
          />
        ) : (
          <ActionIconButton
            icon={<Download />}
            label="Download"
            colorPalette="brand"
            onClick={() => onDownload(result)}
          />
        ),
    },
  ];
  const kept = LAYOUT_COLUMNS[layout];
  return kept ? columns.filter((column) => kept.has(column.id)) : columns;
}
