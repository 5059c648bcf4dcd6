import { z } from 'zod/mini';
import { count } from './common';

/** GET badges: a flat object of counts. The SignalR fields are texts, empty when SignalR is off. */
export const badgesSchema = z.object({
  episodes: count,
  movies: count,
  providers: count,
  status: count,
  announcements: count,
  sonarr_signalr: z.pipe(
    z.nullish(z.string()),
    z.transform((state) => state ?? ''),
  ),
  radarr_signalr: z.pipe(
    z.nullish(z.string()),
    z.transform((state) => state ?? ''),
  ),
});
export type Badges = z.output<typeof badgesSchema>;
