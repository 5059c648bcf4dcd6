import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Selector } from '../../../components';
import { colorAction, FORM_TOOLS } from '../../../api/subtitleToolActions';
import { useQueueModifications } from '../useQueueModifications';
import { COLOR_OPTIONS, COLOR_VALUES } from '../colors';
import { ToolFormButtons } from './ToolFormButtons';
import type { ToolFormProps } from './toolFormProps';

export const colorToolSchema = z.object({
  color: z.enum(COLOR_VALUES, { error: 'Must select a color' }),
});

/** Add Color...: colours every line of the selected files (docs/behaviour.md §5: one of the 16 colours). */
export function ColorToolForm({ files, onDone, ...back }: ToolFormProps) {
  const queue = useQueueModifications();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof colorToolSchema>, unknown, z.output<typeof colorToolSchema>>({
    resolver: zodResolver(colorToolSchema),
  });

  const submit = handleSubmit(({ color }) => {
    queue(FORM_TOOLS.color.taskName, files, colorAction(color));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <Selector
              label="Color"
              required
              options={COLOR_OPTIONS}
              value={field.value ?? null}
              onChange={(color) => field.onChange(color ?? undefined)}
              error={errors.color?.message}
            />
          )}
        />
        <ToolFormButtons {...back} />
      </Stack>
    </form>
  );
}
