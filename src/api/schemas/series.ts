import { z } from 'zod';

// Placeholder until the API schemas land; replaced by the real schema.
export const seriesSchema = z.object({ sonarrSeriesId: z.number(), title: z.string() });
export type Series = z.infer<typeof seriesSchema>;
