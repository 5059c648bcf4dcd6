import { Button, HStack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { SubtitleLanguage } from '../../api/schemas/common';
import { useAppSelector } from '../../app/hooks';
import { languageLabel } from '../../components';
import { selectIsItemBusy, type TaskItemKey } from '../../tasks/tasksSlice';

export interface MissingLanguageChipsProps {
  languages: readonly SubtitleLanguage[];
  /** The episode or movie, so its chips wait while a search for it is queued or runs. */
  itemKey: TaskItemKey;
  onSearch: (language: SubtitleLanguage) => void;
}

/** The name of a missing language's chip: 'Search en:HI English HI subtitles'. */
export function searchChipName(language: SubtitleLanguage): string {
  return `Search ${languageLabel(language)} ${languageLabel(language, 'name')} subtitles`;
}

/** One yellow chip per missing language (SPEC §4); a click starts a subtitle search for that language. */
export function MissingLanguageChips({ languages, itemKey, onSearch }: MissingLanguageChipsProps) {
  const busy = useAppSelector((state) => selectIsItemBusy(state, itemKey));
  return (
    <HStack gap="1.5" wrap="wrap">
      {languages.map((language) => (
        <Button
          key={languageLabel(language)}
          size="2xs"
          variant="subtle"
          colorPalette="yellow"
          fontWeight="medium"
          // The name holds the code the chip shows (WCAG 2.5.3): 'Search en:HI English HI subtitles'.
          aria-label={searchChipName(language)}
          title={searchChipName(language)}
          loading={busy}
          onClick={() => onSearch(language)}
        >
          <Search />
          {languageLabel(language)}
        </Button>
      ))}
    </HStack>
  );
}
