import { Box, HStack, Stack } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { ActionIconButton, SearchableSelector, Selector } from '../../../components';
import {
  FileName,
  FlagBox,
  flagPatch,
  sameRowView,
  StatusIcon,
  type UploadRowsLayoutProps,
  type UploadRowViewProps,
} from './uploadRowParts';

function UploadRowCard({
  row,
  check,
  languageOptions,
  episodeOptions,
  exclusiveFlags,
  onChange,
  onRemove,
}: UploadRowViewProps) {
  const setFlag = (flag: 'hi' | 'forced', checked: boolean) =>
    onChange(row.id, flagPatch(flag, checked, exclusiveFlags));
  return (
    <Box as="li" data-state={check.state} borderWidth="1px" borderColor="border" rounded="md" p="3">
      <HStack align="flex-start" gap="2">
        <Box pt="0.5">
          <StatusIcon check={check} />
        </Box>
        <Box flex="1" minW="0">
          <FileName row={row} check={check} />
        </Box>
        <ActionIconButton
          icon={<Trash2 />}
          label="Remove"
          colorPalette="red"
          onClick={() => onRemove(row.id)}
        />
      </HStack>
      <Stack gap="3" mt="3">
        <Selector
          label="Language"
          options={languageOptions}
          value={row.language}
          clearable
          lazy
          disabled={row.pending}
          onChange={(language) => onChange(row.id, { language })}
        />
        <HStack gap="6">
          <FlagBox
            label="Forced"
            showLabel
            checked={row.forced}
            disabled={row.pending}
            onChange={(checked) => setFlag('forced', checked)}
          />
          <FlagBox
            label="HI"
            showLabel
            checked={row.hi}
            disabled={row.pending}
            onChange={(checked) => setFlag('hi', checked)}
          />
        </HStack>
        {episodeOptions && (
          <SearchableSelector
            label="Episode"
            options={episodeOptions}
            value={row.episodeId}
            disabled={row.pending}
            onChange={(episodeId) => onChange(row.id, { episodeId })}
          />
        )}
      </Stack>
    </Box>
  );
}

const MemoUploadRowCard = memo(UploadRowCard, sameRowView);

/** Phones: one card per file, its fields stacked with their labels, so nothing needs sideways scrolling. */
export function UploadRowCards({ rows, checks, ...shared }: UploadRowsLayoutProps) {
  return (
    <Stack as="ul" role="list" aria-label="Files to upload" gap="3" listStyleType="none">
      {rows.map((row, index) => (
        <MemoUploadRowCard
          key={row.id}
          row={row}
          check={checks[index] ?? { state: 'pending' }}
          {...shared}
        />
      ))}
    </Stack>
  );
}
