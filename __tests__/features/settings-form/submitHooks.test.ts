/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languageListSchema, languageProfileListSchema } from '../../../src/api/schemas/languages';
import { settingsSchema } from '../../../src/api/schemas/settings';
import {
  changedSettingsBody,
  flattenSettings,
  formDefaults,
  type SettingsSources,
} from '../../../src/features/settings-form/formValues';

const samples = path.resolve(__dirname, '../../fixtures/api-samples');
const sample = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(samples, name), 'utf8'));

function sources(): SettingsSources {
  return {
    settings: settingsSchema.parse(sample('GET_api_system_settings.json')),
    languages: languageListSchema.parse(sample('GET_api_system_languages.json')),
    profiles: languageProfileListSchema.parse(sample('GET_api_system_languages_profiles.json')),
  };
}

describe('the settings form values', () => {
  it('names every stored setting settings-{section}-{name}, nested groups with one more part', () => {
    const flat = flattenSettings(sources().settings);
    expect(flat['settings-general-ip']).toBe('127.0.0.1');
    expect(flat['settings-sonarr-series_sync']).toBe(52560000);
    expect(flat['settings-proxy-exclude']).toEqual(['localhost', '127.0.0.1']);
    expect(flat['settings-subsync-checker-blacklisted_providers']).toEqual([]);
    expect(flat).not.toHaveProperty('settings-subsync-checker');
  });

  it('reads the stored values through the codecs: no leading slash, none types, cleared selections', () => {
    const input = sources();
    input.settings.general.base_url = '/bazarr';
    const defaults = formDefaults(input);
    expect(defaults['settings-general-base_url']).toBe('bazarr');
    expect(defaults['settings-auth-type']).toBe('none');
    expect(defaults['settings-proxy-type']).toBe('none');
    expect(defaults['settings-general-default_und_audio_lang']).toBeNull();
    expect(defaults['settings-general-serie_default_profile']).toBe(1);
    expect(defaults['languages-enabled']).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(defaults['languages-profiles']).toHaveLength(5);
    expect(defaults['notifications-providers']).toEqual(input.settings.notifications.providers);
  });

  it('lets a screen read a key its own way', () => {
    const defaults = formDefaults(sources(), { 'settings-general-ip': { read: () => 'custom' } });
    expect(defaults['settings-general-ip']).toBe('custom');
  });
});

describe('the body of a save (submit hooks)', () => {
  const defaults = formDefaults(sources());
  const post = (changes: Record<string, unknown>) =>
    changedSettingsBody(Object.keys(changes), { ...defaults, ...changes }, defaults);

  it('posts only the changed keys', () => {
    expect(
      Object.keys(post({ 'settings-general-debug': true, 'settings-general-ip': '0.0.0.0' })),
    ).toEqual(['settings-general-debug', 'settings-general-ip']);
  });

  it('saves the base URL with a leading slash', () => {
    expect(post({ 'settings-general-base_url': 'bazarr' })).toEqual({
      'settings-general-base_url': '/bazarr',
    });
    expect(post({ 'settings-sonarr-base_url': '/sonarr' })).toEqual({
      'settings-sonarr-base_url': '/sonarr',
    });
  });

  it('saves an emptied number as 0', () => {
    expect(post({ 'settings-general-port': '' })).toEqual({ 'settings-general-port': 0 });
    expect(post({ 'settings-backup-retention': null })).toEqual({ 'settings-backup-retention': 0 });
  });

  it('posts other text of a number key as typed, never as 0 (the screen rules refuse it first)', () => {
    expect(post({ 'settings-backup-retention': '-5x' })).toEqual({
      'settings-backup-retention': '-5x',
    });
  });

  it("saves a 'none' proxy or authentication type as the text 'None'", () => {
    expect(post({ 'settings-auth-type': 'none', 'settings-proxy-type': null })).toEqual({
      'settings-auth-type': 'None',
      'settings-proxy-type': 'None',
    });
    expect(post({ 'settings-auth-type': 'form' })).toEqual({ 'settings-auth-type': 'form' });
  });

  it("saves cleared profile and unknown-language selections as '' and a cleared anti-captcha as 'None'", () => {
    expect(
      post({
        'settings-general-serie_default_profile': null,
        'settings-general-movie_default_profile': 3,
        'settings-general-default_und_audio_lang': null,
        'settings-general-default_und_embedded_subtitles_lang': null,
        'settings-general-anti_captcha_provider': null,
      }),
    ).toEqual({
      'settings-general-serie_default_profile': '',
      'settings-general-movie_default_profile': 3,
      'settings-general-default_und_audio_lang': '',
      'settings-general-default_und_embedded_subtitles_lang': '',
      'settings-general-anti_captcha_provider': 'None',
    });
  });

  it('saves the profiles as one JSON list, enabled languages and notification providers per item', () => {
    const [first] = sources().profiles;
    if (!first) throw new Error('the sample has profiles');
    const body = post({
      'languages-profiles': [{ ...first, name: 'Renamed' }],
      'languages-enabled': ['en', 'de'],
      'notifications-providers': [{ name: 'Discord', enabled: true, url: 'discord://a/b' }],
    });
    expect(JSON.parse(String(body['languages-profiles']))).toEqual([{ ...first, name: 'Renamed' }]);
    expect(body['languages-enabled']).toEqual(['en', 'de']);
    expect(body['notifications-providers']).toEqual([
      JSON.stringify({ name: 'Discord', enabled: true, url: 'discord://a/b' }),
    ]);
  });

  it('sends lists as the key repeated, and a screen codec wins over the built-in one', () => {
    expect(post({ 'settings-proxy-exclude': ['localhost'] })).toEqual({
      'settings-proxy-exclude': ['localhost'],
    });
    const body = changedSettingsBody(
      ['settings-general-base_url'],
      { 'settings-general-base_url': 'x' },
      defaults,
      {
        'settings-general-base_url': { submit: (value) => `custom:${String(value)}` },
      },
    );
    expect(body).toEqual({ 'settings-general-base_url': 'custom:x' });
  });
});
