import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * 'unknown' until the first API answer tells us (docs/behaviour.md §4). 'keyRefused': the page was given an API key and Bazarr
 * answered 401 to it. Bazarr's API checks only the key, and Bazarr gives a key only to a browser it lets in (no
 * authentication, valid basic credentials, or a form login): a login form would not help, the key is wrong.
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated' | 'keyRefused';

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
    /** A 401 to the key the page was given: said as such, not answered with a login form. */
    keyRefused(state) {
      state.status = 'keyRefused';
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
  },
});

export const { authChanged, keyRefused } = authSlice.actions;
export const { selectAuthStatus, selectIsAuthenticated } = authSlice.selectors;
