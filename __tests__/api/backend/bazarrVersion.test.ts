import { compareVersions, parseBazarrVersion } from '../../../src/domain/bazarrVersion';

describe('parseBazarrVersion', () => {
  it.each([
    ['1.5.2', { major: 1, minor: 5, patch: 2, prerelease: null, text: '1.5.2' }],
    ['1.5.6', { major: 1, minor: 5, patch: 6, prerelease: null, text: '1.5.6' }],
    ['1.5.7-beta.1', { major: 1, minor: 5, patch: 7, prerelease: 1, text: '1.5.7-beta.1' }],
    ['v1.6.0', { major: 1, minor: 6, patch: 0, prerelease: null, text: '1.6.0' }],
    [' 2.1.0\n', { major: 2, minor: 1, patch: 0, prerelease: null, text: '2.1.0' }],
    ['2.1.0-rc1', { major: 2, minor: 1, patch: 0, prerelease: 1, text: '2.1.0-rc1' }],
    ['1.5.7.beta1', { major: 1, minor: 5, patch: 7, prerelease: 1, text: '1.5.7.beta1' }],
    // A build name is not a pre-release.
    ['1.5.6-lavx', { major: 1, minor: 5, patch: 6, prerelease: null, text: '1.5.6-lavx' }],
    ['1.6', { major: 1, minor: 6, patch: 0, prerelease: null, text: '1.6' }],
  ])('reads %j', (reported, version) => {
    expect(parseBazarrVersion(reported)).toEqual(version);
  });

  it.each(['', 'unknown', 'nightly', '1', 'version 1.5.2', '1.5.2 (docker)', 'v'])(
    'cannot read %j',
    (reported) => {
      expect(parseBazarrVersion(reported)).toBeNull();
    },
  );
});

describe('compareVersions', () => {
  const order = [
    '1.4.5',
    '1.5.2',
    '1.5.6-beta.5',
    '1.5.6-beta.6',
    '1.5.6-beta.10',
    '1.5.6',
    '1.5.7-beta.1',
    '1.6.0',
    '1.10.0',
    '2.0.0-beta.1',
    '2.1.0',
  ];
  it('orders versions, pre-releases before their release', () => {
    const versions = order.map((text) => parseBazarrVersion(text)!);
    const shuffled = [...versions].reverse().sort(compareVersions);
    expect(shuffled.map((version) => version.text)).toEqual(order);
    expect(compareVersions(parseBazarrVersion('v1.5.6')!, parseBazarrVersion('1.5.6')!)).toBe(0);
  });
});
