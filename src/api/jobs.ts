import { baseApi } from './baseApi';
import { dataOf, parsedAs } from './responses';
import { jobListSchema, type Job, type JobStatus } from './schemas/jobs';
import { refreshAfterWrite } from './writeRefresh';

/** What POST system/jobs does to a pending job (Bazarr 1.5.5+). */
export type JobAction = 'force_start' | 'move_top' | 'move_bottom';

/** The lists PATCH system/jobs empties (Bazarr 1.5.4+); a running job cannot be removed. */
export type ClearableJobStatus = Exclude<JobStatus, 'running'>;

/**
 * Bazarr's jobs queue (1.5.3+, `api/system/jobs`). The list is the one place jobs are kept: `jobs` events patch
 * it in place (src/realtime/jobEvents.ts) and re-read it when an event does not carry the whole job.
 */
export const jobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<Job[], void>({
      query: () => 'system/jobs',
      ...parsedAs(jobListSchema, dataOf),
      providesTags: ['Jobs'],
    }),
    /** Removes a pending job (Bazarr announces it with a `jobs` delete event; the list drops it at once here). */
    deleteJob: build.mutation<void, number>({
      query: (id) => ({ url: 'system/jobs', method: 'DELETE', params: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(dropJobs((job) => job.job_id === id)),
          () => undefined,
        );
      },
    }),
    /** Empties one list; Bazarr sends no event for it, so the cached list drops those jobs itself. */
    clearJobs: build.mutation<void, ClearableJobStatus>({
      query: (queueName) => ({ url: 'system/jobs', method: 'PATCH', body: { queueName } }),
      async onQueryStarted(queueName, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(dropJobs((job) => job.status === queueName)),
          () => undefined,
        );
      },
    }),
    /**
     * Starts a pending job now or moves it in the queue. Bazarr sends a `jobs` event for either (a moved job's
     * names only its id, so the list is read again for the new order: src/realtime/jobEvents.ts).
     */
    actOnJob: build.mutation<void, { id: number; action: JobAction }>({
      query: ({ id, action }) => ({ url: 'system/jobs', method: 'POST', body: { id, action } }),
      // A moved job takes its place at once; Bazarr's event (or, offline, the write) then reads the list again.
      async onQueryStarted(arg, lifecycle) {
        await Promise.all([
          refreshAfterWrite(() => ({ evented: ['Jobs'] }))(arg, lifecycle),
          lifecycle.queryFulfilled.then(
            () => lifecycle.dispatch(movedJob(arg.id, arg.action)),
            () => undefined,
          ),
        ]);
      },
    }),
  }),
});

/** A pending job moved to the top or the bottom of the pending ones, as Bazarr's queue now has it. */
function movedJob(id: number, action: JobAction) {
  return jobsApi.util.updateQueryData('getJobs', undefined, (jobs) => {
    if (action === 'force_start') return;
    const from = jobs.findIndex((job) => job.job_id === id && job.status === 'pending');
    const [job] = from < 0 ? [] : jobs.splice(from, 1);
    if (!job) return;
    const pending = jobs.flatMap((other, index) => (other.status === 'pending' ? [index] : []));
    const to =
      action === 'move_top' ? (pending[0] ?? jobs.length) : (pending.at(-1) ?? jobs.length - 1) + 1;
    jobs.splice(to, 0, job);
  });
}

function dropJobs(drop: (job: Job) => boolean) {
  return jobsApi.util.updateQueryData('getJobs', undefined, (jobs) =>
    jobs.filter((job) => !drop(job)),
  );
}

export const selectJobList = jobsApi.endpoints.getJobs.select();

export const { useGetJobsQuery, useDeleteJobMutation, useClearJobsMutation, useActOnJobMutation } =
  jobsApi;
