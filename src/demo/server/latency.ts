/**
 * Response times of a real Bazarr on a 2-core machine (docs/performance.md, 'Cost on a real Bazarr'), for DEMO_LATENCY=real:
 * about 0.5 ms per series, 1 ms per movie and 0.8 ms per episode in a list answer, 0.45 s for badges.
 */
const PER_ITEM_MS: Record<string, number> = {
  '/api/series': 0.5,
  '/api/movies': 1,
  '/api/episodes': 0.8,
};

export function realLatencyMs(path: string, body: string): number {
  if (path === '/api/badges') return 450;
  const perItem = PER_ITEM_MS[path];
  if (perItem === undefined) return path.startsWith('/api/') ? 10 : 0;
  return 10 + itemCount(body) * perItem;
}

function itemCount(body: string): number {
  try {
    const parsed = JSON.parse(body) as { data?: unknown };
    return Array.isArray(parsed.data) ? parsed.data.length : 0;
  } catch {
    return 0;
  }
}
