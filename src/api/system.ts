import { authChanged } from './authSlice';
import { baseApi } from './baseApi';
import { LIVE_REFRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import {
  backupListSchema,
  healthListSchema,
  logListSchema,
  releaseListSchema,
  searchSuggestionListSchema,
  systemStatusEnvelopeSchema,
  taskListSchema,
  type Backup,
  type HealthIssue,
  type LogEntry,
  type Release,
  type SearchSuggestion,
  type SystemStatus,
  type Task,
} from './schemas/system';

export type SystemAction = 'restart' | 'shutdown';

export interface Credentials {
  username: string;
  password: string;
}

export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET system/ping, used only while Bazarr restarts: silent, since failures are expected until it is back.
     * Never cached, so each poll asks the server.
     */
    pingBackend: build.query<unknown, void>({
      query: () => ({ url: 'system/ping', silent: true }),
      keepUnusedDataFor: 0,
    }),
    systemAction: build.mutation<void, SystemAction>({
      query: (action) => ({ url: 'system', method: 'POST', params: { action } }),
    }),
    login: build.mutation<void, Credentials>({
      query: (credentials) => ({
        url: 'system/account',
        method: 'POST',
        params: { action: 'login' },
        body: { ...credentials },
        // The login page shows the failure under its form.
        silent: true,
      }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'system/account', method: 'POST', params: { action: 'logout' } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(authChanged(false));
        } catch {
          // The error notification is shown by the base query; the session stays as it was.
        }
      },
    }),
    /** Series and movies whose title contains the text (case and accent insensitive). */
    search: build.query<SearchSuggestion[], string>({
      query: (query) => ({ url: 'system/searches', params: { query } }),
      ...parsedAs(searchSuggestionListSchema),
    }),
    getStatus: build.query<SystemStatus, void>({
      query: () => 'system/status',
      ...parsedAs(systemStatusEnvelopeSchema, dataOf),
      providesTags: ['Status'],
    }),
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
      invalidatesTags: ['Logs'],
    }),
    getTasks: build.query<Task[], void>({
      query: () => 'system/tasks',
      ...parsedAs(taskListSchema, dataOf),
      providesTags: ['Tasks'],
    }),
    /** Runs a scheduled task now, by its job id. */
    runTask: build.mutation<void, string>({
      query: (taskid) => ({ url: 'system/tasks', method: 'POST', body: { taskid } }),
      invalidatesTags: ['Tasks'],
    }),
    getBackups: build.query<Backup[], void>({
      query: () => 'system/backups',
      ...parsedAs(backupListSchema, dataOf),
      providesTags: ['Backups'],
    }),
    createBackup: build.mutation<void, void>({
      query: () => ({ url: 'system/backups', method: 'POST' }),
      invalidatesTags: ['Backups'],
    }),
    /** Restores a backup; Bazarr restarts afterwards. */
    restoreBackup: build.mutation<void, string>({
      query: (filename) => ({ url: 'system/backups', method: 'PATCH', body: { filename } }),
    }),
    deleteBackup: build.mutation<void, string>({
      query: (filename) => ({ url: 'system/backups', method: 'DELETE', body: { filename } }),
      invalidatesTags: ['Backups'],
    }),
    /** Sends a test notification to an Apprise URL. */
    testNotification: build.mutation<void, string>({
      query: (url) => ({ url: 'system/notifications', method: 'PATCH', body: { url } }),
    }),
  }),
});

export const {
  usePingBackendQuery,
  useSystemActionMutation,
  useLoginMutation,
  useLogoutMutation,
  useSearchQuery,
  useGetStatusQuery,
  useGetHealthQuery,
  useGetReleasesQuery,
  useDeleteLogsMutation,
  useRunTaskMutation,
  useGetBackupsQuery,
  useCreateBackupMutation,
  useRestoreBackupMutation,
  useDeleteBackupMutation,
  useTestNotificationMutation,
} = systemApi;

/** Polls every 60 s (LIVE_REFRESH). */
export const useGetLogsQuery: typeof systemApi.useGetLogsQuery = (arg, options) =>
  systemApi.useGetLogsQuery(arg, { ...LIVE_REFRESH, ...options });
/** Polls every 60 s (LIVE_REFRESH). */
export const useGetTasksQuery: typeof systemApi.useGetTasksQuery = (arg, options) =>
  systemApi.useGetTasksQuery(arg, { ...LIVE_REFRESH, ...options });
