import { DemoHttpError } from '../http/errors';
import { json } from '../http/responses';
import { cuesOf } from '../state/subtitleCues';
import type { DemoState, SubtitleRecord } from '../state/types';
import type { Route, RouteContext } from './context';
import { isOffline } from './jobRuns';

/** A cue's time as Bazarr 1.6 marshals it (`time_modal`): its parts, the whole seconds and the microseconds. */
function timeView(ms: number) {
  const total = Math.floor(ms / 1000);
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total_seconds: total,
    microseconds: (ms % 1000) * 1000,
  };
}

function fileAt(state: DemoState, path: string): (SubtitleRecord & { path: string }) | undefined {
  for (const items of [state.movies.values(), state.episodes.values()])
    for (const item of items)
      for (const subtitle of item.subtitles)
        if (subtitle.path === path) return { ...subtitle, path: subtitle.path };
  return undefined;
}

/**
 * GET subtitles/contents?subtitlePath= (Bazarr 1.6.0, api/subtitles/subtitles_contents.py): the cues of a file of
 * the library, `{data: [{index, content, proprietary, start, end}]}`. Bazarr opens whatever path it is given: a
 * file it cannot open raises, which Flask answers 500.
 */
function contents(context: RouteContext) {
  const path = context.params.requiredString('subtitlePath');
  const file = fileAt(context.state, path);
  if (!file || isOffline(context.state, path))
    throw new DemoHttpError(500, 'Internal Server Error');
  return json({
    data: cuesOf(file).map((cue) => ({
      index: cue.index,
      content: cue.text,
      proprietary: '',
      start: timeView(cue.startMs),
      end: timeView(cue.endMs),
    })),
  });
}

export const subtitleContentsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/subtitles/contents',
    handler: contents,
    since: 'hasSubtitleContents',
  },
];
