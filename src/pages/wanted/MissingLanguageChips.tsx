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
          aria-label={`Search ${languageLabel(language, 'name')} subtitles`}
          title={`Search ${languageLabel(language, 'name')} subtitles`}
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
