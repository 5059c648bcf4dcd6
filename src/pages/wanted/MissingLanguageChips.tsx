import { Search } from 'lucide-react';
import type { SubtitleLanguage } from '../../api/schemas/common';
import { useAppSelector } from '../../lib/hooks';
import { languageLabel, useFixedClass } from '../../components';
import { ButtonLoading } from '../../components/buttons/ButtonLoading';
import { selectIsItemBusy, type TaskItemKey } from '../../tasks/tasksSlice';
import { CHIP, CHIPS } from './MissingLanguageChips.looks';

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

/**
 * One yellow chip per missing language (docs/behaviour.md §4); a click starts a subtitle search for that language. Plain buttons
 * with Chakra's button look: a list page has one or more in each of its rows.
 */
export function MissingLanguageChips({ languages, itemKey, onSearch }: MissingLanguageChipsProps) {
  const busy = useAppSelector((state) => selectIsItemBusy(state, itemKey));
  const chips = `chakra-stack ${useFixedClass(CHIPS)}`;
  const chip = `chakra-button ${useFixedClass(CHIP)}`;
  return (
    <div className={chips}>
      {languages.map((language) => {
        const content = (
          <>
            <Search />
            {languageLabel(language)}
          </>
        );
        return (
          <button
            key={languageLabel(language)}
            type="button"
            className={chip}
            // The name holds the code the chip shows (WCAG 2.5.3): 'Search en:HI English HI subtitles'.
            aria-label={searchChipName(language)}
            title={searchChipName(language)}
            data-loading={busy ? '' : undefined}
            disabled={busy}
            onClick={() => onSearch(language)}
          >
            {busy ? <ButtonLoading>{content}</ButtonLoading> : content}
          </button>
        );
      })}
    </div>
  );
}
