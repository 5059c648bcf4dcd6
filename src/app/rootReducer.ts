import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../api/authSlice';
import { episodesSlice } from '../entities/episodesSlice';
import { moviesSlice } from '../entities/moviesSlice';
import { seriesSlice } from '../entities/seriesSlice';
import { colorModeSlice } from '../layout/colorMode/colorModeSlice';
import { uiSlice } from '../layout/uiSlice';
import { expandedSeasonsSlice } from '../pages/series/detail/expandedSeasonsSlice';
import { notificationsSlice } from '../notifications/notificationsSlice';
import { realtimeSlice } from '../realtime/realtimeSlice';
import { tasksSlice } from '../tasks/tasksSlice';

/**
 * The store's state, apart from its middleware (store.ts): the API cache, entities, the app's services, and the
 * one slice a page owns (the series page's open seasons). Injecting that slice from its page (combineSlices)
 * would put 0.4 KB gzip of RTK's injection code on every first visit, for a slice of a few bytes.
 */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [seriesSlice.reducerPath]: seriesSlice.reducer,
  [moviesSlice.reducerPath]: moviesSlice.reducer,
  [episodesSlice.reducerPath]: episodesSlice.reducer,
  [realtimeSlice.reducerPath]: realtimeSlice.reducer,
  [tasksSlice.reducerPath]: tasksSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [colorModeSlice.reducerPath]: colorModeSlice.reducer,
  [expandedSeasonsSlice.reducerPath]: expandedSeasonsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
