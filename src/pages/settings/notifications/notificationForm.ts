import { z } from 'zod/mini';
import type { NotificationProvider } from '../../../api/schemas/settings';

/** docs/behaviour.md §5: a provider must be chosen and the URL must not be empty once trimmed. */
export const notificationFormSchema = z.object({
  name: z
    .nullable(z.string())
    .check(
      z.refine((name) => name !== null && name !== '', 'Please select a notification provider'),
    ),
  url: z.string().check(z.refine((url) => url.trim() !== '', 'URL must not be empty')),
});

export type NotificationFormValues = z.input<typeof notificationFormSchema>;

const isProvider = (value: unknown): value is NotificationProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { enabled?: unknown }).enabled === 'boolean';

/** The providers list of the settings form (the whole Apprise catalogue, each enabled or not). */
export function asNotificationProviders(value: unknown): NotificationProvider[] {
  return Array.isArray(value) ? value.filter(isProvider) : [];
}

/** The list with one provider replaced by its edited version (matched by name). */
export function withProvider(
  providers: readonly NotificationProvider[],
  edited: NotificationProvider,
): NotificationProvider[] {
  return providers.map((provider) => (provider.name === edited.name ? edited : provider));
}
