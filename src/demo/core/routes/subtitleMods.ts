import { recordHistory } from '../state/history';
import { languageInfo } from '../state/languages';
import {
  addSubtitle,
  announceSubtitleChange,
  subtitlePathFor,
  type MediaTarget,
} from '../state/media';
import type { JobSpec } from '../jobs/records';
import type { SubtitleRecord } from '../state/types';
import type { RouteContext } from './context';

/** What a sync, a mod or a translation does to a subtitle, shared by the file routes and the embedded tracks'. */

/** Sync and translation are jobs from 1.5.4 (subtitles/sync.py, tools/translate); other mods run in the request. */
export function modJobSpec(
  context: RouteContext,
  action: string,
  path: string,
  from: string,
  to: string,
): JobSpec {
  if (action === 'sync')
    return context.features.queuesWork
      ? { name: `Syncing ${path}` }
      : { name: 'Subtitles synchronization', isProgress: true };
  const type = context.state.settings.translator?.translator_type;
  const translator = (typeof type === 'string' ? type : 'google_translate')
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    name: `Translating from ${from.toUpperCase()} to ${to.toUpperCase()} using ${translator}`,
    isProgress: true,
  };
}

export interface Mod {
  target: MediaTarget;
  action: string;
  path: string;
  source: SubtitleRecord;
  code2: string;
}

export function applyMod(
  context: RouteContext,
  { target, action, path, source, code2 }: Mod,
): void {
  const common = {
    kind: target.kind,
    itemId: target.id,
    forced: source.forced,
    hi: source.hi,
    time: context.now(),
  };
  if (action === 'translate') {
    const newPath = subtitlePathFor(target.record.path, code2, source.forced, source.hi);
    addSubtitle(target, {
      code2,
      forced: source.forced,
      hi: source.hi,
      path: newPath,
      file_size: source.file_size,
    });
    recordHistory(context.state, {
      ...common,
      action: 6,
      code2,
      subtitlesPath: newPath,
      detail: languageInfo(source.code2).name,
    });
  } else {
    const detail = action === 'sync' ? 'synced' : `modified (${action})`;
    recordHistory(context.state, {
      ...common,
      action: 5,
      code2: source.code2,
      subtitlesPath: path,
      detail,
    });
  }
  announceSubtitleChange(context, target);
}
