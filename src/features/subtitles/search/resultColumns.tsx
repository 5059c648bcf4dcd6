import { Text } from '@chakra-ui/react';
import { Check, Download, Minus } from 'lucide-react';
import { isTrue, type PythonBool } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';
import { ActionIconButton, ExternalLink, type DataTableColumn } from '../../../components';
import { MatchesPopover } from '../../history';
import { ReleaseInfo, ResultLanguage } from './ResultCells';
import { resultLanguage } from './resultFilters';

function FlagCell({ value, label }: { value: PythonBool; label: string }) {
  const on = isTrue(value);
  return (
    <Text as="span" color={on ? 'fg' : 'fg.subtle'} aria-label={`${label}: ${on ? 'yes' : 'no'}`}>
      {on ? <Check size={16} aria-hidden /> : <Minus size={16} aria-hidden />}
    </Text>
  );
}

/** The columns of the manual search results; `onDownload` takes the chosen result. */
export function resultColumns(
  onDownload: (result: SearchResult) => void,
): DataTableColumn<SearchResult>[] {
  return [
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
      hideOnMobile: true,
    },
    {
      id: 'forced',
      header: 'Forced',
      cell: (result) => <FlagCell value={result.forced} label="Forced" />,
      sortValue: (result) => isTrue(result.forced),
      hideOnMobile: true,
    },
    {
      id: 'provider',
      header: 'Provider',
      cell: (result) =>
        result.url ? (
          <ExternalLink href={result.url}>{result.provider}</ExternalLink>
        ) : (
          result.provider
        ),
      sortValue: (result) => result.provider,
    },
    {
      id: 'release',
      header: 'Release',
      cell: (result) => <ReleaseInfo releases={result.release_info} />,
      sortValue: (result) => result.release_info[0],
      width: '40%',
    },
    {
      id: 'uploader',
      header: 'Uploader',
      cell: (result) => result.uploader ?? '-',
      sortValue: (result) => result.uploader,
      hideOnMobile: true,
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
      cell: (result) => (
        <ActionIconButton
          icon={<Download />}
          label="Download"
          colorPalette="brand"
          onClick={() => onDownload(result)}
        />
      ),
    },
  ];
}
