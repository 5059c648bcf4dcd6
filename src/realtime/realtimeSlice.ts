import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 'idle' until the socket starts (on authentication) and again after it stops (on logout). */
export type ConnectionState = 'idle' | 'online' | 'offline' | 'error';

/** docs/behaviour.md §8: the realtime failure the critical-error screen shows. */
export const CANNOT_CONNECT_MESSAGE = 'Cannot connect to backend';

interface RealtimeState {
  connection: ConnectionState;
  /** A failure the app cannot work around; the shell shows the critical-error screen while it is set. */
  criticalError: string | null;
}

const initialState: RealtimeState = { connection: 'idle', criticalError: null };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
      if (action.payload === 'error') state.criticalError = CANNOT_CONNECT_MESSAGE;
      // The backend is back (or we stopped listening): the connection failure no longer holds.
      else if (action.payload !== 'offline' && state.criticalError === CANNOT_CONNECT_MESSAGE)
        state.criticalError = null;
    },
    criticalErrorRaised(state, action: PayloadAction<string>) {
      state.criticalError = action.payload;
    },
  },
  selectors: {
    selectConnectionState: (state) => state.connection,
    /** The backend cannot be reached right now: the System button shows it, and queued tasks wait. */
    selectIsBackendOffline: (state) =>
      state.connection === 'offline' || state.connection === 'error',
    selectCriticalError: (state) => state.criticalError,
  },
});

export const { connectionChanged, criticalErrorRaised } = realtimeSlice.actions;
export const { selectConnectionState, selectIsBackendOffline, selectCriticalError } =
  realtimeSlice.selectors;
