import { Menu, Spacer } from '@chakra-ui/react';
import {
  CloudUpload,
  Ellipsis,
  HardDrive,
  History,
  ListChecks,
  Search,
  UserSearch,
  Wrench,
} from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Movie } from '../../../api/schemas/movies';
import { ActionIconButton, Toolbar, ToolbarButton } from '../../../components';
import { FloatingPortal } from '../../../components/FloatingPortal';
import {
  useItemActionTasks,
  type ItemAction,
} from '../../../features/subtitles/tasks/useItemActionTasks';
import { CommandButton } from '../../../features/subtitles/item/CommandButton';
import {
  usePageCommands,
  type PageCommand,
  type PageCommandSet,
} from '../../../layout/commandPalette/pageCommands';

export interface MovieToolbarProps {
  movie: Movie;
  hasProfile: boolean;
  busy: boolean;
  onManualSearch: () => void;
  onUpload: () => void;
  onEdit: () => void;
  onHistory: () => void;
}

/** The item actions of the toolbar, which the command palette offers as well (same handlers, same rules). */
function useMovieCommands(movie: Movie, hasProfile: boolean, busy: boolean, onUpload: () => void) {
  const runAction = useItemActionTasks();
  const { radarrId: id, title } = movie;
  const commands = useMemo(() => {
    const run = (action: ItemAction) => runAction({ kind: 'movie', id, title }, action);
    return {
      scan: {
        id: 'scan-disk',
        label: 'Scan Disk',
        icon: HardDrive,
        disabled: busy,
        run: () => run('scan-disk'),
      },
      search: {
        id: 'search-missing',
        label: 'Search',
        description: 'Search missing subtitles',
        icon: Search,
        disabled: busy || !hasProfile,
        run: () => run('search-missing'),
      },
      upload: {
        id: 'upload',
        label: 'Upload',
        description: 'Upload subtitles',
        icon: CloudUpload,
        disabled: busy || !hasProfile,
        run: onUpload,
      },
    } satisfies Record<string, PageCommand>;
  }, [runAction, id, title, busy, hasProfile, onUpload]);
  const set = useMemo<PageCommandSet>(
    () => ({ title, commands: [commands.scan, commands.search, commands.upload] }),
    [title, commands],
  );
  usePageCommands(set);
  return commands;
}

/**
 * Scan Disk, Search, Manual, Upload, Edit Movie and More Actions (Mass Edit, History) (SPEC §2). Disk and search
 * actions run as background tasks of the movie, which disable the actions until they finish (SPEC §6).
 */
export function MovieToolbar({
  movie,
  hasProfile,
  busy,
  onManualSearch,
  onUpload,
  onEdit,
  onHistory,
}: MovieToolbarProps) {
  const navigate = useNavigate();
  const { scan, search, upload } = useMovieCommands(movie, hasProfile, busy, onUpload);

  return (
    <Toolbar label="Movie actions">
      <CommandButton command={scan} />
      <CommandButton command={search} />
      <ToolbarButton icon={<UserSearch />} disabled={busy || !hasProfile} onClick={onManualSearch}>
        Manual
      </ToolbarButton>
      <Spacer />
      <CommandButton command={upload} />
      <ToolbarButton icon={<Wrench />} disabled={busy} onClick={onEdit}>
        Edit Movie
      </ToolbarButton>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <ActionIconButton icon={<Ellipsis />} label="More Actions" />
        </Menu.Trigger>
        <FloatingPortal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="mass-edit" onSelect={() => navigate('/movies/edit')}>
                <ListChecks />
                Mass Edit
              </Menu.Item>
              <Menu.Item value="history" onSelect={onHistory}>
                <History />
                History
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </FloatingPortal>
      </Menu.Root>
    </Toolbar>
  );
}
