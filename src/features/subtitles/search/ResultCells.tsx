import { Box, Collapsible, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Check, ChevronDown, Minus } from 'lucide-react';
import { useState } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import { isTrue, type PythonBool } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';
import { ExternalLink, LanguageBadge } from '../../../components';
import { MatchesPopover } from '../../history';
import type { ResultLayout } from './useResultLayout';

/** The result's language badge ('en:HI'); the code may carry a ':hi' or ':forced' suffix. */
export function ResultLanguage({ result }: { result: SearchResult }) {
  const { data: languages } = useGetLanguagesQuery();
  const code2 = result.language.split(':')[0] ?? result.language;
  const name = languages?.find((language) => language.code2 === code2)?.name ?? code2;
  return (
    <LanguageBadge
      language={{ code2, name, hi: isTrue(result.hearing_impaired), forced: isTrue(result.forced) }}
    />
  );
}

/** A yes/no column (HI, Forced) as a check or a dash. */
export function FlagCell({ value, label }: { value: PythonBool; label: string }) {
  const on = isTrue(value);
  return (
    <Text as="span" color={on ? 'fg' : 'fg.subtle'} aria-label={`${label}: ${on ? 'yes' : 'no'}`}>
      {on ? <Check size={16} aria-hidden /> : <Minus size={16} aria-hidden />}
    </Text>
  );
}

/** The provider, linking to the subtitle's page when it has one. */
export function ResultProvider({ result }: { result: SearchResult }) {
  return result.url ? (
    <ExternalLink href={result.url}>{result.provider}</ExternalLink>
  ) : (
    <bdi>{result.provider}</bdi>
  );
}

/**
 * The facts of the columns a narrower layout leaves out, in one wrapping line under the release: on a phone
 * the table keeps only the release and the download action, so nothing scrolls sideways.
 */
function ResultSummary({ result, layout }: { result: SearchResult; layout: ResultLayout }) {
  if (layout === 'wide') return null;
  const uploader = result.uploader && (
    <Text as="span">
      by <bdi>{result.uploader}</bdi>
    </Text>
  );
  if (layout === 'medium')
    return uploader ? (
      <Box textStyle="sm" color="fg.muted">
        {uploader}
      </Box>
    ) : null;
  return (
    <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
      <Text as="span" color="fg" fontWeight="semibold">
        {result.score}%
      </Text>
      <ResultLanguage result={result} />
      <ResultProvider result={result} />
      <MatchesPopover matches={result.matches} dontMatches={result.dont_matches} />
      {uploader}
    </HStack>
  );
}

/** A release name: it wraps between words first, and inside one only when it must (dotted names). */
function ReleaseName({ name, testId }: { name: string; testId?: string }) {
  return (
    <Text whiteSpace="normal" overflowWrap="anywhere" data-testid={testId}>
      <bdi>{name}</bdi>
    </Text>
  );
}

/**
 * The first release name, the others behind a toggle (docs/behaviour.md §8: 'Cannot get release info' when none), and on
 * narrow screens the facts of the columns they hide.
 */
export function ReleaseInfo({ result, layout }: { result: SearchResult; layout: ResultLayout }) {
  const [open, setOpen] = useState(false);
  const [first, ...more] = result.release_info;
  return (
    <Stack gap="1" minW="10rem">
      {first === undefined ? (
        <Text color="fg.muted">Cannot get release info</Text>
      ) : (
        <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <HStack gap="1" align="start">
            <ReleaseName name={first} testId="release-name" />
            {more.length > 0 && (
              <Collapsible.Trigger asChild>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={open ? 'Hide other releases' : `Show ${more.length} more releases`}
                >
                  <ChevronDown style={{ transform: open ? 'rotate(180deg)' : undefined }} />
                </IconButton>
              </Collapsible.Trigger>
            )}
          </HStack>
          <Collapsible.Content>
            <Stack gap="0" color="fg.muted" textStyle="sm">
              {more.map((release, index) => (
                <ReleaseName key={`${release}-${index}`} name={release} />
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
      <ResultSummary result={result} layout={layout} />
    </Stack>
  );
}
