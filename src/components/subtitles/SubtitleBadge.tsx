import { languageLabel, type LanguageFormat, type LanguageLike } from '../badges/languageLabel';
import { useFixedClass } from '../../styles/fixedClass';
import { BADGES } from './SubtitleBadge.looks';

/** One subtitle language of an item; `path` null means an embedded track. */
export interface SubtitleLike extends LanguageLike {
  path?: string | null;
}

export type SubtitleChipStatus = 'missing' | 'embedded' | 'file';

/** Missing beats embedded: a missing entry has no path at all. */
export function subtitleStatus(subtitle: SubtitleLike, missing = false): SubtitleChipStatus {
  if (missing) return 'missing';
  return subtitle.path === null ? 'embedded' : 'file';
}

// docs/behaviour.md §4: gray if embedded, yellow if missing, cyan while its menu is open.
// Present files use the theme's brand palette (src/app/theme.ts).
export const palettes: Record<SubtitleChipStatus, keyof typeof BADGES> = {
  missing: 'yellow',
  embedded: 'gray',
  file: 'purple',
};

export function accessibleName(subtitle: SubtitleLike, status: SubtitleChipStatus): string {
  const base = `${languageLabel(subtitle, 'name')} subtitle`;
  return status === 'file' ? base : `${base}, ${status}`;
}

interface SubtitleBadgeProps {
  subtitle: SubtitleLike;
  /** A language the item's profile wants but has no subtitle for. */
  missing?: boolean;
  format?: LanguageFormat;
}

/**
 * One subtitle language as a plain badge, without actions: what a list shows (a movie's missing languages), Chakra's
 * Badge look on a plain span. Its own module, so that a page of badges does not download the menus of SubtitleChip.
 */
export function SubtitleBadge({ subtitle, missing = false, format = 'code' }: SubtitleBadgeProps) {
  const status = subtitleStatus(subtitle, missing);
  const palette = palettes[status];
  return (
    <span
      className={`chakra-badge ${useFixedClass(BADGES[palette])}`}
      data-palette={palette}
      data-status={status}
      aria-label={accessibleName(subtitle, status)}
      role="img"
    >
      {languageLabel(subtitle, format)}
    </span>
  );
}
