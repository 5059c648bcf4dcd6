import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppExtra } from '../lib/extra';
import type { RootState } from '../lib/store';

/** What the task runner's listener, and the job helpers it calls, get from the store. */
export type TaskListenerApi = ListenerEffectAPI<
  RootState,
  ThunkDispatch<RootState, AppExtra, UnknownAction>,
  AppExtra
>;
