import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { EmptyState, useFixedClass } from '../../../components';
import { EpisodeTable } from './EpisodeTable';
import { seasonsExpanded, selectExpandedSeasons } from './expandedSeasonsSlice';
import { useEpisodeActions } from './episodeActions';
import { selectSeasonCoverage, type SeasonCoverage } from './seasonCoverage';
import { SeasonProgress } from './SeasonProgress';
import { moveBetweenTriggers, SeasonItem } from './SeasonItem';
import { ROOT } from './SeasonItem.looks';
import { ACTION, ACTIONS, EPISODES, HEADER, NAME } from './SeasonList.looks';
import { seasonName, selectSeasonsOfSeries, type SeasonGroup } from './seasons';

/** The open seasons: the user's choice for this series (kept in the store), else the latest season. */
function useExpandedSeasons(seriesId: number, seasons: readonly SeasonGroup[]) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => selectExpandedSeasons(state, seriesId));
  const latest = seasons[0]?.season;
  const expanded = useMemo(
    () => (chosen ?? (latest === undefined ? [] : [latest])).map(String),
    [chosen, latest],
  );
  const choose = (values: readonly (string | number)[]) =>
    dispatch(seasonsExpanded({ seriesId, seasons: values.map(Number) }));
  return { expanded, choose };
}

function SeasonCount({ coverage }: { coverage: SeasonCoverage | undefined }) {
  return coverage ? <SeasonProgress coverage={coverage} /> : null;
}

/**
 * One collapsible section per season, latest first, the latest open (docs/behaviour.md §2), with Expand all and Collapse all.
 * Closed seasons render nothing (until opened, and again once closed), so a long series stays quick and realtime
 * counts only the open seasons' rows as shown. Each header counts the season's subtitles for the profile's
 * languages, from the episodes in the store (live with realtime refreshes).
 */
export function SeasonList({ seriesId }: { seriesId: number }) {
  const seasons = useAppSelector((state) => selectSeasonsOfSeries(state, seriesId));
  const { expanded, choose } = useExpandedSeasons(seriesId, seasons);
  const { profile } = useEpisodeActions();
  const coverage = useAppSelector((state) => selectSeasonCoverage(state, seriesId, profile));
  const header = `chakra-stack ${useFixedClass(HEADER)}`;
  const name = useFixedClass(NAME);
  const episodes = `chakra-badge ${useFixedClass(EPISODES)}`;
  const root = useFixedClass(ROOT);
  const actions = `chakra-stack ${useFixedClass(ACTIONS)}`;
  const action = `chakra-button ${useFixedClass(ACTION)}`;
  if (seasons.length === 0) return <EmptyState>No episodes found for this series</EmptyState>;
  const open = new Set(expanded);
  const allOpen = seasons.every(({ season }) => open.has(String(season)));
  const noneOpen = seasons.every(({ season }) => !open.has(String(season)));
  return (
    <>
      <div className={actions}>
        <button
          type="button"
          className={action}
          disabled={allOpen}
          onClick={() => choose(seasons.map(({ season }) => season))}
        >
          <ChevronsUpDown />
          Expand all
        </button>
        <button type="button" className={action} disabled={noneOpen} onClick={() => choose([])}>
          <ChevronsDownUp />
          Collapse all
        </button>
      </div>
      <div
        className={`chakra-accordion__root ${root}`}
        data-orientation="vertical"
        onKeyDown={moveBetweenTriggers}
      >
        {seasons.map(({ season, episodeIds }) => (
          <SeasonItem
            key={season}
            open={open.has(String(season))}
            onToggle={() =>
              choose(
                open.has(String(season))
                  ? expanded.filter((value) => value !== String(season))
                  : [...expanded, String(season)],
              )
            }
            header={
              <div className={header}>
                <span className={name}>{seasonName(season)}</span>
                <span className={episodes}>
                  {episodeIds.length} {episodeIds.length === 1 ? 'episode' : 'episodes'}
                </span>
                <SeasonCount coverage={coverage?.get(season)} />
              </div>
            }
          >
            <EpisodeTable label={seasonName(season)} episodeIds={episodeIds} />
          </SeasonItem>
        ))}
      </div>
    </>
  );
}
