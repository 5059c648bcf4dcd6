import { SUBTITLE_EXTENSIONS } from '../../../../components';

/** What a series upload takes: subtitle files, and zips of them (season packs). On its own for the page's drop zone. */
export const SERIES_UPLOAD_EXTENSIONS: readonly string[] = [...SUBTITLE_EXTENSIONS, '.zip'];
