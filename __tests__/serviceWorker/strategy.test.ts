import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isCacheable,
  keylessShell,
  loadedAssetUrls,
  pathInScope,
  requestPolicy,
  shellAssetUrls,
  shellKey,
} from '../../src/serviceWorker/strategy';
import { serviceWorkerUrls } from '../../src/serviceWorker/register';
import { servedFromBuild } from '../../src/demo/server/ui';
import { renderIndex } from '../../src/bazarrPage/html';

const KEY = '0123456789abcdef0123456789abcdef';
/** static/index.html as Bazarr renders it under /bazarr, for a signed-in visitor. */
const renderedPage = () =>
  renderIndex(readFileSync(join(__dirname, '../../static/index.html'), 'utf8'), {
    baseUrl: '/bazarr',
    canUpdate: false,
    hasUpdate: false,
    apiKey: KEY,
  });

const SCOPE = 'https://nas.example/bazarr/';

const get = (path: string, mode = 'cors') => ({
  url: new URL(path, 'https://nas.example').href,
  method: 'GET',
  mode,
});

const ok = { ok: true, status: 200, type: 'basic' };

describe('service worker request policy', () => {
  it.each([
    '/bazarr/api/series?start=0&length=25',
    '/bazarr/api/system/settings',
    '/bazarr/api/socket.io/?EIO=4&transport=polling',
    '/bazarr/api',
    '/bazarr/api/swaggerui/static/swagger-ui.css',
  ])('never handles %s, whatever the request mode', (path) => {
    for (const mode of ['cors', 'navigate', 'no-cors', 'same-origin'])
      expect(requestPolicy(get(path, mode), SCOPE)).toBe('network');
  });

  it('never caches an API answer, even a 200 HTML page Bazarr sends for an unknown API path', () => {
    const policy = requestPolicy(get('/bazarr/api/unknown', 'navigate'), SCOPE);
    expect(isCacheable(policy, { ...ok, contentType: 'text/html; charset=utf-8' })).toBe(false);
    expect(isCacheable(policy, { ...ok, contentType: 'application/json' })).toBe(false);
  });

  it('leaves writes to the network', () => {
    for (const method of ['POST', 'PATCH', 'DELETE'])
      expect(requestPolicy({ ...get('/bazarr/assets/main.1234.js'), method }, SCOPE)).toBe(
        'network',
      );
  });

  it('caches the built files under assets/ and takes page loads as the shell', () => {
    expect(requestPolicy(get('/bazarr/assets/main.1234abcd.js', 'no-cors'), SCOPE)).toBe('asset');
    expect(requestPolicy(get('/bazarr/series/12', 'navigate'), SCOPE)).toBe('shell');
    expect(requestPolicy(get('/bazarr/', 'navigate'), SCOPE)).toBe('shell');
    expect(requestPolicy(get('/bazarr', 'navigate'), SCOPE)).toBe('shell');
  });

  it('leaves posters, downloads and other sites alone', () => {
    expect(requestPolicy(get('/bazarr/images/series/MediaCover/1/poster-250.jpg'), SCOPE)).toBe(
      'network',
    );
    expect(requestPolicy(get('/bazarr/images/logo.svg', 'navigate'), SCOPE)).toBe('network');
    expect(requestPolicy(get('/bazarr/system/backup/download/a.zip', 'navigate'), SCOPE)).toBe(
      'network',
    );
    expect(requestPolicy(get('/other/assets/main.js'), SCOPE)).toBe('network');
    expect(
      requestPolicy(
        { url: 'https://cdn.example/bazarr/assets/x.js', method: 'GET', mode: 'cors' },
        SCOPE,
      ),
    ).toBe('network');
  });

  it('keeps only complete same-origin answers, and the shell only as HTML', () => {
    expect(isCacheable('asset', { ...ok, contentType: 'application/javascript' })).toBe(true);
    expect(isCacheable('asset', { ...ok, ok: false, status: 404, contentType: 'text/html' })).toBe(
      false,
    );
    expect(isCacheable('asset', { ...ok, status: 206, contentType: 'text/css' })).toBe(false);
    expect(isCacheable('asset', { ...ok, type: 'opaque', contentType: null })).toBe(false);
    expect(isCacheable('shell', { ...ok, contentType: 'text/html; charset=utf-8' })).toBe(true);
    // bazarr.log opened as a page is a download, not the app.
    expect(isCacheable('shell', { ...ok, contentType: 'text/plain' })).toBe(false);
    expect(isCacheable('shell', { ...ok, ok: false, status: 401, contentType: 'text/html' })).toBe(
      false,
    );
  });

  it('finds the built files a rendered page loads, relative to the base URL', () => {
    const html = `<base href="/bazarr/"><link rel="icon" href="./images/logo.svg">
      <link rel="manifest" href="./images/manifest.webmanifest">
      <script defer src="./assets/runtime.1.js"></script><script defer src='./assets/main.2.js'></script>
      <link href="./assets/main.2.js" rel="preload"><script src="https://cdn.example/assets/x.js"></script>`;
    expect(shellAssetUrls(html, SCOPE)).toEqual([
      'https://nas.example/bazarr/assets/runtime.1.js',
      'https://nas.example/bazarr/assets/main.2.js',
    ]);
    expect(shellKey(SCOPE)).toBe('https://nas.example/bazarr/');
    expect(pathInScope('https://nas.example/bazarr/api/x', SCOPE)).toBe('api/x');
    expect(pathInScope('https://nas.example/bazarrx/api', SCOPE)).toBeNull();
  });
});

