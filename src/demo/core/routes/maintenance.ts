import { badRequest, notFound } from '../http/errors';
import { empty, json } from '../http/responses';
import { BAZARR_VERSION } from '../seed/system';
import { backupDate, backupFilename } from '../state/time';
import type { JobSpec } from '../jobs/records';
import type { JobWork, Route, RouteContext } from './context';
import { asJob, oneStepJob, wantedSearchJob, wantedSearchSpec } from './jobRuns';

/** How long a task run shows as running. */
export const TASK_RUN_MS = 1500;

function tasks(context: RouteContext) {
  const taskId = context.params.string('taskid');
  const list = context.state.tasks.filter((task) => !taskId || task.job_id === taskId);
  return json({
    data: list.map((task) => ({
      interval: task.interval,
      job_id: task.job_id,
      job_running: task.running,
      name: task.name,
      next_run_in: task.next_run_in,
      next_run_time: task.next_run_in,
    })),
  });
}

/** backup_to_zip: a job from 1.5.4, renamed once the file is written; the `backup` event from 1.5.6-beta.10. */
function backupJob(context: RouteContext, run: (spec: JobSpec, work: JobWork) => void): void {
  run(
    { name: 'Backing up Database and Configuration File' },
    oneStepJob((current, job) => {
      createBackup(current);
      job.rename('Backed up Database and Configuration File');
      if (current.features.hasBackupEvent) current.emit('backup', null);
    }),
  );
}

function createBackup(context: RouteContext): void {
  const time = context.now();
  const filename = backupFilename(time, BAZARR_VERSION);
  context.state.backups = context.state.backups.filter((backup) => backup.filename !== filename);
  context.state.backups.push({
    filename,
    size: `${(90 + (time % 100) / 10).toFixed(1)} KB`,
    time,
    type: 'backup',
  });
}

/** How long the scheduler shows a task as running from 1.5.6: the time it takes to queue its job. */
export const TASK_QUEUE_MS = 50;

/** The jobs each task queues from 1.5.6 (the add_job_from_function of the function the scheduler runs). */
function queueTaskJobs(context: RouteContext, taskId: string): void {
  const queue = (spec: JobSpec, work: JobWork) => context.jobs.queue(spec, work);
  const sync = (what: string, manager: string, count: number, titles: () => string[]) =>
    queue(
      { name: `Syncing ${what} with ${manager}`, isProgress: true },
      countedJob(count, titles, `Synced ${what} with ${manager}`),
    );
  const { state } = context;
  const seriesTitles = () => state.seriesOrder.map((id) => state.series.get(id)?.title ?? '');
  const movieTitles = () => state.movieOrder.map((id) => state.movies.get(id)?.title ?? '');
  if (taskId === 'backup') backupJob(context, queue);
  else if (taskId === 'wanted_search_missing_subtitles_series')
    queue(wantedSearchSpec('episode'), wantedSearchJob('episode'));
  else if (taskId === 'wanted_search_missing_subtitles_movies')
    queue(wantedSearchSpec('movie'), wantedSearchJob('movie'));
  else if (taskId === 'update_series') sync('series', 'Sonarr', state.series.size, seriesTitles);
  else if (taskId === 'update_movies') sync('movies', 'Radarr', state.movies.size, movieTitles);
  else if (taskId === 'series_full_scan_subtitles')
    queue(
      { name: 'Indexing all existing episodes subtitles', isProgress: true },
      countedJob(state.series.size, seriesTitles),
    );
  else if (taskId === 'movies_full_scan_subtitles')
    queue(
      { name: 'Indexing all existing movies subtitles', isProgress: true },
      countedJob(state.movies.size, movieTitles),
    );
  else if (taskId === 'upgrade_subtitles') {
    queue(
      { name: 'Trying to upgrade episodes subtitles', isProgress: true },
      countedJob(0, () => []),
    );
    queue(
      { name: 'Trying to upgrade movies subtitles', isProgress: true },
      countedJob(0, () => []),
    );
  } else {
    const names: Record<string, string> = {
      update_release: 'Updating Release Info',
      update_announcements: 'Updating Announcements File',
      check_health: 'Checking Health',
      cache_cleanup: 'Performing Cache Maintenance',
    };
    queue(
      { name: names[taskId] ?? taskId },
      oneStepJob(() => undefined),
    );
  }
}

