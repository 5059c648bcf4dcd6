import { useParams } from 'react-router-dom';

/** docs/behaviour.md §8: where an invalid or unknown id leads. */
export const NOT_FOUND_PATH = '/not-found';

/** The numeric id of a detail route ('/series/12'), or null when it is not a plain positive number. */
export function parseItemId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** The `:id` of the current route, parsed. */
export function useItemIdParam(): number | null {
  return parseItemId(useParams().id);
}
