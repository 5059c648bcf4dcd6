/** '/bazarr/' or 'bazarr' -> '/bazarr'; '' or '/' -> '' (no trailing slash, like window.Bazarr.baseUrl). */
export function normalizeBaseUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
