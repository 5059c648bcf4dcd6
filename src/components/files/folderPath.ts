/** Index of the last '/' or '\' (Bazarr runs on Linux and Windows), -1 if none. */
function lastSeparator(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
}

function endsWithSeparator(path: string): boolean {
  return path.endsWith('/') || path.endsWith('\\');
}

/**
 * The folder whose content to suggest for a typed path (docs/behaviour.md §5): a path ending in a separator is that folder;
 * otherwise the trailing segment is being typed and is dropped. '' means the roots.
 */
export function folderOfTypedPath(typed: string): string {
  if (endsWithSeparator(typed)) return typed;
  return typed.slice(0, lastSeparator(typed) + 1);
}

/** The parent of a folder ('/media/tv/' -> '/media/', '/' -> ''), the target of the Back option. */
export function parentFolder(folder: string): string {
  const withoutTrailing = endsWithSeparator(folder) ? folder.slice(0, -1) : folder;
  return withoutTrailing.slice(0, lastSeparator(withoutTrailing) + 1);
}
