/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, writeZip } from '../../scripts/zip';
import { answeredByBazarr, belowBase } from '../../src/bazarrPage/bazarrPaths';
import { parseSidecarArgs } from '../../src/sidecar/args';
import { holdsAnyKey } from '../../src/sidecar/page';
import { fileInside } from '../../src/sidecar/staticFiles';
import { rewriteLocation, rewriteSetCookie, type Upstream } from '../../src/sidecar/upstream';

describe('sidecar arguments', () => {
  it('takes the address and key from the command line or the environment', () => {
    const parsed = parseSidecarArgs(['--bazarr-url', 'http://bazarr:6767/bazarr/', '--port', '0'], {
      BAZARR_API_KEY: 'key',
    });
    expect(parsed.kind).toBe('run');
    if (parsed.kind !== 'run') return;
    expect(parsed.options.bazarrUrl.href).toBe('http://bazarr:6767/bazarr');
    expect(parsed.options).toMatchObject({ apiKey: 'key', port: 0, host: '0.0.0.0', baseUrl: '' });
  });

  it.each([
    [[], 'missing --bazarr-url (or env BAZARR_URL)'],
    [
      ['--bazarr-url', 'bazarr:6767'],
      "--bazarr-url: 'bazarr:6767' must start with http:// or https://",
    ],
    [
      ['--bazarr-url', 'http://b:6767'],
      'missing --api-key (or env BAZARR_API_KEY, or --api-key-file / env BAZARR_API_KEY_FILE)',
    ],
    [
      ['--bazarr-url', 'http://b:6767', '--api-key', 'k', '--port', '70000'],
      "--port: '70000' is not a port number (0-65535)",
    ],
  ])('refuses %j: %s', (argv, message) => {
    expect(parseSidecarArgs(argv, {})).toEqual({ kind: 'error', message });
  });
});

