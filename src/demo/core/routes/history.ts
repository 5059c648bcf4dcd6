import { badRequest } from '../http/errors';
import { pageOf } from '../http/params';
import { json } from '../http/responses';
import { historyOf } from '../state/history';
import { DAY_MS, isoDate } from '../state/time';
import { episodeHistoryView, movieHistoryView } from '../state/views';
import type { HistoryRecord, MediaKind } from '../state/types';
import type { Route, RouteContext } from './context';

function historyList(context: RouteContext, kind: MediaKind, idName: string) {
  const { state, params } = context;
  const itemId = params.int(idName);
  const records = historyOf(state, kind, itemId);
  const { start, length } = params.page();
  const view = kind === 'episode' ? episodeHistoryView : movieHistoryView;
  const now = context.now();
  const data = pageOf(records, start, length).map((record) => view(record, state, now));
  // Bazarr's total is the whole history of the kind, even when filtered by item.
  return json({ data, total: state.history.filter((record) => record.kind === kind).length });
}

const DELAYS: Record<string, number> = { week: 6, month: 30, trimester: 90, year: 364 };

/** Per-day counts over the time frame, zero days included, for series and for movies. */
function stats(context: RouteContext) {
  const { params, state } = context;
  const timeFrame = params.string('timeFrame') ?? 'month';
  const delay = DELAYS[timeFrame];
  if (delay === undefined) throw badRequest(`Unknown timeFrame: ${timeFrame}`);
  const action = params.string('action') ?? 'All';
  if (action !== 'All' && !/^[0-6]$/.test(action)) throw badRequest(`Unknown action: ${action}`);
  const actions = action === 'All' ? [1, 2, 3] : [Number(action)];
  const provider = params.string('provider') ?? 'All';
  const language = params.string('language') ?? 'All';
  const today = Date.parse(`${isoDate(context.now())}T00:00:00Z`);
  const first = today - delay * DAY_MS;
  const keep = (record: HistoryRecord) =>
    actions.includes(record.action) &&
    (provider === 'All' || record.provider === provider) &&
    (language === 'All' || record.code2 === language) &&
    record.time >= first;
  const countDays = (kind: MediaKind) => {
    const counts = new Map<string, number>();
    for (const record of state.history) {
      if (record.kind !== kind || !keep(record)) continue;
      const day = isoDate(record.time);
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return Array.from({ length: delay + 1 }, (_, index) => {
      const date = isoDate(first + index * DAY_MS);
      return { date, count: counts.get(date) ?? 0 };
    });
  };
  return json({ series: countDays('episode'), movies: countDays('movie') });
}

export const historyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/episodes/history',
    handler: (context) => historyList(context, 'episode', 'episodeid'),
  },
  {
    method: 'GET',
    path: '/api/movies/history',
    handler: (context) => historyList(context, 'movie', 'radarrid'),
  },
  { method: 'GET', path: '/api/history/stats', handler: stats },
];
