import { z } from 'zod';
import { count } from './common';

/** GET badges: a flat object of counts. The SignalR fields are texts, empty when SignalR is off. */
export const badgesSchema = z.object({
  episodes: count,
  movies: count,
  providers: count,
  status: count,
  announcements: count,
  sonarr_signalr: z
    .string()
    .nullish()
    .transform((state) => state ?? ''),
  radarr_signalr: z
    .string()
    .nullish()
    .transform((state) => state ?? ''),
});
export type Badges = z.output<typeof badgesSchema>;
