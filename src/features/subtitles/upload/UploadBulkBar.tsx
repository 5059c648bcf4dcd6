import { Box, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Selector, type SelectorOption } from '../../../components';
import type { DraftPatch } from './uploadRowParts';
import type { UploadRow } from './uploadRows';

export type SubtitleType = 'normal' | 'forced' | 'hi';

const TYPE_OPTIONS: SelectorOption<SubtitleType>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'forced', label: 'Forced' },
  { value: 'hi', label: 'HI' },
];

/** The flags a subtitle type stands for (docs/behaviour.md §4: a type sets both flags). */
export function typePatch(type: SubtitleType): DraftPatch {
  return { forced: type === 'forced', hi: type === 'hi' };
}

export interface UploadBulkBarProps {
  rows: readonly UploadRow[];
  languageOptions: readonly SelectorOption<string>[];
  onChange: (id: string, patch: DraftPatch) => void;
}

/**
 * With several files: a language and a type chosen once for every file (as the column headers of Bazarr's
 * upload form do); each file can still be changed on its own afterwards.
 */
export function UploadBulkBar({ rows, languageOptions, onChange }: UploadBulkBarProps) {
  const [language, setLanguage] = useState<string | null>(null);
  const [type, setType] = useState<SubtitleType | null>(null);
  if (rows.length < 2) return null;
  const each = (patch: DraftPatch) =>
    rows.filter((row) => !row.pending).forEach((row) => onChange(row.id, patch));
  return (
    <HStack gap="3" wrap="wrap" align="end" aria-label="Every file" role="group">
      <Box flex="1 1 12rem" maxW="16rem">
        <Selector
          label="Language of every file"
          options={languageOptions}
          value={language}
          lazy
          onChange={(next) => {
            setLanguage(next);
            if (next) each({ language: next });
          }}
        />
      </Box>
      <Box flex="1 1 10rem" maxW="12rem">
        <Selector
          label="Type of every file"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(next) => {
            setType(next);
            if (next) each(typePatch(next));
          }}
        />
      </Box>
    </HStack>
  );
}
