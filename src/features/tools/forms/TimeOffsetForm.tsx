import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Plus } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { NumberField } from '../../../components';
import { numberOf, type NumberEntry } from '../../../components/form/numberText';
import { FORM_TOOLS, timeOffsetAction } from '../../../api/subtitleToolActions';
import { useQueueModifications } from '../useQueueModifications';
import { ToolFormButtons } from './ToolFormButtons';
import type { ToolFormProps } from './toolFormProps';

/** What was typed, as a number (NaN for text that is not one, which z.number refuses with its message). */
const typed = z.transform((value: NumberEntry) => numberOf(value) ?? Number.NaN);

const part = (message: string, notWhole: string) =>
  z.pipe(typed, z.number(notWhole).check(z.int(notWhole), z.gte(0, message)));

/** docs/behaviour.md §5: each part at least 0 (the sign toggle, not the numbers, makes an offset negative). */
export const timeOffsetSchema = z.object({
  negative: z.boolean(),
  hour: part('Hour must be larger than 0', 'Hour must be a whole number'),
  min: part('Minute must be larger than 0', 'Minute must be a whole number'),
  sec: part('Second must be larger than 0', 'Second must be a whole number'),
  ms: part('Millisecond must be larger than 0', 'Millisecond must be a whole number'),
});

type TimeOffsetValues = z.input<typeof timeOffsetSchema>;

const PARTS = [
  { name: 'hour', label: 'Hour' },
  { name: 'min', label: 'Minute' },
  { name: 'sec', label: 'Second' },
  { name: 'ms', label: 'Millisecond' },
] as const;

/** Adjust Times...: shifts every line of the selected files later (or earlier with the sign toggle). */
export function TimeOffsetForm({ files, onDone, ...back }: ToolFormProps) {
  const queue = useQueueModifications();
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TimeOffsetValues, unknown, z.output<typeof timeOffsetSchema>>({
    resolver: zodResolver(timeOffsetSchema),
    defaultValues: { negative: false, hour: 0, min: 0, sec: 0, ms: 0 },
  });
  const [negative, ...values] = useWatch({
    control,
    name: ['negative', 'hour', 'min', 'sec', 'ms'],
  });
  // docs/behaviour.md §5: nothing to shift until one part is above zero.
  const anyAboveZero = values.some((value) => (numberOf(value) ?? 0) > 0);

  const submit = handleSubmit((offset) => {
    queue(FORM_TOOLS.timeOffset.taskName, files, timeOffsetAction(offset));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Stack direction="row" align="center" gap="3">
          <Button
            variant="outline"
            size="sm"
            aria-label="Negative offset"
            aria-pressed={negative}
            onClick={() => setValue('negative', !negative)}
          >
            {negative ? <Minus /> : <Plus />}
          </Button>
          <Text color="fg.muted" fontSize="sm">
            {negative ? 'Subtitles show earlier' : 'Subtitles show later'}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {PARTS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberField
                  label={label}
                  value={field.value}
                  onChange={field.onChange}
                  onInvalidText={field.onChange}
                  decimals={0}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <ToolFormButtons {...back} startDisabled={!anyAboveZero} />
      </Stack>
    </form>
  );
}
