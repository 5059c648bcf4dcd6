import { Collapsible, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useGetLanguagesQuery } from '../../../api/languages';
import { isTrue } from '../../../api/schemas/common';
import type { SearchResult } from '../../../api/schemas/providers';
import { LanguageBadge } from '../../../components';

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

/** The first release name, the others behind a toggle (SPEC §8: 'Cannot get release info' when none). */
export function ReleaseInfo({ releases }: { releases: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [first, ...more] = releases;
  if (first === undefined) return <Text color="fg.muted">Cannot get release info</Text>;
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <HStack gap="1" align="start" minW="12rem">
        <Text whiteSpace="normal" wordBreak="break-all">
          {first}
        </Text>
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
            <Text key={`${release}-${index}`} whiteSpace="normal" wordBreak="break-all">
              {release}
            </Text>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
