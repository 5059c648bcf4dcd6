import { baseApi } from '../api/baseApi';

/**
 * GET system/ping, used only while Bazarr restarts: silent, since failures are expected until it is back.
 * Never cached, so each poll asks the server.
 */
const pingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pingBackend: build.query<unknown, void>({
      query: () => ({ url: 'system/ping', silent: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePingBackendQuery } = pingApi;
