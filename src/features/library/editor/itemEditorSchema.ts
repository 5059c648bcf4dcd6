import { z } from 'zod/mini';

/** docs/behaviour.md §5 / §8: the item editor submitted without a valid item id. */
export const INVALID_PROFILE = 'Invalid profile';

/**
 * The item editor form: the item it edits and the chosen language profile (null: none). An item that is
 * not known (not loaded, or a bad id) puts 'Invalid profile' on the profile field instead of sending anything.
 */
export const itemEditorSchema = z
  .object({
    itemId: z.nullable(z.number()),
    profileId: z.nullable(z.number().check(z.int())),
  })
  .check(
    z.superRefine(({ itemId }, context) => {
      if (itemId === null || !Number.isInteger(itemId) || itemId < 1) {
        context.addIssue({ code: 'custom', path: ['profileId'], message: INVALID_PROFILE });
      }
    }),
  );

export type ItemEditorValues = z.infer<typeof itemEditorSchema>;
