/** What Bazarr's series list says of a series' episodes: `have/total`, have = episode files not missing subtitles. */
export interface EpisodeProgressValue {
  /** 'have/total', or '–/total' without a profile (nothing is wanted, so nothing is counted). */
  label: string;
  /** 100 x have/total; null when there is no figure (no episode files, or no profile). */
  percent: number | null;
  /** The same in words, for the bar's accessible value and the tooltip. */
  description: string;
}

export function episodeProgress({
  missing,
  total,
  hasProfile,
}: {
  /** episodeMissingCount */
  missing: number;
  /** episodeFileCount */
  total: number;
  hasProfile: boolean;
}): EpisodeProgressValue {
  const noun = total === 1 ? 'episode' : 'episodes';
  if (!hasProfile) {
    return {
      label: `–/${total}`,
      percent: null,
      description: `No languages profile, ${total} ${noun}`,
    };
  }
  // Bazarr never counts more missing than files, but a stale count must not draw a negative bar.
  const have = Math.max(0, total - missing);
  return {
    label: `${have}/${total}`,
    percent: total === 0 ? null : (100 * have) / total,
    description: `${have} of ${total} ${noun} have their subtitles`,
  };
}
