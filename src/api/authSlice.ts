import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 'unknown' until the first API answer tells us (SPEC §4). */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

interface AuthState {
  status: AuthStatus;
}

const initialState: AuthState = { status: 'unknown' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The auth-changed event. Every 2xx marks authenticated, a 401 unauthenticated. */
    authChanged(state, action: PayloadAction<boolean>) {
      state.status = action.payload ? 'authenticated' : 'unauthenticated';
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
  },
});

export const { authChanged } = authSlice.actions;
export const { selectAuthStatus, selectIsAuthenticated } = authSlice.selectors;
