import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Placeholder: the realtime work replaces this file.
export type ConnectionState = 'idle' | 'online' | 'offline' | 'error';

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: { connection: 'idle' as ConnectionState },
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
  },
});
