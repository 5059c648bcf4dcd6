import { Code, Table } from '@chakra-ui/react';

/** docs/behaviour.md §3 and Bazarr's reference: the variables a custom post-processing command can use, each written {{name}}. */
const COMMAND_VARIABLES: readonly { name: string; description: string }[] = [
  { name: 'directory', description: 'Full path of the episode or movie file parent directory' },
  { name: 'episode', description: 'Full path of the episode or movie file' },
  {
    name: 'episode_name',
    description: 'Filename of the episode or movie without parent directory or extension',
  },
  { name: 'subtitles', description: 'Full path of the subtitles file' },
  {
    name: 'subtitles_language',
    description: 'Language of the subtitles file (may include HI or forced)',
  },
  {
    name: 'subtitles_language_code2',
    description:
      '2-letter ISO-639 language code of the subtitles language (may include :hi or :forced)',
  },
  {
    name: 'subtitles_language_code2_dot',
    description: 'Same as the previous one, with a dot separator instead of a colon',
  },
  {
    name: 'subtitles_language_code3',
    description:
      '3-letter ISO-639 language code of the subtitles language (may include :hi or :forced)',
  },
  {
    name: 'subtitles_language_code3_dot',
    description: 'Same as the previous one, with a dot separator instead of a colon',
  },
  { name: 'episode_language', description: 'Audio language of the episode or movie file' },
  {
    name: 'episode_language_code2',
    description: '2-letter ISO-639 language code of the audio language',
  },
  {
    name: 'episode_language_code3',
    description: '3-letter ISO-639 language code of the audio language',
  },
  { name: 'score', description: 'Score of the subtitles file' },
  { name: 'subtitle_id', description: 'Provider ID of the subtitles file' },
  { name: 'provider', description: 'Provider of the subtitles file' },
  { name: 'uploader', description: 'Uploader of the subtitles file' },
  { name: 'release_info', description: 'Release info of the subtitles file' },
  { name: 'series_id', description: 'Sonarr series ID (empty for a movie)' },
  { name: 'episode_id', description: 'Sonarr episode ID or Radarr movie ID' },
];

/** The reference of the command variables, beside the command field. */
export function CommandVariablesTable() {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Post-processing command variables">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Variable</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {COMMAND_VARIABLES.map(({ name, description }) => (
            <Table.Row key={name}>
              <Table.Cell>
                <Code>{`{{${name}}}`}</Code>
              </Table.Cell>
              <Table.Cell whiteSpace="normal" minW="40">
                {description}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
