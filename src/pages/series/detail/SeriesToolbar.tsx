import { Spacer } from '@chakra-ui/react';
import { CloudUpload, HardDrive, ListChecks, Search, Wrench } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { Series } from '../../../api/schemas/series';
import { Toolbar, ToolbarButton } from '../../../components';
import {
  useItemActionTasks,
  type ItemAction,
} from '../../../features/subtitles/tasks/useItemActionTasks';

export interface SeriesToolbarProps {
  series: Series;
  hasProfile: boolean;
  hasEpisodes: boolean;
  busy: boolean;
  onUpload: () => void;
  onEdit: () => void;
}

/**
 * Scan Disk, Search, Mass Edit, Upload and Edit Series (SPEC §2). Disk and search actions run as background
 * tasks of the series, which disable the actions until they finish (SPEC §6).
 */
export function SeriesToolbar({
  series,
  hasProfile,
  hasEpisodes,
  busy,
  onUpload,
  onEdit,
}: SeriesToolbarProps) {
  const runAction = useItemActionTasks();
  const navigate = useNavigate();
  const hasFiles = series.episodeFileCount > 0;
  const run = (action: ItemAction) =>
    runAction({ kind: 'series', id: series.sonarrSeriesId, title: series.title }, action);

  return (
    <Toolbar label="Series actions">
      <ToolbarButton
        icon={<HardDrive />}
        disabled={busy || !hasEpisodes}
        onClick={() => run('scan-disk')}
      >
        Scan Disk
      </ToolbarButton>
      <ToolbarButton
        icon={<Search />}
        disabled={busy || !hasFiles || !hasProfile || !hasEpisodes}
        onClick={() => run('search-missing')}
      >
        Search
      </ToolbarButton>
      <Spacer />
      <ToolbarButton icon={<ListChecks />} onClick={() => navigate('/series/edit')}>
        Mass Edit
      </ToolbarButton>
      <ToolbarButton
        icon={<CloudUpload />}
        disabled={busy || !hasFiles || !hasProfile}
        onClick={onUpload}
      >
        Upload
      </ToolbarButton>
      <ToolbarButton icon={<Wrench />} disabled={busy} onClick={onEdit}>
        Edit Series
      </ToolbarButton>
    </Toolbar>
  );
}
