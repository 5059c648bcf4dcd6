/** @jest-environment node */
import { createHash } from 'node:crypto';
import { call, getJson, setup } from './helpers';

type Settings = Record<string, Record<string, unknown>>;

async function save(context: ReturnType<typeof setup>, form: Record<string, string | string[]>) {
  const response = await call(context.backend, 'POST', '/api/system/settings', { form });
  expect(response.status).toBe(204);
  return getJson<Settings>(context.backend, '/api/system/settings');
}

describe('saving settings', () => {
  it('coerces each value to the type of the setting it replaces', async () => {
    const context = setup();
    const settings = await save(context, {
      'settings-general-debug': 'true',
      'settings-general-use_sonarr': 'false',
      'settings-general-page_size': '100',
      'settings-general-minimum_score': '85',
      'settings-general-theme': 'dark',
      'settings-general-enabled_providers': ['podnapisi', 'subdl'],
      'settings-general-path_mappings': ['/tv,/mnt/tv', '/films,/mnt/films'],
      'settings-proxy-exclude': [''],
      'settings-proxy-type': 'None',
      'settings-sonarr-excluded_series_types': ['anime', 'daily'],
      'settings-subsync-checker-blacklisted_providers': ['addic7ed'],
      'settings-general-base_url': 'bazarr/',
    });
    expect(settings.general).toMatchObject({
      debug: true,
      use_sonarr: false,
      page_size: 100,
      minimum_score: 85,
      theme: 'dark',
      enabled_providers: ['podnapisi', 'subdl'],
      path_mappings: [
        ['/tv', '/mnt/tv'],
        ['/films', '/mnt/films'],
      ],
      base_url: '/bazarr',
    });
    expect(settings.proxy).toMatchObject({ exclude: [], type: null });
    expect(settings.sonarr?.excluded_series_types).toEqual(['anime', 'daily']);
    expect(settings.subsync?.checker).toEqual({
      blacklisted_languages: [],
      blacklisted_providers: ['addic7ed'],
    });
    expect(context.events).toContainEqual({ type: 'settings', action: 'update', payload: null });
    expect(context.events).toContainEqual({ type: 'task', action: 'update', payload: null });
  });

  it('stores a new password as its md5, like Bazarr', async () => {
    const context = setup();
    const settings = await save(context, {
      'settings-auth-type': 'form',
      'settings-auth-username': 'me',
      'settings-auth-password': 'secret',
    });
    expect(settings.auth).toMatchObject({
      type: 'form',
      username: 'me',
      password: createHash('md5').update('secret').digest('hex'),
    });
  });

  it('toggles subzero mods and the colour mod', async () => {
    const context = setup();
    const settings = await save(context, {
      'subzero-remove_HI': 'true',
      'subzero-OCR_fixes': 'true',
      'subzero-color': 'color(name=red)',
    });
    expect(settings.general?.subzero_mods).toEqual(['remove_HI', 'OCR_fixes', 'color(name=red)']);
    const next = await save(context, { 'subzero-remove_HI': 'false', 'subzero-color': '' });
    expect(next.general?.subzero_mods).toEqual(['OCR_fixes']);
  });

  it('saves enabled languages and profiles, clears deleted profiles from items, and emits languages', async () => {
    const context = setup();
    const profiles = await getJson<{ profileId: number; name: string }[]>(
      context.backend,
      '/api/system/languages/profiles',
    );
    const kept = profiles.filter((profile) => profile.profileId !== 1);
    const renamed = kept.map((profile) =>
      profile.profileId === 2 ? { ...profile, name: 'Renamed' } : profile,
    );
    await save(context, {
      'languages-enabled': ['en', 'it'],
      'languages-profiles': JSON.stringify(renamed),
    });
    const languages = await getJson<{ code2: string; enabled: boolean }[]>(
      context.backend,
      '/api/system/languages',
    );
    expect(
      languages
        .filter((language) => language.enabled)
        .map((language) => language.code2)
        .sort(),
    ).toEqual(['en', 'it']);
    const saved = await getJson<{ profileId: number; name: string }[]>(
      context.backend,
      '/api/system/languages/profiles',
    );
    expect(saved.map((profile) => profile.profileId)).toEqual(
      kept.map((profile) => profile.profileId),
    );
    expect(saved.find((profile) => profile.profileId === 2)?.name).toBe('Renamed');
    const movies = await getJson<{ data: { profileId: number | null }[] }>(
      context.backend,
      '/api/movies',
    );
    expect(movies.data.some((movie) => movie.profileId === 1)).toBe(false);
    expect(context.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['settings', 'languages', 'badges']),
    );
  });

  it('updates notification providers from their JSON items', async () => {
    const context = setup();
    const settings = await save(context, {
      'notifications-providers': [
        JSON.stringify({ name: 'Discord', enabled: true, url: 'discord://a/b' }),
      ],
    });
    const providers = (settings.notifications?.providers ?? []) as {
      name: string;
      enabled: boolean;
      url: string | null;
    }[];
    expect(providers.find((provider) => provider.name === 'Discord')).toEqual({
      name: 'Discord',
      enabled: true,
      url: 'discord://a/b',
    });
    expect(providers.filter((provider) => provider.enabled)).toHaveLength(1);
  });

  it('refuses a save with one bad value as a whole (406), keeping every other value', async () => {
    const context = setup();
    const before = await getJson<Settings>(context.backend, '/api/system/settings');
    const response = await call(context.backend, 'POST', '/api/system/settings', {
      form: { 'settings-general-theme': 'dark', 'settings-general-page_size': 'lots' },
    });
    expect(response.status).toBe(406);
    expect(JSON.parse(response.body)).toContain('page_size');
    expect(await getJson<Settings>(context.backend, '/api/system/settings')).toEqual(before);
  });

  it.each([
    ['settings-backup-retention', '-5', 'backup.retention must gte 0 but it is -5'],
    ['settings-general-port', '0', 'general.port must gte 1 but it is 0'],
    ['settings-sonarr-port', '65536', 'sonarr.port must lte 65535 but it is 65536'],
    ['settings-general-days_to_upgrade_subs', '31', 'general.days_to_upgrade_subs must lte 30'],
    ['settings-general-minimum_score', '101', 'general.minimum_score must lte 100'],
    ['settings-whisperai-timeout', '0', 'whisperai.timeout must gte 1'],
    ['settings-general-port', '80.5', 'general.port must is_type_of int'],
    ['settings-backup-retention', '', 'backup.retention must is_type_of int'],
  ])('refuses %s = %p like Bazarr’s validators (406)', async (key, value, message) => {
    const context = setup();
    const response = await call(context.backend, 'POST', '/api/system/settings', {
      form: { [key]: value },
    });
    expect(response.status).toBe(406);
    expect(JSON.parse(response.body)).toContain(message);
  });

  it('accepts whole numbers within the ranges', async () => {
    const context = setup();
    const settings = await save(context, {
      'settings-backup-retention': '0',
      'settings-general-port': '65535',
      'settings-general-days_to_upgrade_subs': '30',
    });
    expect(settings.backup?.retention).toBe(0);
    expect(settings.general).toMatchObject({ port: 65535, days_to_upgrade_subs: 30 });
  });
});
