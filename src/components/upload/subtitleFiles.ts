import type { FileError } from 'react-dropzone';

/** The subtitle files Bazarr can take (docs/behaviour.md §2; limits otherwise not shown). */
export const SUBTITLE_EXTENSIONS: readonly string[] = [
  '.srt',
  '.ass',
  '.ssa',
  '.sub',
  '.vtt',
  '.idx',
  '.sup',
  '.smi',
];

/** The drop check: by file name, since browsers give most subtitle formats no MIME type. */
export function extensionValidator(extensions: readonly string[]) {
  const lower = extensions.map((extension) => extension.toLowerCase());
  return (file: File): FileError | null =>
    lower.some((extension) => file.name.toLowerCase().endsWith(extension))
      ? null
      : { code: 'file-invalid-type', message: `File type must be one of ${extensions.join(', ')}` };
}

/**
 * During a drag only MIME types are known (no names). A media file (the video itself, a poster) is surely
 * not a subtitle; anything else may be one, so the zone shows 'accept' until the drop checks the name.
 */
export function draggedSurelyWrong(items: DataTransferItemList | undefined): boolean {
  if (!items) return false;
  return Array.from(items).some(
    (item) => item.kind === 'file' && /^(video|audio|image)\//.test(item.type),
  );
}
