import { badRequest } from '../http/errors';
import { empty, json } from '../http/responses';
import { jobView } from '../jobs/view';
import type { Route, RouteContext } from './context';

const STATUSES = ['pending', 'running', 'failed', 'completed'];
const QUEUES = ['pending', 'failed', 'completed'] as const;

/** reqparse's `type=int`: an integer or a 400. */
function intParam(context: RouteContext, name: string, help: string): number | undefined {
  const text = context.params.string(name);
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text.trim())) throw badRequest(help);
  return Number(text);
}

function listJobs(context: RouteContext) {
  const id = intParam(context, 'id', 'Job ID to return');
  const status = context.params.string('status') || undefined;
  if (status !== undefined && !STATUSES.includes(status)) throw badRequest('Job status to return');
  const data = context.jobs.list(id, status).map((job) => jobView(job, context.features));
  return json({ data });
}

/** Only a pending job can be removed; anything else is Bazarr's 400. */
function deleteJob(context: RouteContext) {
  const id = intParam(context, 'id', 'Job ID to delete from queue');
  if (id && context.jobs.remove(id)) return empty();
  throw badRequest('Job ID not provided');
}

function clearQueue(context: RouteContext) {
  const name = context.params.string('queueName');
  const queue = QUEUES.find((candidate) => candidate === name);
  if (!queue) throw badRequest('Jobs queue name to empty');
  context.jobs.clear(queue);
  return empty();
}

/** force_start, move_top, move_bottom: 204 whether or not the job was still pending. */
function actOnJob(context: RouteContext) {
  const id = intParam(context, 'id', 'Job ID act onto');
  const action = context.params.string('action');
  if (id === undefined) throw badRequest('Job ID act onto');
  if (action === undefined)
    throw badRequest('Action to perform from ["force_start", "move_top", "move_bottom"]');
  if (action === 'force_start') context.jobs.forceStart(id);
  else if (action === 'move_top') context.jobs.move(id, 'top');
  else if (action === 'move_bottom') context.jobs.move(id, 'bottom');
  return empty();
}

/** api/system/jobs.py, each method from the version that has it. */
export const jobRoutes: Route[] = [
  { method: 'GET', path: '/api/system/jobs', handler: listJobs, since: 'hasJobs' },
  { method: 'DELETE', path: '/api/system/jobs', handler: deleteJob, since: 'hasJobs' },
  { method: 'PATCH', path: '/api/system/jobs', handler: clearQueue, since: 'canClearJobQueue' },
  { method: 'POST', path: '/api/system/jobs', handler: actOnJob, since: 'canReorderJobs' },
];
