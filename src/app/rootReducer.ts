import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../api/authSlice';
import { episodesSlice } from '../entities/episodesSlice';
import { moviesSlice } from '../entities/moviesSlice';
import { seriesSlice } from '../entities/seriesSlice';
import { uiSlice } from '../layout/uiSlice';
import { notificationsSlice } from '../notifications/notificationsSlice';
import { realtimeSlice } from '../realtime/realtimeSlice';
import { tasksSlice } from '../tasks/tasksSlice';

/**
 * Slices a page owns inject themselves when their page loads (`slice.injectInto(rootReducer)`), declaring their
 * part of the state here by module augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's state, apart from its middleware (store.ts): the API cache, entities, and the app's services. */
export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  notificationsSlice,
  seriesSlice,
  moviesSlice,
  episodesSlice,
  realtimeSlice,
  tasksSlice,
  uiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
