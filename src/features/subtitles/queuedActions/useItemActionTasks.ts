import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { queueTasks, TaskGroup, taskItemKey, type TaskRequest } from '../../../tasks/tasksSlice';

/** The toolbar actions of a detail page that run on the server (PATCH series or movies). */
export type ItemAction = 'sync' | 'scan-disk' | 'search-missing';

export interface ActionItem {
  kind: 'series' | 'movie';
  id: number;
  title: string;
}

const GROUPS = {
  sync: TaskGroup.Sync,
  'scan-disk': TaskGroup.ScanDisk,
  'search-missing': TaskGroup.SearchSubtitles,
} as const;

export function itemActionTask({ kind, id, title }: ActionItem, action: ItemAction): TaskRequest {
  const base = { description: title, itemKey: taskItemKey(kind, id) };
  return kind === 'series'
    ? { ...base, endpoint: 'seriesAction', args: { action, seriesid: id } }
    : { ...base, endpoint: 'movieAction', args: { action, radarrid: id } };
}

/** Runs Sync, Scan Disk or Search on one series or movie as a background task, which marks the item busy meanwhile. */
export function useItemActionTasks() {
  const dispatch = useAppDispatch();
  return useCallback(
    (item: ActionItem, action: ItemAction) =>
      dispatch(queueTasks({ group: GROUPS[action], tasks: [itemActionTask(item, action)] })),
    [dispatch],
  );
}
