import { Menu, Spacer } from '@chakra-ui/react';
import { Ellipsis, FileText, History, ListChecks, UserSearch, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Movie } from '../../../api/schemas/movies';
import { ActionIconButton, Toolbar, ToolbarButton } from '../../../components';
import { FloatingPortal } from '../../../components/FloatingPortal';
import { CommandButton } from '../../../features/subtitles/item/CommandButton';
import { useItemCommands } from '../../../features/subtitles/item/useItemCommands';
import { MovieSubtitleTools } from '../../../features/tools';

export interface MovieToolbarProps {
  movie: Movie;
  hasProfile: boolean;
  busy: boolean;
  onManualSearch: () => void;
  onUpload: () => void;
  onEdit: () => void;
  onHistory: () => void;
}

/**
 * Sync (as Bazarr has), Scan Disk, Search, Manual, Upload, Edit Movie and More Actions (SPEC §2): Mass Edit
 * (Subtitle Tools over all the movie's files), History, and Mass Edit Profiles (the movies mass editor). Sync,
 * disk and search actions run as background tasks of the movie, which disable the actions until they finish
 * (SPEC §6).
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
  const [toolsOpen, setToolsOpen] = useState(false);
  const { sync, scan, search, upload } = useItemCommands(
    { kind: 'movie', id: movie.radarrId, title: movie.title },
    { sync: busy, scan: busy, search: busy || !hasProfile, upload: busy || !hasProfile },
    onUpload,
  );

  return (
    <Toolbar label="Movie actions">
      <CommandButton command={sync} />
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
              <Menu.Item value="mass-edit" disabled={busy} onSelect={() => setToolsOpen(true)}>
                <FileText />
                Mass Edit
              </Menu.Item>
              <Menu.Item value="history" onSelect={onHistory}>
                <History />
                History
              </Menu.Item>
              <Menu.Item value="mass-edit-profiles" onSelect={() => navigate('/movies/edit')}>
                <ListChecks />
                Mass Edit Profiles
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </FloatingPortal>
      </Menu.Root>
      {toolsOpen && <MovieSubtitleTools movie={movie} opened onClose={() => setToolsOpen(false)} />}
    </Toolbar>
  );
}