describe('the API key from a file (never on the command line)', () => {
  const files: Record<string, string> = {
    '/run/secrets/bazarr_api_key': 'filekey\n',
    '/empty': '\n',
  };
  const read = (file: string) => {
    if (!(file in files)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    return files[file] ?? '';
  };
  const url = ['--bazarr-url', 'http://bazarr:6767'];

  it('reads --api-key-file or BAZARR_API_KEY_FILE, without its line end', () => {
    for (const parsed of [
      parseSidecarArgs([...url, '--api-key-file', '/run/secrets/bazarr_api_key'], {}, read),
      parseSidecarArgs(url, { BAZARR_API_KEY_FILE: '/run/secrets/bazarr_api_key' }, read),
    ])
      expect(parsed).toMatchObject({ kind: 'run', options: { apiKey: 'filekey' } });
    // A key given directly wins.
    expect(
      parseSidecarArgs(url, { BAZARR_API_KEY: 'envkey', BAZARR_API_KEY_FILE: '/x' }, read),
    ).toMatchObject({ kind: 'run', options: { apiKey: 'envkey' } });
  });

  it('says which file it cannot read, or that it is empty', () => {
    expect(parseSidecarArgs([...url, '--api-key-file', '/nope'], {}, read)).toEqual({
      kind: 'error',
      message: "--api-key-file: cannot read '/nope' (ENOENT)",
    });
    expect(parseSidecarArgs([...url, '--api-key-file', '/empty'], {}, read)).toEqual({
      kind: 'error',
      message: "--api-key-file: '/empty' is empty",
    });
  });
});

describe("the sidecar's page and Bazarr's", () => {
  it("sees whether Bazarr's page holds a key, as Bazarr (Jinja) or the demo renders it", () => {
    expect(holdsAnyKey('JSON.parse(`{"apiKey": "abc", "baseUrl": ""}`)')).toBe(true);
    expect(holdsAnyKey('JSON.parse(`{"apiKey":"abc"}`)')).toBe(true);
    // A form login's page before the login: no key.
    expect(holdsAnyKey('JSON.parse(`{"baseUrl": "", "canUpdate": true}`)')).toBe(false);
  });
});

describe('what goes to Bazarr', () => {
  it('passes the API, posters, log and backup downloads, but not the pages of the same names', () => {
    for (const path of [
      '/api',
      '/api/socket.io/',
      '/images/series/1.jpg',
      '/bazarr.log',
      '/system/backup/download/b.zip',
      '/test/http/x',
    ])
      expect([path, answeredByBazarr(path)]).toEqual([path, true]);
    // The Backups page is /system/backup: a reload there must get the UI, not Bazarr's own page.
    for (const path of ['/system/backup', '/series', '/images/logo.svg', '/apis', '/bazarr.logs'])
      expect([path, answeredByBazarr(path)]).toEqual([path, false]);
  });

  it('maps paths below a base URL', () => {
    expect(belowBase('/bazarr/api/x', '/bazarr')).toBe('/api/x');
    expect(belowBase('/bazarr', '/bazarr')).toBe('/');
    expect(belowBase('/bazarrx/api', '/bazarr')).toBeNull();
    expect(belowBase('/api', '')).toBe('/api');
  });
});

describe("Bazarr's cookies and redirects, for the sidecar's origin", () => {
  const upstream: Upstream = { url: new URL('http://bazarr:6767/bazarr'), localBase: '/subtitles' };

  it('moves the cookie path below the sidecar base URL and drops the domain', () => {
    expect(rewriteSetCookie(upstream, 'session=abc; Domain=bazarr; Path=/bazarr; HttpOnly')).toBe(
      'session=abc; Path=/subtitles; HttpOnly',
    );
    expect(rewriteSetCookie(upstream, 'session=abc; Path=/bazarr/api')).toBe(
      'session=abc; Path=/subtitles/api',
    );
  });

  it("rewrites redirects to Bazarr's own address only", () => {
    expect(rewriteLocation(upstream, 'http://bazarr:6767/bazarr/series?x=1')).toBe(
      '/subtitles/series?x=1',
    );
    expect(rewriteLocation(upstream, '/bazarr/login')).toBe('/subtitles/login');
    expect(rewriteLocation(upstream, 'https://example.org/a')).toBe('https://example.org/a');
  });
});

describe('static files', () => {
  it('never resolves outside the bundle', () => {
    const root = path.resolve('/srv/bundle');
    expect(fileInside(root, '/assets/main.js')).toBe(path.join(root, 'assets/main.js'));
    expect(fileInside(root, '/assets/../../etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(fileInside(root, '/assets/..%2f..%2f..%2fetc%2fpasswd')).toBe(
      path.join(root, 'etc/passwd'),
    );
    expect(fileInside(root, '/assets/%E0%A4%A')).toBeNull();
    expect(fileInside(root, '/assets/a%00b')).toBeNull();
  });
});

describe('zip writer', () => {
  it('computes CRC-32 as zip tools do', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
  });

  it('writes an archive the system unzip reads back byte for byte', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      const text = Buffer.from('<!doctype html>'.repeat(200));
      const random = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7919) % 251));
      const archive = path.join(dir, 'a.zip');
      writeFileSync(
        archive,
        writeZip(
          [
            { name: 'index.html', data: text },
            { name: 'assets/bin.dat', data: random },
            { name: 'VERSION', data: Buffer.alloc(0) },
          ],
          new Date('2026-11-23T12:34:56Z'),
        ),
      );
      expect(execFileSync('unzip', ['-t', archive], { encoding: 'utf8' })).toContain(
        'No errors detected',
      );
      expect(execFileSync('unzip', ['-p', archive, 'index.html'])).toEqual(text);
      expect(execFileSync('unzip', ['-p', archive, 'assets/bin.dat'])).toEqual(random);
      expect(execFileSync('unzip', ['-Z', '-l', archive], { encoding: 'utf8' })).toMatch(
        /-rw-r--r-- .* defN .*index\.html\n.*\n.* stor .*VERSION/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
