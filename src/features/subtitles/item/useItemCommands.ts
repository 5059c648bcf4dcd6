import { CloudUpload, HardDrive, RefreshCw, Search } from 'lucide-react';
import { useMemo } from 'react';
import {
  usePageCommands,
  type PageCommand,
  type PageCommandSet,
} from '../../commands/pageCommands';
import {
  useItemActionTasks,
  type ActionItem,
  type ItemAction,
} from '../queuedActions/useItemActionTasks';

/** Which of a detail page's item commands are disabled, by the page's own rules. */
export interface ItemCommandsDisabled {
  sync: boolean;
  scan: boolean;
  search: boolean;
  upload: boolean;
}

/**
 * Sync, Scan Disk, Search and Upload of a series or a movie: the toolbar shows them and the command palette offers
 * them (same handlers, same rules). `onUpload` must be stable (memoized).
 */
export function useItemCommands(
  { kind, id, title }: ActionItem,
  disabled: ItemCommandsDisabled,
  onUpload: () => void,
) {
  const runAction = useItemActionTasks();
  const {
    sync: syncDisabled,
    scan: scanDisabled,
    search: searchDisabled,
    upload: uploadDisabled,
  } = disabled;
  const commands = useMemo(() => {
    const run = (action: ItemAction) => runAction({ kind, id, title }, action);
    return {
      sync: {
        id: 'sync',
        label: 'Sync',
        description: `Sync with ${kind === 'series' ? 'Sonarr' : 'Radarr'}`,
        icon: RefreshCw,
        disabled: syncDisabled,
        run: () => run('sync'),
      },
      scan: {
        id: 'scan-disk',
        label: 'Scan Disk',
        icon: HardDrive,
        disabled: scanDisabled,
        run: () => run('scan-disk'),
      },
      search: {
        id: 'search-missing',
        label: 'Search',
        description: 'Search missing subtitles',
        icon: Search,
        disabled: searchDisabled,
        run: () => run('search-missing'),
      },
      upload: {
        id: 'upload',
        label: 'Upload',
        description: 'Upload subtitles',
        icon: CloudUpload,
        disabled: uploadDisabled,
        run: onUpload,
      },
    } satisfies Record<string, PageCommand>;
  }, [
    runAction,
    kind,
    id,
    title,
    syncDisabled,
    scanDisabled,
    searchDisabled,
    uploadDisabled,
    onUpload,
  ]);
  const set = useMemo<PageCommandSet>(
    () => ({ title, commands: [commands.sync, commands.scan, commands.search, commands.upload] }),
    [title, commands],
  );
  usePageCommands(set);
  return commands;
}
