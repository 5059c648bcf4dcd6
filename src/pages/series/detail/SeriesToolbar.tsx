import { Spacer } from '@chakra-ui/react';
import { BrushCleaning, FileText, ListChecks, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Series } from '../../../api/schemas/series';
import { MoreActionsMenu, Toolbar, ToolbarButton } from '../../../components';
import { LibraryCleanup } from '../../../features/cleanup';
import { CommandButton } from '../../../features/subtitles/item/CommandButton';
import { useItemCommands } from '../../../features/subtitles/item/useItemCommands';
import { SeriesSubtitleTools } from '../../../features/tools';

export interface SeriesToolbarProps {
  series: Series;
  hasProfile: boolean;
  hasEpisodes: boolean;
  busy: boolean;
  /** Stable (memoized): the command palette offers it too. */
  onUpload: () => void;
  onEdit: () => void;
}

/** The item actions of the toolbar, which the command palette offers as well (same handlers, same rules). */
function useSeriesCommands({
  series,
  hasProfile,
  hasEpisodes,
  busy,
  onUpload,
}: Omit<SeriesToolbarProps, 'onEdit'>) {
  const { sonarrSeriesId: id, title, episodeFileCount } = series;
  const hasFiles = episodeFileCount > 0;
  return useItemCommands(
    { kind: 'series', id, title },
    {
      sync: busy,
      scan: busy || !hasEpisodes,
      search: busy || !hasFiles || !hasProfile || !hasEpisodes,
      upload: busy || !hasFiles || !hasProfile,
    },
    onUpload,
  );
}

/**
 * Sync (as Bazarr has), Scan Disk, Search, Mass Edit (Subtitle Tools over every episode's files), Upload,
 * Edit Series (docs/behaviour.md §2) and More Actions: Clean Up Subtitles (delete the files of its episodes that match a rule)
 * and Mass Edit Profiles (the series mass editor). Sync, disk and search
 * actions run as background tasks of the series, which disable the actions until they finish (docs/behaviour.md §6).
 */
export function SeriesToolbar({ onEdit, ...props }: SeriesToolbarProps) {
  const navigate = useNavigate();
  const { sync, scan, search, upload } = useSeriesCommands(props);
  const [toolsOpen, setToolsOpen] = useState(false);
  const [cleanupOpen, setCleanupOpen] = useState(false);
  const seriesId = props.series.sonarrSeriesId;
  const cleanupIds = useMemo(() => [seriesId], [seriesId]);
  return (
    <Toolbar label="Series actions">
      <CommandButton command={sync} />
      <CommandButton command={scan} />
      <CommandButton command={search} />
      <Spacer />
      <ToolbarButton icon={<FileText />} disabled={props.busy} onClick={() => setToolsOpen(true)}>
        Mass Edit
      </ToolbarButton>
      <CommandButton command={upload} />
      <ToolbarButton icon={<Wrench />} disabled={props.busy} onClick={onEdit}>
        Edit Series
      </ToolbarButton>
      <MoreActionsMenu
        actions={[
          {
            value: 'cleanup',
            icon: <BrushCleaning />,
            label: 'Clean Up Subtitles',
            onSelect: () => setCleanupOpen(true),
            disabled: props.busy || !props.hasEpisodes,
          },
          {
            value: 'mass-edit-profiles',
            icon: <ListChecks />,
            label: 'Mass Edit Profiles',
            onSelect: () => navigate('/series/edit'),
          },
        ]}
      />
      {toolsOpen && (
        <SeriesSubtitleTools series={props.series} opened onClose={() => setToolsOpen(false)} />
      )}
      {cleanupOpen && (
        <LibraryCleanup type="series" ids={cleanupIds} onClose={() => setCleanupOpen(false)} />
      )}
    </Toolbar>
  );
}
