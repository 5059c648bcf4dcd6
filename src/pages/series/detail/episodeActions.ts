import { createContext, useContext } from 'react';
import type { Subtitle } from '../../../api/schemas/common';
import type { LanguageProfile } from '../../../api/schemas/languages';

/** What the episode rows of a series page share: the series facts and the page's modal openers. */
export interface EpisodeActions {
  seriesId: number;
  seriesTitle: string;
  profile: LanguageProfile | undefined;
  /** A task for the whole series waits or runs. */
  seriesBusy: boolean;
  openSearch: (episodeId: number) => void;
  openHistory: (episodeId: number) => void;
  openTools: (episodeId: number, subtitle: Subtitle & { path: string }) => void;
}

export const EpisodeActionsContext = createContext<EpisodeActions | null>(null);

export function useEpisodeActions(): EpisodeActions {
  const actions = useContext(EpisodeActionsContext);
  if (!actions) throw new Error('useEpisodeActions must be used inside EpisodeActionsContext');
  return actions;
}
