import { SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { NumberField } from '../../../components';
import { numberOf, type NumberEntry } from '../../../components/form/numberText';
import { FORM_TOOLS, frameRateAction } from '../../../api/subtitleToolActions';
import { useQueueModifications } from '../useQueueModifications';
import { ToolFormButtons } from './ToolFormButtons';
import type { ToolFormProps } from './toolFormProps';

/** docs/behaviour.md §5: frame rates have two decimals. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** What was typed, as a number (NaN for text that is not one, which z.number refuses with its message). */
const typed = z.transform((value: NumberEntry) => numberOf(value) ?? Number.NaN);

const frameRate = (message: string, notNumber: string) =>
  z.pipe(z.pipe(typed, z.number(notNumber).check(z.gt(0, message))), z.transform(twoDecimals));

export const frameRateSchema = z.object({
  from: frameRate('The From value must be larger than 0', 'The From value must be a number'),
  to: frameRate('The To value must be larger than 0', 'The To value must be a number'),
});

/** Change Frame Rate...: retimes the selected files from one frame rate to another. */
export function FrameRateForm({ files, onDone, ...back }: ToolFormProps) {
  const queue = useQueueModifications();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof frameRateSchema>, unknown, z.output<typeof frameRateSchema>>({
    resolver: zodResolver(frameRateSchema),
    defaultValues: { from: 0, to: 0 },
  });

  const submit = handleSubmit(({ from, to }) => {
    queue(FORM_TOOLS.frameRate.taskName, files, frameRateAction(from, to));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {(['from', 'to'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberField
                  label={name === 'from' ? 'From' : 'To'}
                  value={field.value}
                  onChange={field.onChange}
                  onInvalidText={field.onChange}
                  decimals={2}
                  step={0.01}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <ToolFormButtons {...back} />
      </Stack>
    </form>
  );
}
