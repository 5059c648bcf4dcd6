/** Bazarr compares tags with those of Sonarr and Radarr in this form: lower case, only a-z, 0-9, _ and -. */
export function sanitizeTag(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** Each tag sanitized; those left empty and repeats dropped. */
export function sanitizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(sanitizeTag).filter((tag) => tag !== ''))];
}
