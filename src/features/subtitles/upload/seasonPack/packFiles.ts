import type { ZipEntry } from './zipReader';

/** What Bazarr's upload takes (its list of subtitle extensions): the other entries of a pack are left out. */
export const PACK_SUBTITLE_EXTENSIONS: readonly string[] = [
  '.srt',
  '.ass',
  '.ssa',
  '.sub',
  '.vtt',
  '.smi',
  '.mpl',
  '.txt',
];

export function isZip(file: File): boolean {
  return file.name.toLowerCase().endsWith('.zip');
}

/** A subtitle file of the pack: not a folder, not macOS's resource copies, one of the extensions above. */
export function isPackSubtitle(entry: Pick<ZipEntry, 'path' | 'name'>): boolean {
  if (entry.path.endsWith('/')) return false;
  if (entry.path.split('/').includes('__MACOSX') || entry.name.startsWith('._')) return false;
  const lower = entry.name.toLowerCase();
  return PACK_SUBTITLE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export interface OpenedPacks {
  /** The loose files and the subtitles of every zip, in the order they came. */
  files: File[];
  /** The files that came out of a zip (a row without an episode is then left out instead of blocking). */
  fromZip: Set<File>;
  /** One text per zip that could not be read, or had no subtitle in it. */
  problems: string[];
}

/**
 * Opens the zips among dropped files (their reader loads on the first zip). A broken zip is reported and left
 * out; the other files go on.
 */
export async function openPacks(dropped: readonly File[]): Promise<OpenedPacks> {
  const result: OpenedPacks = { files: [], fromZip: new Set(), problems: [] };
  if (!dropped.some(isZip)) return { ...result, files: [...dropped] };
  const { readZip } = await import(/* webpackChunkName: "zipReader" */ './zipReader');
  for (const file of dropped) {
    if (!isZip(file)) {
      result.files.push(file);
      continue;
    }
    try {
      const unpacked = await readZip(file, isPackSubtitle);
      if (unpacked.length === 0)
        result.problems.push(`${file.name}: no subtitle file in this zip.`);
      for (const { file: subtitle } of unpacked) {
        result.files.push(subtitle);
        result.fromZip.add(subtitle);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.problems.push(`${file.name}: ${message}`);
    }
  }
  return result;
}
