import { HStack } from '@chakra-ui/react';
import type { SubtitleLanguage } from '../../../api/schemas/common';
import { SubtitleBadge } from '../../../components';

/** The languages the movie's profile wants and it has no subtitle for, as yellow chips. */
export function MissingSubtitles({ languages }: { languages: readonly SubtitleLanguage[] }) {
  if (languages.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {languages.map((language) => (
        <SubtitleBadge
          key={`${language.code2}:${language.hi}:${language.forced}`}
          subtitle={language}
          missing
        />
      ))}
    </HStack>
  );
}
