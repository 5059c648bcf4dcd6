import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { EndpointName } from '../api';
import type { ToolTaskName } from '../api/subtitleToolActions';
import type { EndpointArgs } from './endpointByName';

/** docs/behaviour.md §4: the names background tasks are queued under (also the title of their progress notification). */
export const TaskGroup = {
  UploadSubtitles: 'Uploading subtitles...',
  DownloadSubtitles: 'Downloading subtitles...',
  DeleteSubtitles: 'Deleting subtitles...',
  SearchSubtitles: 'Searching subtitles...',
  ScanDisk: 'Scanning disk...',
  /** Re-reading one series or movie from Sonarr or Radarr, as Bazarr names it. */
  Sync: 'Syncing...',
  /** Bazarr 1.5.4+: a scheduled task run now, followed through its job. */
  RunTask: 'Running tasks...',
  /** Bazarr 1.5.4+: Backup Now, followed through its job. */
  Backup: 'Backing up...',
  /** Bazarr 1.6.1+: an embedded track written to a subtitle file. */
  ExtractSubtitles: 'Extracting subtitles...',
} as const;

/** Subtitle Tools tasks are queued under the tool's own name ('Syncing Subtitle', 'Remove HI Tags'...). */
export type TaskGroupName = (typeof TaskGroup)[keyof typeof TaskGroup] | ToolTaskName;

/**
 * Which library item a task works on, so its page can disable actions meanwhile (docs/behaviour.md §6); also a scheduled task
 * (`task-update_series`) or the backup being made, whose buttons spin meanwhile.
 */
export type TaskItemKey =
  `${'series' | 'movie' | 'episode'}-${number}` | `task-${string}` | 'backup';

export function taskItemKey(kind: 'series' | 'movie' | 'episode', id: number): TaskItemKey {
  return `${kind}-${id}`;
}

/** One API call to make in the background: an endpoint, by name, and its argument (checked per endpoint). */
export type TaskRequest = {
  [N in EndpointName]: {
    description: string;
    endpoint: N;
    args: EndpointArgs<N>;
    itemKey?: TaskItemKey;
  };
}[EndpointName];

/** What the store keeps of a task: its arguments may hold files, so they stay with the runner. */
export interface QueuedTask {
  id: string;
  description: string;
  endpoint: EndpointName;
  itemKey?: TaskItemKey;
}

export interface QueuedGroup {
  /** Also the id of the group's progress notification. */
  id: string;
  name: TaskGroupName;
  tasks: QueuedTask[];
  /** How many of `tasks` have finished; the next one to run is `tasks[finished]`. */
  finished: number;
}

interface TasksState {
  /** Groups in the order they were queued; a group leaves when its last task finishes. */
  groups: QueuedGroup[];
}

const initialState: TasksState = { groups: [] };

export interface QueueTasksPayload {
  group: TaskGroupName;
  tasks: QueuedTask[];
}

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    /**
     * Queues tasks under a group name; a group already waiting or running takes them at its end.
     * The arguments travel in `meta.arg`, which the serializability check skips as it does for
     * RTK Query's own thunks (upload arguments hold File objects).
     */
    queueTasks: {
      reducer(
        state,
        action: PayloadAction<QueueTasksPayload, string, { arg: Record<string, unknown> }>,
      ) {
        const { group: name, tasks } = action.payload;
        if (tasks.length === 0) return;
        const group = state.groups.find((candidate) => candidate.name === name);
        if (group) group.tasks.push(...tasks);
        else state.groups.push({ id: `task-group-${nanoid()}`, name, tasks, finished: 0 });
      },
      prepare({ group, tasks }: { group: TaskGroupName; tasks: readonly TaskRequest[] }) {
        const arg: Record<string, unknown> = {};
        const queued = tasks.map(({ description, endpoint, args, itemKey }) => {
          const id = nanoid();
          arg[id] = args;
          return { id, description, endpoint, ...(itemKey ? { itemKey } : {}) };
        });
        return { payload: { group, tasks: queued }, meta: { arg } };
      },
    },
    taskFinished(state, action: PayloadAction<{ groupId: string }>) {
      const group = state.groups.find((candidate) => candidate.id === action.payload.groupId);
      if (group) group.finished += 1;
    },
    groupFinished(state, action: PayloadAction<{ groupId: string }>) {
      state.groups = state.groups.filter((group) => group.id !== action.payload.groupId);
    },
  },
  selectors: {
    selectTaskGroups: (state) => state.groups,
    selectIsAnyTaskRunning: (state) => state.groups.length > 0,
    /** True while a task for the item waits or runs. */
    selectIsItemBusy: (state, itemKey: TaskItemKey) =>
      state.groups.some((group) =>
        group.tasks.slice(group.finished).some((task) => task.itemKey === itemKey),
      ),
  },
});

export const { queueTasks, taskFinished, groupFinished } = tasksSlice.actions;
export const { selectTaskGroups, selectIsAnyTaskRunning, selectIsItemBusy } = tasksSlice.selectors;
