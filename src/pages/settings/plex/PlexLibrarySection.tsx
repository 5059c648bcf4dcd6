import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { PlexLibrary } from '../../../api/schemas/plex';
import { Selector, type SelectorOption } from '../../../components';
import {
  asTexts,
  SettingsSection,
  SettingSwitch,
  SettingText,
  useSettingValue,
  useStageSetting,
} from '../../../features/settings-form';

export type LibraryKind = 'movie' | 'series';

/** Where the libraries come from: GET plex/oauth/libraries once signed in with a server, else nothing to offer. */
export interface LibrarySource {
  libraries: PlexLibrary[] | undefined;
  loading: boolean;
  /** The reason no list can be offered (not signed in, no server, a failed read); null when it can. */
  unavailable: string | null;
}

const plexType = (kind: LibraryKind) => (kind === 'movie' ? 'movie' : 'show');

/** A stored value as a list of names: a list (1.5.4+) as it is, a name (1.5.3) as one item. */
function namesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return asTexts(value);
}

function useLibraryOptions(kind: LibraryKind, source: LibrarySource, names: string[]) {
  return useMemo(() => {
    const offered = (source.libraries ?? []).filter((library) => library.type === plexType(kind));
    const titles = new Set(offered.map((library) => library.title));
    const options: SelectorOption<string>[] = [
      ...offered.map((library) => ({
        value: library.title,
        label: `${library.title} (${library.count} items)`,
      })),
      ...names
        .filter((name) => !titles.has(name))
        .map((name) => ({
          value: name,
          label: source.libraries ? `${name} (unavailable)` : name,
        })),
    ];
    return { offered, options };
  }, [kind, source.libraries, names]);
}

/**
 * The libraries of one kind (1.5.4+: several, `plex.{kind}_library` names with `plex.{kind}_library_ids` beside
 * them). A change stages both lists together, so the ids never describe other libraries than the names; a saved
 * name the server no longer has stays until removed, shown '(unavailable)', with the ids Bazarr kept for it.
 */
function LibraryMultiSelect({ kind, source }: { kind: LibraryKind; source: LibrarySource }) {
  const namesKey = `settings-plex-${kind}_library`;
  const idsKey = `settings-plex-${kind}_library_ids`;
  const names = namesOf(useSettingValue(namesKey));
  const idsValue = useSettingValue(idsKey);
  const stageNames = useStageSetting(namesKey);
  const stageIds = useStageSetting(idsKey);
  const { offered, options } = useLibraryOptions(kind, source, names);

  const change = (next: string[]) => {
    stageNames(next);
    // Bazarr 1.5.4-beta.27 to .38 has the lists without ids: nothing to keep in step there.
    if (idsValue === undefined) return;
    const keyOf = new Map(offered.map((library) => [library.title, library.key]));
    const knownKeys = new Set(offered.map((library) => library.key));
    const keptIds = asTexts(idsValue).filter((id) => !knownKeys.has(id));
    const stillUnavailable = next.some((name) => !keyOf.has(name));
    stageIds([
      ...next.flatMap((name) => {
        const key = keyOf.get(name);
        return key === undefined ? [] : [key];
      }),
      ...(stillUnavailable ? keptIds : []),
    ]);
  };

  return (
    <Selector<string>
      multiple
      label="Library Name"
      description={`The Plex ${kind === 'movie' ? 'movie' : 'TV'} libraries Bazarr refreshes.`}
      options={options}
      value={names}
      onChange={change}
      placeholder={source.libraries ? 'Choose libraries' : 'No libraries to choose from'}
      clearable
    />
  );
}

/** Bazarr 1.5.3: one library by name, chosen from the server's when it can list them. */
function LibrarySingleSelect({ kind, source }: { kind: LibraryKind; source: LibrarySource }) {
  const key = `settings-plex-${kind}_library`;
  const value = useSettingValue(key);
  const stage = useStageSetting(key);
  const name = typeof value === 'string' && value !== '' ? value : null;
  const { options } = useLibraryOptions(kind, source, name === null ? [] : [name]);
  if (!source.libraries) return <SettingText settingKey={key} label="Library Name" />;
  return (
    <Selector<string>
      label="Library Name"
      options={options}
      value={name}
      onChange={(next) => stage(next ?? '')}
      clearable
    />
  );
}

function LibraryNotice({ kind, source }: { kind: LibraryKind; source: LibrarySource }) {
  if (source.loading) return <Text color="fg.muted">Fetching libraries...</Text>;
  if (source.unavailable) return <Text color="fg.muted">{source.unavailable}</Text>;
  const found = (source.libraries ?? []).some((library) => library.type === plexType(kind));
  if (found) return null;
  return (
    <Text color="fg.muted">
      No {kind === 'movie' ? 'movie' : 'series'} libraries found on this Plex server.
    </Text>
  );
}

/**
 * One kind of Plex library on Bazarr 1.5.3+: which libraries, and what Bazarr asks Plex after downloading
 * subtitles (from 1.5.3-beta.23 a metadata refresh of the item rather than a scan of the library).
 */
export function PlexLibrarySection({
  kind,
  source,
  several,
  metadataRefresh,
}: {
  kind: LibraryKind;
  source: LibrarySource;
  /** plex.*_library is a list (CAPABILITIES.plexLibraryLists). */
  several: boolean;
  /** Bazarr refreshes the item's metadata rather than scanning the library (CAPABILITIES.plexLibraries). */
  metadataRefresh: boolean;
}) {
  const isMovie = kind === 'movie';
  const items = isMovie ? 'movies' : 'episodes';
  return (
    <SettingsSection
      title={isMovie ? 'Movie Library' : 'Series Library'}
      description={`The Plex ${isMovie ? 'libraries holding your movies' : 'libraries holding your series'}.`}
    >
      <LibraryNotice kind={kind} source={source} />
      {several ? (
        <LibraryMultiSelect kind={kind} source={source} />
      ) : (
        <LibrarySingleSelect kind={kind} source={source} />
      )}
      <SettingSwitch
        settingKey={`settings-plex-set_${isMovie ? 'movie' : 'episode'}_added`}
        label={`Mark ${items} as recently added after downloading subtitles`}
      />
      <SettingSwitch
        settingKey={`settings-plex-update_${kind}_library`}
        label={
          metadataRefresh
            ? `Refresh ${isMovie ? 'movie' : 'series'} metadata after downloading subtitles (recommended)`
            : 'Scan library for new files after downloading subtitles'
        }
      />
    </SettingsSection>
  );
}
