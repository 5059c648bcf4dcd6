import type { Subtitle, SubtitleLanguage } from '../../../api/schemas/common';
import { SubtitleChip, useFixedClass } from '../../../components';
import { ProvenanceHint } from '../provenance/ProvenanceHint';
import { ProvenanceDetails } from '../provenance/ProvenanceDetails';
import { PROVENANCE_TITLE } from '../provenance/subtitleProvenance';
import { CHIPS } from './SubtitleChips.looks';
import { useSubtitleActions, type SubtitleActionsOptions } from './useSubtitleActions';

export interface SubtitleChipsProps extends SubtitleActionsOptions {
  /** The subtitles to show (files and embedded tracks). */
  subtitles: readonly Subtitle[];
  /** Languages the profile wants and the item lacks. */
  missing: readonly SubtitleLanguage[];
}

/** A list key for a language: several chips may share a code (HI, forced, embedded and file). */
export function languageKey(language: SubtitleLanguage, index: number): string {
  return `${language.code2}-${language.hi ? 'hi' : ''}-${language.forced ? 'forced' : ''}-${index}`;
}

/**
 * The subtitle chips of an item: missing languages (yellow) with a Search entry, files with View (Bazarr 1.6),
 * Subtitle Tools, every tool on that file (run at once, or its form first), Delete... and History, embedded tracks
 * (gray) with Extract and Translate from this track where Bazarr can (1.6.1), else without a menu.
 * A file's chip also tells where it came from (from the item's history, read only when asked): in its tooltip
 * and at the top of its menu.
 */
export function SubtitleChips({ subtitles, missing, ...options }: SubtitleChipsProps) {
  const actions = useSubtitleActions(options);
  const { target } = options;
  return (
    <div className={`chakra-stack ${useFixedClass(CHIPS)}`}>
      {missing.map((language, index) => (
        <SubtitleChip
          key={`missing-${languageKey(language, index)}`}
          subtitle={language}
          missing
          actions={actions.forMissing(language)}
        />
      ))}
      {subtitles.map((subtitle, index) => {
        const { path } = subtitle;
        const trackActions = path === null ? actions.forEmbedded(subtitle) : [];
        return (
          <SubtitleChip
            key={`present-${languageKey(subtitle, index)}`}
            subtitle={subtitle}
            actions={
              path !== null
                ? actions.forFile({ ...subtitle, path })
                : trackActions.length > 0
                  ? trackActions
                  : undefined
            }
            hint={
              path === null ? undefined : <ProvenanceHint target={target} subtitle={subtitle} />
            }
            details={
              path === null
                ? undefined
                : {
                    title: PROVENANCE_TITLE,
                    content: <ProvenanceDetails target={target} subtitle={subtitle} />,
                  }
            }
          />
        );
      })}
      {actions.dialog}
    </div>
  );
}
