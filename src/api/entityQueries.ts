import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { z } from 'zod/mini';
import type { ApiError, ApiRequest } from './baseQuery';
import { fetchParsed } from './responses';

/** Ids per request: the query string stays well under the 8 KB request line of common reverse proxies. */
export const MAX_IDS_PER_REQUEST = 200;

/** What the cache keeps of a library list: ids (the entities live in the entity slices) and the total. */
export interface EntityIds {
  ids: number[];
  total: number;
}

export const NO_ENTITIES: EntityIds = { ids: [], total: 0 };

type BaseQueryCall = Parameters<typeof fetchParsed>[0];

interface EntityListOptions<E> {
  /** `{data}` or `{data, total}`; without a total, the list is complete. */
  schema: z.ZodMiniType<{ data: E[]; total?: number }>;
  selectId: (entity: E) => number;
  /** The entity slice action that stores what the server answered. */
  received: (entities: E[]) => UnknownAction;
}

/**
 * The `queryFn` body of the library lists: fetch, parse, hand the entities to their slice, and give the
 * cache only their ids and the total.
 */
export async function fetchEntities<E>(
  baseQuery: BaseQueryCall,
  request: ApiRequest,
  dispatch: (action: UnknownAction) => unknown,
  { schema, selectId, received }: EntityListOptions<E>,
): Promise<QueryReturnValue<EntityIds, ApiError, FetchBaseQueryMeta | undefined>> {
  const result = await fetchParsed(baseQuery, request, schema);
  if (result.error) return { error: result.error };
  const { data, total } = result.data;
  dispatch(received(data));
  return { data: { ids: data.map(selectId), total: total ?? data.length } };
}
