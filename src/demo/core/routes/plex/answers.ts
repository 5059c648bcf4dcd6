import { json } from '../../http/responses';

/** Bazarr's Plex routes answer their errors as `{error}` (some with a `code`). */
export const error = (message: string, status: number, extra: Record<string, string> = {}) =>
  json({ error: message, ...extra }, status);

/** Python's quote_plus. */
export const quotePlus = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