describe('the files a page loaded before the worker controlled it', () => {
  it('keeps the built files in scope only, and ignores other messages', () => {
    const urls = [
      'https://nas.example/bazarr/assets/series.3.chunk.js',
      'https://nas.example/bazarr/api/series?start=0&length=25',
      'https://nas.example/bazarr/images/series/1/poster.jpg',
      'https://cdn.example/bazarr/assets/x.js',
      'not a url',
      42,
    ];
    expect(loadedAssetUrls({ type: 'loaded-assets', urls }, SCOPE)).toEqual([
      'https://nas.example/bazarr/assets/series.3.chunk.js',
    ]);
    expect(loadedAssetUrls({ type: 'something-else', urls }, SCOPE)).toEqual([]);
    expect(loadedAssetUrls({ type: 'loaded-assets', urls: 'assets/x.js' }, SCOPE)).toEqual([]);
    expect(loadedAssetUrls(null, SCOPE)).toEqual([]);
  });
});

describe('service worker registration', () => {
  it('puts the script and the scope under the base URL', () => {
    expect(serviceWorkerUrls('https://nas.example/bazarr/')).toEqual({
      script: 'https://nas.example/bazarr/sw.js',
      scope: '/bazarr/',
    });
    expect(serviceWorkerUrls('http://127.0.0.1:6767/')).toEqual({
      script: 'http://127.0.0.1:6767/sw.js',
      scope: '/',
    });
  });
});

describe('the demo server, like Bazarr', () => {
  it('serves files of build/ only for assets, images and the PWA files', () => {
    expect(servedFromBuild('/assets/main.1.js')).toBe(true);
    expect(servedFromBuild('/images/manifest.webmanifest')).toBe(true);
    expect(servedFromBuild('/sw.js')).toBe(true);
    expect(servedFromBuild('/manifest.webmanifest')).toBe(true);
    expect(servedFromBuild('/index.html')).toBe(false);
    expect(servedFromBuild('/sw.js.map')).toBe(false);
    expect(servedFromBuild('/api/series')).toBe(false);
  });
});

describe('the page the worker keeps', () => {
  it('is the rendered page without the script that holds the API key', () => {
    const page = renderedPage();
    expect(page).toContain(KEY);
    const kept = keylessShell(page);
    expect(kept).not.toBeNull();
    expect(kept).not.toContain(KEY);
    expect(kept).not.toContain('window.Bazarr');
    // The rest stays: the base URL (which the app then reads from <base href>), the root, the assets.
    expect(kept).toContain('<base href="/bazarr/" />');
    expect(kept).toContain('<div id="root"></div>');
    expect(kept).toBe(page.replace(/ *<script>[\s\S]*?<\/script>\n/, ''));
  });

  it('keeps the scripts that only read the injected values (the boot script)', () => {
    const boot = '<script>(function(e=window.Bazarr){return e&&e.apiKey})()</script>';
    const kept = keylessShell(renderedPage().replace('</head>', `${boot}</head>`));
    expect(kept).toContain(boot);
    expect(kept).not.toContain(KEY);
  });

  it('is not kept when the script is not found once, or the key shows elsewhere', () => {
    const page = renderedPage();
    expect(keylessShell(page.replace('window.Bazarr', 'window.Other'))).toBeNull();
    const twice = page.replace('</head>', `<script>window.Bazarr = {}</script></head>`);
    expect(keylessShell(twice)).toBeNull();
    expect(keylessShell(page.replace('<title>', `<title>${KEY}`))).toBeNull();
    expect(keylessShell('<!doctype html><title>Bazarr</title>')).toBeNull();
  });
});
