import { Badge, HStack } from '@chakra-ui/react';

export interface AudioLanguagesProps {
  /** Audio tracks as the API gives them (`audio_language`). */
  languages: readonly { name: string }[];
}

/** The audio languages of an item as a list of outline badges; nothing when there are none. */
export function AudioLanguages({ languages }: AudioLanguagesProps) {
  if (languages.length === 0) return null;
  return (
    <HStack as="ul" aria-label="Audio languages" gap="1" wrap="wrap" listStyleType="none">
      {languages.map((language, index) => (
        <Badge as="li" key={`${language.name}-${index}`} variant="outline">
          {language.name}
        </Badge>
      ))}
    </HStack>
  );
}
