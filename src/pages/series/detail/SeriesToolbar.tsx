import { Spacer } from '@chakra-ui/react';
import { CloudUpload, HardDrive, ListChecks, Search, Wrench } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Series } from '../../../api/schemas/series';
import { Toolbar, ToolbarButton } from '../../../components';
import { CommandButton } from '../../../features/subtitles/item/CommandButton';
import {
  useItemActionTasks,
  type ItemAction,
} from '../../../features/subtitles/tasks/useItemActionTasks';
import {
  usePageCommands,
  type PageCommand,
  type PageCommandSet,
} from '../../../layout/commandPalette/pageCommands';

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
  const runAction = useItemActionTasks();
  const { sonarrSeriesId: id, title, episodeFileCount } = series;
  const hasFiles = episodeFileCount > 0;
  const commands = useMemo(() => {
    const run = (action: ItemAction) => runAction({ kind: 'series', id, title }, action);
    return {
      scan: {
        id: 'scan-disk',
        label: 'Scan Disk',
        icon: HardDrive,
        disabled: busy || !hasEpisodes,
        run: () => run('scan-disk'),
      },
      search: {
        id: 'search-missing',
        label: 'Search',
        description: 'Search missing subtitles',
        icon: Search,
        disabled: busy || !hasFiles || !hasProfile || !hasEpisodes,
        run: () => run('search-missing'),
      },
      upload: {
        id: 'upload',
        label: 'Upload',
        description: 'Upload subtitles',
        icon: CloudUpload,
        disabled: busy || !hasFiles || !hasProfile,
        run: onUpload,
      },
    } satisfies Record<string, PageCommand>;
  }, [runAction, id, title, busy, hasEpisodes, hasFiles, hasProfile, onUpload]);
  const set = useMemo<PageCommandSet>(
    () => ({ title, commands: [commands.scan, commands.search, commands.upload] }),
    [title, commands],
  );
  usePageCommands(set);
  return commands;
}

/**
 * Scan Disk, Search, Mass Edit, Upload and Edit Series (SPEC §2). Disk and search actions run as background
 * tasks of the series, which disable the actions until they finish (SPEC §6).
 */
export function SeriesToolbar({ onEdit, ...props }: SeriesToolbarProps) {
  const navigate = useNavigate();
  const { scan, search, upload } = useSeriesCommands(props);
  return (
    <Toolbar label="Series actions">
      <CommandButton command={scan} />
      <CommandButton command={search} />
      <Spacer />
      <ToolbarButton icon={<ListChecks />} onClick={() => navigate('/series/edit')}>
        Mass Edit
      </ToolbarButton>
      <CommandButton command={upload} />
      <ToolbarButton icon={<Wrench />} disabled={props.busy} onClick={onEdit}>
        Edit Series
      </ToolbarButton>
    </Toolbar>
  );
}
