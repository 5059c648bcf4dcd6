import { badRequest } from '../http/errors';
import { json } from '../http/responses';
import { posterOf } from '../state/views';
import type { Route, RouteContext } from './context';

/** Lower case without diacritics: 'Pokémon' matches 'pokemon'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Global search: accent- and case-insensitive substring match on titles, closest titles first. */
function search(context: RouteContext) {
  const query = context.params.string('query');
  if (query === undefined) throw badRequest('Missing parameter: query');
  const needle = fold(query.trim());
  if (needle === '') return json([]);
  const { state } = context;
  const series = [...state.series.values()]
    .filter((item) => fold(item.title).includes(needle))
    .map((item) => ({
      title: item.title,
      year: item.year,
      sonarrSeriesId: item.id,
      poster: posterOf(context.baseUrl, 'series', item.id),
    }));
  const movies = [...state.movies.values()]
    .filter((item) => fold(item.title).includes(needle))
    .map((item) => ({
      title: item.title,
      year: item.year,
      radarrId: item.id,
      poster: posterOf(context.baseUrl, 'movies', item.id),
    }));
  const rank = (title: string) => (fold(title).startsWith(needle) ? 0 : 1);
  const results = [...series, ...movies].sort(
    (a, b) =>
      rank(a.title) - rank(b.title) ||
      a.title.length - b.title.length ||
      a.title.localeCompare(b.title),
  );
  return json(results);
}

export const searchRoutes: Route[] = [
  { method: 'GET', path: '/api/system/searches', handler: search },
];
