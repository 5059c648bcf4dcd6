import { Box, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star, Trash2 } from 'lucide-react';
import type { Language, ProfileItem } from '../../../../api/schemas/languages';
import { ActionIconButton, SearchableSelector, Selector } from '../../../../components';
import { FlagCheckbox } from '../FlagCheckbox';
import { languageOptions } from '../languageOptions';
import { useBackend } from '../../../../api/backend/selectBackend';
import {
  AUDIO_RULE_OPTIONS,
  audioRuleOf,
  HIGHLIGHT_TEXT,
  isCutoffItem,
  SUBTITLE_TYPE_OPTIONS,
  subtitleTypeOf,
  withAudioRule,
  withSubtitleType,
} from './profileForm';

interface ProfileItemsTableProps {
  items: readonly ProfileItem[];
  onChange: (items: ProfileItem[]) => void;
  cutoff: number | null;
  enabled: readonly Language[];
  all: readonly Language[];
}

const hidden = (text: string) => <VisuallyHidden>{text}</VisuallyHidden>;

/**
 * The languages of a profile: ID, Language, Subtitles Type, Exclude If Matching Audio (1.5.2; 'Search only when...'
 * from 1.5.3, which can also search only when an audio track matches), remove.
 */
export function ProfileItemsTable({
  items,
  onChange,
  cutoff,
  enabled,
  all,
}: ProfileItemsTableProps) {
  const { hasAudioOnlyInclude } = useBackend();
  if (items.length === 0) return null;
  const replace = (index: number, item: ProfileItem) =>
    onChange(items.map((row, at) => (at === index ? item : row)));

  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Profile languages" bg="transparent">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
            <Table.ColumnHeader>Language</Table.ColumnHeader>
            <Table.ColumnHeader>Subtitles Type</Table.ColumnHeader>
            <Table.ColumnHeader>
              {hasAudioOnlyInclude ? 'Search only when...' : 'Exclude If Matching Audio'}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => {
            const preferred = isCutoffItem(cutoff, item);
            return (
              <Table.Row
                key={item.id}
                bg={preferred ? 'colorPalette.subtle' : 'transparent'}
                colorPalette="brand"
              >
                <Table.Cell>
                  <HStack gap="1">
                    <Text>{item.id}</Text>
                    {preferred && (
                      <Box
                        as="span"
                        role="img"
                        aria-label={HIGHLIGHT_TEXT}
                        title={HIGHLIGHT_TEXT}
                        color="brand.solid"
                        display="inline-flex"
                      >
                        <Star size={14} fill="currentColor" />
                      </Box>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell minW="40">
                  <SearchableSelector
                    label={hidden(`Language of item ${item.id}`)}
                    options={languageOptions(enabled, all, 'code2', item.language)}
                    value={item.language}
                    onChange={(language) => language && replace(index, { ...item, language })}
                  />
                </Table.Cell>
                <Table.Cell minW="48">
                  <Selector
                    lazy
                    label={hidden(`Subtitles type of item ${item.id}`)}
                    options={SUBTITLE_TYPE_OPTIONS}
                    value={subtitleTypeOf(item)}
                    onChange={(type) => type && replace(index, withSubtitleType(item, type))}
                  />
                </Table.Cell>
                {hasAudioOnlyInclude ? (
                  <Table.Cell minW="48">
                    <Selector
                      lazy
                      label={hidden(`Search item ${item.id} only when`)}
                      options={AUDIO_RULE_OPTIONS}
                      value={audioRuleOf(item)}
                      onChange={(rule) => rule && replace(index, withAudioRule(item, rule))}
                    />
                  </Table.Cell>
                ) : (
                  <Table.Cell>
                    <FlagCheckbox
                      ariaLabel={`Exclude item ${item.id} if matching audio`}
                      checked={item.audio_exclude === 'True'}
                      onChange={(on) =>
                        replace(index, { ...item, audio_exclude: on ? 'True' : 'False' })
                      }
                    />
                  </Table.Cell>
                )}
                <Table.Cell textAlign="end">
                  <ActionIconButton
                    icon={<Trash2 />}
                    label={`Remove item ${item.id}`}
                    colorPalette="red"
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
