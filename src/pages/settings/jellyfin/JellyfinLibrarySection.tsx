import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Selector } from '../../../components';
import {
  asTexts,
  SettingsSection,
  SettingSwitch,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';
import {
  COLLECTION_TYPE,
  libraryIds,
  libraryOptions,
  namesOf,
  type LibraryKind,
} from './libraryChoice';
import type { LibrarySource } from './useJellyfinConnection';

const NOUN: Record<LibraryKind, string> = { movie: 'movie', series: 'TV show' };

/**
 * The libraries of one kind: `jellyfin.{kind}_library` (names) with `jellyfin.{kind}_library_ids` beside them,
 * staged together so that the ids always describe the names. A saved name the server no longer lists stays until
 * removed.
 */
function LibraryChoice({ kind, source }: { kind: LibraryKind; source: LibrarySource }) {
  const namesKey = `settings-jellyfin-${kind}_library`;
  const idsKey = `settings-jellyfin-${kind}_library_ids`;
  const stored = useSettingValue(namesKey);
  const names = useMemo(() => namesOf(stored), [stored]);
  const storedIds = asTexts(useSettingValue(idsKey));
  const stageNames = useStageSetting(namesKey);
  const stageIds = useStageSetting(idsKey);
  const offered = useMemo(
    () => (source.libraries ?? []).filter((library) => library.type === COLLECTION_TYPE[kind]),
    [source.libraries, kind],
  );
  const options = useMemo(() => libraryOptions(offered, names), [offered, names]);
  return (
    <Selector<string>
      multiple
      label="Library Name"
      description={`The Jellyfin ${NOUN[kind]} libraries Bazarr refreshes.`}
      options={options}
      value={names}
      onChange={(next) => {
        stageNames(next);
        stageIds(libraryIds(next, offered, storedIds));
      }}
      placeholder={offered.length > 0 ? 'Choose libraries' : 'No libraries to choose from'}
      clearable
    />
  );
}

function LibraryNotice({ kind, source }: { kind: LibraryKind; source: LibrarySource }) {
  if (source.loading) return <Text color="fg.muted">Fetching libraries from Jellyfin...</Text>;
  if (source.unavailable) return <Text color="fg.muted">{source.unavailable}</Text>;
  const found = (source.libraries ?? []).some((library) => library.type === COLLECTION_TYPE[kind]);
  if (found) return null;
  return (
    <Text color="fg.muted">
      Jellyfin listed no {NOUN[kind]} libraries. Bazarr lists none when it cannot reach the server:
      test the connection above.
    </Text>
  );
}

/** One kind of Jellyfin library: which ones, and whether Bazarr refreshes them after a download. */
export function JellyfinLibrarySection({
  kind,
  source,
}: {
  kind: LibraryKind;
  source: LibrarySource;
}) {
  const isMovie = kind === 'movie';
  return (
    <SettingsSection
      title={isMovie ? 'Movie Library' : 'Series Library'}
      description={`The Jellyfin libraries holding your ${isMovie ? 'movies' : 'series'}.`}
    >
      <LibraryNotice kind={kind} source={source} />
      <LibraryChoice kind={kind} source={source} />
      <SettingSwitch
        settingKey={`settings-jellyfin-update_${kind}_library`}
        label={`Refresh ${isMovie ? 'movie' : 'series'} metadata after downloading subtitles`}
      />
    </SettingsSection>
  );
}