/**
 * Progress over `count` items named by `titles` (a sync or an index), a few items a step so that a big library
 * does not take minutes; renamed at the end when Bazarr renames it.
 */
function countedJob(count: number, titles: () => string[], doneName?: string): JobWork {
  return function* (_context, job) {
    const names = titles();
    job.progress(null, count);
    if (count === 0) job.progress('max');
    const perStep = Math.max(1, Math.ceil(count / 20));
    for (let index = 1; index <= count; index += 1) {
      job.progress(index, null, names[index - 1] ?? '');
      if (index % perStep === 0) yield;
    }
    if (doneName) job.rename(doneName);
  };
}

/**
 * Runs a task: job_running with a 'task' event at the start and at the end. Up to 1.5.5 the task does its work
 * for TASK_RUN_MS; from 1.5.6 it only queues its job(s), so it runs for a moment and the job carries the work.
 */
function runTask(context: RouteContext) {
  const taskId = context.params.requiredString('taskid');
  const task = context.state.tasks.find((candidate) => candidate.job_id === taskId);
  if (!task) throw notFound('Task not found');
  if (context.features.queuesWork) {
    task.running = true;
    context.emit('task', null);
    queueTaskJobs(context, taskId);
    context.later(TASK_QUEUE_MS, () => {
      task.running = false;
      context.emit('task', null);
    });
    return empty();
  }
  if (!task.running) {
    task.running = true;
    context.emit('task', null);
    context.later(TASK_RUN_MS, () => {
      if (task.job_id === 'backup') createBackup(context);
      task.running = false;
      context.emit('task', null);
    });
  }
  return empty();
}

function backups(context: RouteContext) {
  const data = [...context.state.backups]
    .sort((a, b) => b.time - a.time)
    .map((backup) => ({
      date: backupDate(backup.time),
      filename: backup.filename,
      size: backup.size,
      type: backup.type,
    }));
  return json({ data });
}

function findBackup(context: RouteContext) {
  const filename = context.params.requiredString('filename');
  const backup = context.state.backups.find((candidate) => candidate.filename === filename);
  if (!backup) throw notFound('Backup not found');
  return backup;
}

function announcements(context: RouteContext) {
  const data = context.state.announcements
    .filter((item) => !item.dismissed)
    .map(({ text, link, hash, dismissible, timestamp }) => ({
      text,
      link,
      hash,
      dismissible,
      timestamp,
      enabled: true,
    }))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return json({ data });
}

function dismiss(context: RouteContext) {
  const hash = context.params.string('hash');
  if (!hash) throw badRequest('Missing parameter: hash');
  const item = context.state.announcements.find((candidate) => candidate.hash === hash);
  if (item?.dismissible) {
    item.dismissed = true;
    context.emit('badges', null);
  }
  return empty();
}

export const maintenanceRoutes: Route[] = [
  { method: 'GET', path: '/api/system/tasks', handler: tasks },
  { method: 'POST', path: '/api/system/tasks', handler: runTask },
  { method: 'GET', path: '/api/system/backups', handler: backups },
  {
    method: 'POST',
    path: '/api/system/backups',
    handler: (context) => {
      if (context.features.actionsAreJobs)
        backupJob(context, (spec, work) => asJob(context, spec, work));
      else createBackup(context);
      return empty();
    },
  },
  {
    method: 'PATCH',
    path: '/api/system/backups',
    handler: (context) => {
      findBackup(context);
      context.lifecycle.restart();
      return empty();
    },
  },
  {
    method: 'DELETE',
    path: '/api/system/backups',
    handler: (context) => {
      const backup = findBackup(context);
      context.state.backups = context.state.backups.filter((candidate) => candidate !== backup);
      return empty();
    },
  },
  { method: 'GET', path: '/api/system/announcements', handler: announcements },
  { method: 'POST', path: '/api/system/announcements', handler: dismiss },
];
