import { Box, Button, HStack, Table, VisuallyHidden } from '@chakra-ui/react';
import { Equal, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ActionIconButton, SearchableSelector } from '../../../components';
import {
  asTexts,
  settingKey,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import { FlagCheckbox } from './FlagCheckbox';
import {
  decodeEqual,
  encodeEqual,
  newEqual,
  withFlag,
  type EqualSide,
  type LanguageEqual,
} from './languageEquals';
import { languageOptions } from './languageOptions';
import { useAllLanguages, useEnabledLanguages } from './useLanguageLists';

const EQUALS_KEY = settingKey('general', 'language_equals');

interface SideCellsProps {
  role: 'Source' | 'Target';
  side: EqualSide;
  onChange: (side: EqualSide) => void;
}

function SideCells({ role, side, onChange }: SideCellsProps) {
  const enabled = useEnabledLanguages();
  const all = useAllLanguages();
  const options = useMemo(
    () => languageOptions(enabled, all, 'code3', side.code3),
    [enabled, all, side.code3],
  );
  return (
    <>
      <Table.Cell minW="40">
        <SearchableSelector
          label={<VisuallyHidden>{`${role} language`}</VisuallyHidden>}
          options={options}
          value={side.code3}
          onChange={(code3) => code3 && onChange({ ...side, code3 })}
          placeholder={`${role} language`}
        />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="3">
          <FlagCheckbox
            label="HI"
            ariaLabel={`${role} HI`}
            checked={side.hi}
            onChange={(on) => onChange(withFlag(side, 'hi', on))}
          />
          <FlagCheckbox
            label="Forced"
            ariaLabel={`${role} Forced`}
            checked={side.forced}
            onChange={(on) => onChange(withFlag(side, 'forced', on))}
          />
        </HStack>
      </Table.Cell>
    </>
  );
}

/**
 * Language equals (docs/behaviour.md §2): rows of a source and a target language, each with HI and Forced (exclusive), stored
 * in general.language_equals as Bazarr's 'eng@hi:fre' texts. Unreadable stored items are left out.
 */
export function LanguageEqualsTable() {
  const stored = useSettingValue(EQUALS_KEY);
  const stage = useStageSetting(EQUALS_KEY);
  const enabled = useEnabledLanguages();
  const equals = useMemo(
    () =>
      asTexts(stored)
        .map(decodeEqual)
        .filter((equal): equal is LanguageEqual => equal !== null),
    [stored],
  );

  const update = (next: LanguageEqual[]) => stage(next.map(encodeEqual));
  const first = enabled[0];

  return (
    <Box>
      {equals.length > 0 && (
        <Box overflowX="auto" mb="3">
          <Table.Root size="sm" aria-label="Language Equals">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Source</Table.ColumnHeader>
                <Table.ColumnHeader />
                <Table.ColumnHeader />
                <Table.ColumnHeader>Target</Table.ColumnHeader>
                <Table.ColumnHeader />
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {equals.map((equal, index) => {
                const replace = (changed: LanguageEqual) =>
                  update(equals.map((row, at) => (at === index ? changed : row)));
                return (
                  <Table.Row key={index}>
                    <SideCells
                      role="Source"
                      side={equal.source}
                      onChange={(source) => replace({ ...equal, source })}
                    />
                    <Table.Cell aria-hidden="true" color="fg.muted">
                      <Equal size={16} />
                    </Table.Cell>
                    <SideCells
                      role="Target"
                      side={equal.target}
                      onChange={(target) => replace({ ...equal, target })}
                    />
                    <Table.Cell textAlign="end">
                      <ActionIconButton
                        icon={<Trash2 />}
                        label="Remove"
                        colorPalette="red"
                        onClick={() => update(equals.filter((_, at) => at !== index))}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Button
        variant="outline"
        size="sm"
        w="full"
        disabled={first === undefined}
        onClick={() => first && update([...equals, newEqual(first)])}
      >
        {first !== undefined && <Plus />}
        {first !== undefined ? 'Add Equal' : 'No Enabled Languages'}
      </Button>
    </Box>
  );
}
