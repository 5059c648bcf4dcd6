import { selectBackend } from './backend/selectBackend';
import { baseApi } from './baseApi';
import { LIVE_REFRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import {
  backupListSchema,
  healthListSchema,
  logListSchema,
  releaseListSchema,
  taskListSchema,
  type Backup,
  type HealthIssue,
  type LogEntry,
  type Release,
  type Task,
} from './schemas/systemPages';
import { refreshAfterWrite } from './writeRefresh';

/** The System pages' endpoints (health, releases, logs, tasks, backups): in their chunk, not the shell's. */
export const systemPagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthIssue[], void>({
      query: () => 'system/health',
      ...parsedAs(healthListSchema, dataOf),
      providesTags: ['Health'],
    }),
    getReleases: build.query<Release[], void>({
      query: () => 'system/releases',
      ...parsedAs(releaseListSchema, dataOf),
      providesTags: ['Releases'],
    }),
    getLogs: build.query<LogEntry[], void>({
      query: () => 'system/logs',
      ...parsedAs(logListSchema, dataOf),
      providesTags: ['Logs'],
    }),
    deleteLogs: build.mutation<void, void>({
      query: () => ({ url: 'system/logs', method: 'DELETE' }),
      // Bazarr sends no event when its log is emptied.
      onQueryStarted: refreshAfterWrite(() => ({ always: ['Logs'] })),
    }),
    getTasks: build.query<Task[], void>({
      query: () => 'system/tasks',
      ...parsedAs(taskListSchema, dataOf),
      providesTags: ['Tasks'],
    }),
    /** Runs a scheduled task now, by its job id. */
    runTask: build.mutation<void, string>({
      query: (taskid) => ({ url: 'system/tasks', method: 'POST', body: { taskid } }),
      // Bazarr's scheduler sends a `task` event when the task starts and when it ends.
      onQueryStarted: refreshAfterWrite(() => ({ evented: ['Tasks'] })),
    }),
    getBackups: build.query<Backup[], void>({
      query: () => 'system/backups',
      ...parsedAs(backupListSchema, dataOf),
      providesTags: ['Backups'],
    }),
    createBackup: build.mutation<void, void>({
      query: () => ({ url: 'system/backups', method: 'POST' }),
      // The `backup` event (1.5.6) tells once the file is written; before it, nothing does.
      onQueryStarted: refreshAfterWrite((_: void, { state }) =>
        selectBackend(state).hasBackupEvent ? { evented: ['Backups'] } : { always: ['Backups'] },
      ),
    }),
    /**
     * Restores a backup; Bazarr restarts afterwards, and what the app shows is read again once it is back (the
     * restart screen), so this write refreshes nothing itself.
     */
    restoreBackup: build.mutation<void, string>({
      query: (filename) => ({ url: 'system/backups', method: 'PATCH', body: { filename } }),
    }),
    deleteBackup: build.mutation<void, string>({
      query: (filename) => ({ url: 'system/backups', method: 'DELETE', body: { filename } }),
      // Bazarr sends no event when a backup is deleted.
      onQueryStarted: refreshAfterWrite(() => ({ always: ['Backups'] })),
    }),
  }),
});

export const {
  useGetHealthQuery,
  useGetReleasesQuery,
  useDeleteLogsMutation,
  useRunTaskMutation,
  useGetBackupsQuery,
  useCreateBackupMutation,
  useRestoreBackupMutation,
  useDeleteBackupMutation,
} = systemPagesApi;

/** Polls every 60 s (LIVE_REFRESH). */
export const useGetLogsQuery: typeof systemPagesApi.useGetLogsQuery = (arg, options) =>
  systemPagesApi.useGetLogsQuery(arg, { ...LIVE_REFRESH, ...options });
/** Polls every 60 s (LIVE_REFRESH). */
export const useGetTasksQuery: typeof systemPagesApi.useGetTasksQuery = (arg, options) =>
  systemPagesApi.useGetTasksQuery(arg, { ...LIVE_REFRESH, ...options });
