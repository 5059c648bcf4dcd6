/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import seeded from '../../src/demo/core/seed/data/settings.json';
import { call, getJson, setup } from './helpers';

type Settings = Record<string, Record<string, unknown>>;

const SAMPLE = JSON.parse(
  readFileSync(
    path.resolve(__dirname, '../fixtures/api-samples-1.5.6/GET_api_system_settings.json'),
    'utf8',
  ),
) as Settings;

/** 'section.name' of every key, and 'section.group.name' inside subsync's checker. */
function keysOf(tree: Settings): string[] {
  return Object.entries(tree)
    .flatMap(([section, values]) =>
      Object.entries(values).flatMap(([name, value]) =>
        name === 'checker' && typeof value === 'object' && value !== null
          ? Object.keys(value).map((inner) => `${section}.${name}.${inner}`)
          : [`${section}.${name}`],
      ),
    )
    .sort();
}

describe('the settings keys of each version', () => {
  it('answers 1.5.6 the keys of the real 1.5.6 sample, Plex library names as lists', async () => {
    const { backend } = setup({ bazarrVersion: '1.5.6' });
    const settings = await getJson<Settings>(backend, '/api/system/settings');
    expect(keysOf(settings)).toEqual(keysOf(SAMPLE));
    expect(settings.plex?.movie_library).toEqual([]);
    expect(settings.general?.concurrent_jobs).toBe(2);
    const status = await getJson<{ data: { cpu_cores?: number } }>(backend, '/api/system/status');
    expect(status.data.cpu_cores).toBe(2);
  });

  it('answers 1.5.2 its seed unchanged, with no cpu_cores in the status', async () => {
    const { backend } = setup();
    const settings = await getJson<Settings>(backend, '/api/system/settings');
    expect(keysOf(settings)).toEqual(keysOf(seeded as Settings));
    const status = await getJson<{ data: { cpu_cores?: number } }>(backend, '/api/system/status');
    expect(status.data).not.toHaveProperty('cpu_cores');
  });

  it('keeps OpenSubtitles.org until 1.5.5-beta.15 and the translator from 1.5.3-beta.4', async () => {
    const { backend } = setup({ bazarrVersion: '1.5.5-beta.15' });
    const settings = await getJson<Settings>(backend, '/api/system/settings');
    expect(settings).toHaveProperty('opensubtitles.username');
    expect(settings).toHaveProperty('translator.translator_type');
    expect(settings).toHaveProperty('general.concurrent_jobs');
    expect(settings).not.toHaveProperty('general.hostname');
  });

  it.each([
    ['1.5.6', 'settings-opensubtitles-username'],
    ['1.5.2', 'settings-translator-translator_type'],
    ['1.5.2', 'settings-general-instance_name'],
    ['1.5.6', 'settings-general-no_such_key'],
  ])('on %s refuses %s with 500 and stores nothing of that save', async (version, key) => {
    const { backend } = setup({ bazarrVersion: version });
    const response = await call(backend, 'POST', '/api/system/settings', {
      form: { 'settings-general-debug': 'true', [key]: 'x' },
    });
    expect(response.status).toBe(500);
    const settings = await getJson<Settings>(backend, '/api/system/settings');
    expect(settings.general?.debug).toBe(false);
  });

  it('saves the new keys on 1.5.6', async () => {
    const { backend } = setup({ bazarrVersion: '1.5.6' });
    const response = await call(backend, 'POST', '/api/system/settings', {
      form: {
        'settings-general-instance_name': 'Anime',
        'settings-translator-translator_type': 'gemini',
        'settings-subx-api_key': 'key',
        'settings-general-concurrent_jobs': '1',
        'settings-subsync-checker-blacklisted_providers': ['addic7ed'],
      },
    });
    expect(response.status).toBe(204);
    const settings = await getJson<Settings>(backend, '/api/system/settings');
    expect(settings.general).toMatchObject({ instance_name: 'Anime', concurrent_jobs: 1 });
    expect(settings.translator?.translator_type).toBe('gemini');
  });
});
