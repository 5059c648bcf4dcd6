import { notFound } from '../http/errors';
import { json, text } from '../http/responses';
import type { Route, RouteContext } from './context';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** A landscape backdrop without text, as a real fanart is: it lies behind the title of a detail page. */
function fanartSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,55%)"/>
</linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1040" cy="160" r="220" fill="hsl(${hue},60%,70%)" opacity="0.35"/>
</svg>`;
}

/**
 * A small generated image for /images/{series|movies}/MediaCover/{id}/poster-250.jpg (a 2:3 poster with the
 * title) and .../fanart.jpg (a landscape backdrop).
 */
function poster(context: RouteContext, kind: 'series' | 'movies') {
  const match = /MediaCover\/(\d+)\//.exec(context.request.path);
  const id = Number(match?.[1] ?? Number.NaN);
  const item = kind === 'series' ? context.state.series.get(id) : context.state.movies.get(id);
  if (!item) throw notFound('Image not found');
  const hue = (id * 47) % 360;
  const svg = context.request.path.endsWith('/fanart.jpg')
    ? fanartSvg(hue)
    : `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="375" viewBox="0 0 250 375">
<rect width="250" height="375" fill="hsl(${hue},45%,32%)"/>
<rect x="12" y="12" width="226" height="351" fill="none" stroke="hsl(${hue},60%,70%)" stroke-width="2"/>
<text x="125" y="170" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${escapeXml(item.title.slice(0, 22))}</text>
<text x="125" y="205" font-family="sans-serif" font-size="16" fill="#ddd" text-anchor="middle">${escapeXml(item.year)}</text>
</svg>`;
  return {
    ...text(svg, 'image/svg+xml'),
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' },
  };
}

/** The Whisper provider's address as stored ('http://127.0.0.1:9000' by default). */
function whisperEndpoint(context: RouteContext): string {
  const stored = context.state.settings.whisperai?.endpoint;
  return typeof stored === 'string' && stored !== '' ? stored : 'http://127.0.0.1:9000';
}

/**
 * A provider's web service (Whisper ASR): /test/{protocol}/{host:port}/status. The demo's Whisper answers at
 * the stored address as whisper-asr does: it has no /status route, and Bazarr reports that 404 in its reply.
 */
function serviceTest(context: RouteContext) {
  const [, , protocol = '', ...rest] = context.request.path.split('/');
  const asked = `${protocol}://${rest.slice(0, -1).join('/')}`.replace(/\/+$/, '');
  if (asked === whisperEndpoint(context).replace(/\/+$/, ''))
    return json({
      status: false,
      error: 'Cannot get version. Maybe unsupported legacy API call?',
      code: 404,
    });
  return json({ status: false, error: `ConnectionError: cannot reach ${asked}` });
}

/** The settings 'Test' button: /test/{protocol}/{host:port/base}api/system/status?apikey=... */
function connectionTest(context: RouteContext) {
  if (!context.request.path.endsWith('/system/status')) return serviceTest(context);
  const apikey = context.params.string('apikey') ?? '';
  const { sonarr, radarr } = context.state.settings;
  if (sonarr && apikey === sonarr.apikey)
    return json({ code: 200, status: true, version: '4.0.14.2939' });
  if (radarr && apikey === radarr.apikey)
    return json({ code: 200, status: true, version: '5.22.4.9896' });
  return json({ code: 401, error: 'Access Denied. Check API key.', status: false });
}

function logFile(context: RouteContext) {
  const lines = [...context.state.logs]
    .reverse()
    .map(
      (record) =>
        `${record.timestamp}|${record.type}|root|${record.message}|${record.exception ?? ''}|`,
    );
  return text(`${lines.join('\n')}\n`, 'text/plain; charset=utf-8');
}

function backupDownload(context: RouteContext) {
  const filename = decodeURIComponent(context.request.path.split('/').pop() ?? '');
  if (!context.state.backups.some((backup) => backup.filename === filename))
    throw notFound('Backup not found');
  return {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${filename}"`,
    },
    body: `demo backup ${filename}`,
  };
}

export const outsideRoutes: Route[] = [
  {
    method: 'GET',
    path: '/images/series/*',
    handler: (context) => poster(context, 'series'),
    public: true,
  },
  {
    method: 'GET',
    path: '/images/movies/*',
    handler: (context) => poster(context, 'movies'),
    public: true,
  },
  { method: 'GET', path: '/test/*', handler: connectionTest, public: true },
  { method: 'GET', path: '/bazarr.log', handler: logFile, public: true },
  { method: 'GET', path: '/system/backup/download/*', handler: backupDownload, public: true },
];
