/** Files Bazarr serves outside its API, under the base URL (docs/behaviour.md §7). */

/** The whole log file: {base}/bazarr.log. */
export function logFileUrl(baseUrl: string): string {
  return `${baseUrl}/bazarr.log`;
}

/** A backup archive: {base}/system/backup/download/{filename}. */
export function backupDownloadUrl(baseUrl: string, filename: string): string {
  return `${baseUrl}/system/backup/download/${encodeURIComponent(filename)}`;
}

/** Bazarr's API documentation (Swagger UI): {base}/api/, absolute so it opens as an external page. */
export function apiDocsUrl(baseUrl: string, pageUrl: string): string {
  return new URL(`${baseUrl}/api/`, pageUrl).href;
}
