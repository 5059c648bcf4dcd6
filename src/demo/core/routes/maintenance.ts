import { badRequest, notFound } from '../http/errors';
import { empty, json } from '../http/responses';
import { BAZARR_VERSION } from '../seed/system';
import { backupDate, backupFilename } from '../state/time';
import type { Route, RouteContext } from './context';

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

/** Runs a task: job_running for a moment, with a 'task' event at the start and at the end. */
function runTask(context: RouteContext) {
  const taskId = context.params.requiredString('taskid');
  const task = context.state.tasks.find((candidate) => candidate.job_id === taskId);
  if (!task) throw notFound('Task not found');
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
      createBackup(context);
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
