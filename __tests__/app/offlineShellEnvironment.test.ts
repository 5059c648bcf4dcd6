import { API_KEY_PLACEHOLDER, readEnvironment } from '../../src/env';

describe('the environment of a page without injected values (the offline copy)', () => {
  afterEach(() => document.querySelector('base')?.remove());

  it('takes the base URL from <base href>, has no key and says it is the offline shell', () => {
    const base = document.createElement('base');
    base.setAttribute('href', '/bazarr/');
    document.head.append(base);
    expect(readEnvironment(undefined)).toEqual({
      baseUrl: '/bazarr',
      apiKey: API_KEY_PLACEHOLDER,
      canUpdate: false,
      hasUpdate: false,
      offlineShell: true,
    });
  });

  it('is not the offline shell when Bazarr injected its values', () => {
    expect(readEnvironment({ baseUrl: '/bazarr/', apiKey: 'k' })).toEqual({
      baseUrl: '/bazarr',
      apiKey: 'k',
      canUpdate: false,
      hasUpdate: false,
    });
  });
});
