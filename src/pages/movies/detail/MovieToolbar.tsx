import { Spacer } from '@chakra-ui/react';
import { BrushCleaning, FileText, History, ListChecks, UserSearch, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Movie } from '../../../api/schemas/movies';
import { MoreActionsMenu, Toolbar, ToolbarButton } from '../../../components';
import { LibraryCleanup } from '../../../features/cleanup';
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
 * Sync (as Bazarr has), Scan Disk, Search, Manual, Upload, Edit Movie and More Actions (docs/behaviour.md §2): Mass Edit
 * (Subtitle Tools over all the movie's files), History, Clean Up Subtitles (delete the files that match a rule)
 * and Mass Edit Profiles (the movies mass editor). Sync,
 * disk and search actions run as background tasks of the movie, which disable the actions until they finish
 * (docs/behaviour.md §6).
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
  const [cleanupOpen, setCleanupOpen] = useState(false);
  const cleanupIds = useMemo(() => [movie.radarrId], [movie.radarrId]);
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
      <MoreActionsMenu
        actions={[
          {
            value: 'mass-edit',
            icon: <FileText />,
            label: 'Mass Edit',
            onSelect: () => setToolsOpen(true),
            disabled: busy,
          },
          { value: 'history', icon: <History />, label: 'History', onSelect: onHistory },
          {
            value: 'cleanup',
            icon: <BrushCleaning />,
            label: 'Clean Up Subtitles',
            onSelect: () => setCleanupOpen(true),
            disabled: busy,
          },
          {
            value: 'mass-edit-profiles',
            icon: <ListChecks />,
            label: 'Mass Edit Profiles',
            onSelect: () => navigate('/movies/edit'),
          },
        ]}
      />
      {toolsOpen && <MovieSubtitleTools movie={movie} opened onClose={() => setToolsOpen(false)} />}
      {cleanupOpen && (
        <LibraryCleanup type="movie" ids={cleanupIds} onClose={() => setCleanupOpen(false)} />
      )}
    </Toolbar>
  );
}
