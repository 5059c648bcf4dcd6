/**
 * docs/behaviour.md §9: badges, logs, announcements and tasks are refreshed every 60 s and re-read on mount when older
 * than 10 s. Their exported hooks apply these options; a caller's own options win.
 */
export const LIVE_REFRESH = { pollingInterval: 60_000, refetchOnMountOrArgChange: 10 } as const;

/**
 * docs/behaviour.md §9: provider search results (and connection tests) are always fresh: dropped as soon as nobody uses
 * them, and fetched again for every new subscription. Spread into an endpoint definition.
 */
export const ALWAYS_FRESH = { keepUnusedDataFor: 0, forceRefetch: () => true } as const;
